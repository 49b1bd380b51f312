// `npm run bench -- --only n8n-latency [--n8n-ms 5,1000]`: what n8n's speed costs a visitor.
// The built server, on SQLite, wired to the fake n8n (tests/support/fake-n8n.ts) whose
// get-booked-slots answers after each `--n8n-ms` (its delivery webhooks at once): the time
// of a slot lookup, and of a new booking (which asks n8n for its day first:
// docs/architecture.md#where-each-rule-lives), p50 and p99, a few at once, each from its
// own client address so no rate limit answers.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakeN8n } from "../tests/support/fake-n8n.ts";
import { benchBooking } from "./bench-bookings.ts";
import { startBuiltServer } from "./built-server.ts";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `count` calls, `concurrency` at once; their times in ms, sorted, and the statuses seen. */
async function timed(count: number, concurrency: number, call: (index: number) => Promise<Response>) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const at = performance.now();
      const response = await call(index);
      await response.arrayBuffer();
      times.push(performance.now() - at);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sorted: times.sort((a, b) => a - b), statuses };
}

const dateAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const address = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

export async function benchN8nLatency({ port, n8nMs }: { port: number; n8nMs: number[] }) {
  console.log("\nn8n's speed: a slot lookup and a new booking, with n8n's get-booked-slots answering after");
  console.log("n8n ms   call      count   p50 ms   p99 ms   statuses");
  for (const lookupMs of n8nMs) {
    const fake = await startFakeN8n({ lookupMs });
    const dataDir = mkdtempSync(join(tmpdir(), "bench-n8n-"));
    const server = await startBuiltServer(port, {
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      N8N_WEBHOOK_BASE_URL: fake.baseUrl,
      TRUST_PROXY: "127.0.0.1,::1",
      BOOKING_QUOTA_PER_CONTACT: "1000000",
      BOOKING_QUOTA_PER_ADDRESS_DAY: "1000000",
    });
    try {
      const count = lookupMs >= 500 ? 40 : 200;
      const concurrency = 4;
      const post = (path: string, index: number, body: string) =>
        fetch(`http://127.0.0.1:${port}/api/n8n/${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": address(index) },
          body,
        });
      const lookups = await timed(count, concurrency, (index) =>
        post("get-booked-slots", index, JSON.stringify({ date: dateAhead(3 + (index % 300)) })),
      );
      const bookings = await timed(count, concurrency, (index) =>
        post(
          "submit-consultation",
          100_000 + index,
          benchBooking(index, {
            date: dateAhead(3 + Math.floor(index / 9)),
            timeSlot: `${11 + (index % 9)}:00 to ${12 + (index % 9)}:00`,
          }),
        ),
      );
      for (const [name, run] of [
        ["lookup", lookups],
        ["booking", bookings],
      ] as const) {
        const statuses = [...run.statuses].map(([status, n]) => `${status}x${n}`).join(" ");
        console.log(
          `${String(lookupMs).padStart(6)}   ${name.padEnd(8)} ${String(count).padStart(6)} ${percentile(run.sorted, 50).toFixed(1).padStart(8)} ${percentile(run.sorted, 99).toFixed(1).padStart(8)}   ${statuses}`,
        );
      }
    } finally {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      await fake.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
