import { Gauge, type Registry } from "prom-client";
import type { OutboxDepth } from "../store/types";

export interface OutboxMetricsDeps {
  /** The store's outbox at `now` (ms epoch): `Outbox.depth` (server/store/outbox.ts). */
  depth(now: number): Promise<OutboxDepth>;
  now?: () => number;
}

/**
 * The outbox gauges, read from the store once per scrape, so every instance of a fleet reports
 * the shared outbox. A store that cannot answer fails the scrape (server/metrics/metrics-app.ts).
 */
export function outboxMetrics(registry: Registry, { depth, now = Date.now }: OutboxMetricsDeps): void {
  // A scrape calls both gauges' collect() at once: they share one read of the store.
  let reading: Promise<{ at: number; depth: OutboxDepth }> | undefined;
  const current = () => {
    reading ??= (async () => {
      const at = now();
      try {
        return { at, depth: await depth(at) };
      } finally {
        reading = undefined;
      }
    })();
    return reading;
  };
  new Gauge({
    name: "outbox_deliveries",
    help: "Deliveries to n8n by state: pending (reminders planned ahead included), delivered, failed (dead letters).",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const { counts } = (await current()).depth;
      for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
    },
  });
  new Gauge({
    name: "outbox_oldest_pending_age_seconds",
    help: "How long the oldest due pending delivery has waited: since it became due, or since its first failed attempt once it failed; 0 when none is due.",
    registers: [registry],
    async collect() {
      const { at, depth: read } = await current();
      this.set(read.oldestDueSince === null ? 0 : Math.max(0, (at - read.oldestDueSince) / 1000));
    },
  });
}
