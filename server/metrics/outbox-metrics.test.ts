import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import type { OutboxDepth } from "../store/types";
import { metricsApp } from "./metrics-app";
import { outboxMetrics } from "./outbox-metrics";

const NOW = 1_800_000_000_000;

describe("the outbox gauges", () => {
  it("read the store once per scrape, and say how long the oldest due delivery has waited", async () => {
    const registry = new Registry();
    const reads: number[] = [];
    const depth = async (now: number): Promise<OutboxDepth> => {
      reads.push(now);
      return { counts: { pending: 3, delivered: 10, failed: 1 }, oldestDueSince: now - 16 * 60_000 };
    };
    outboxMetrics(registry, { depth, now: () => NOW });
    const text = await registry.metrics();
    expect(reads).toEqual([NOW]);
    expect(text).toContain('outbox_deliveries{state="pending"} 3');
    expect(text).toContain('outbox_deliveries{state="delivered"} 10');
    expect(text).toContain('outbox_deliveries{state="failed"} 1');
    expect(text).toContain("outbox_oldest_pending_age_seconds 960");
    await registry.metrics();
    expect(reads).toHaveLength(2);
  });

  it("a store that cannot answer fails the scrape (503, one error line), never shows an empty outbox", async () => {
    const registry = new Registry();
    outboxMetrics(registry, {
      depth: () => Promise.reject(new Error("database is locked")),
    });
    const lines: Record<string, unknown>[] = [];
    const app = metricsApp(
      registry,
      createLogger("info", (line) => lines.push(JSON.parse(line))),
    );
    const answer = await app.request("/metrics");
    expect(answer.status).toBe(503);
    expect(await answer.text()).not.toContain("outbox_deliveries");
    expect(lines).toMatchObject([
      { event: "metrics.failed", err: { type: "Error", message: "database is locked" } },
    ]);
  });
});
