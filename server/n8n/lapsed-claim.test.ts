import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CallName, callNames } from "../../src/booking/calls";
import { input, sendItem } from "../../tests/store/store-contract";
import { startFakeN8n } from "../../tests/support/fake-n8n";
import { startPostgres, type TestPostgres } from "../../tests/support/postgres";
import { createLogger } from "../logger";
import { BookingStore } from "../store/booking-store";
import { PostgresDatabase } from "../store/postgres-database";
import { DeliveryWorker } from "./delivery-worker";
import { createN8nClient, type N8nClient } from "./webhook-client";

// Two instances of a fleet share the outbox on PostgreSQL: a booking's request path whose
// claim ran out before it came to send must leave the delivery to the instance that took
// it since, so n8n hears of it once (docs/architecture.md#the-store-and-the-outbox).

let postgres: TestPostgres;

beforeAll(async () => {
  postgres = await startPostgres();
}, 120_000);
afterAll(async () => {
  await postgres?.destroy();
}, 60_000);

/** Resolves when `done()` says so, polling; fails after `ms` (seconds, for a busy machine). */
async function waitFor(what: string, done: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  for (const until = Date.now() + ms; !(await done()); await sleep(20))
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
}

describe("a request path whose claim lapsed before it sent", () => {
  it("leaves the delivery to the instance that took it since: n8n receives it once", async () => {
    const url = await postgres.createDatabase();
    const fake = await startFakeN8n();
    // Instance A's claims run out quickly; instance B's outlast the test, however busy the machine.
    const storeA = new BookingStore(await PostgresDatabase.open(url, { leaseMs: 500 }));
    const storeB = new BookingStore(await PostgresDatabase.open(url, { leaseMs: 60_000 }));
    const n8n = createN8nClient({
      baseUrl: fake.baseUrl,
      paths: Object.fromEntries(callNames.map((name) => [name, name])) as Record<CallName, string>,
      timeoutMs: 10_000,
    });
    // What each instance's worker handed to n8n; B's stays in its send (holding its claim,
    // the row still pending) after n8n answered, until the test lets it record the result.
    const sentBy = { a: 0, b: 0 };
    let letBRecord = () => {};
    const bRecords = new Promise<void>((resolve) => {
      letBRecord = resolve;
    });
    const clientA: Pick<N8nClient, "deliver"> = {
      deliver(...call) {
        sentBy.a += 1;
        return n8n.deliver(...call);
      },
    };
    const clientB: Pick<N8nClient, "deliver"> = {
      async deliver(...call) {
        sentBy.b += 1;
        const result = await n8n.deliver(...call);
        await bRecords;
        return result;
      },
    };
    const linesA: { event?: string }[] = [];
    // A's loop never looks at the outbox on its own here: only its request path sends.
    const workerA = new DeliveryWorker({
      store: storeA,
      client: clientA,
      logger: createLogger("info", (line) => linesA.push(JSON.parse(line))),
      idleMs: 60_000,
      minSleepMs: 60_000,
    });
    const workerB = new DeliveryWorker({
      store: storeB,
      client: clientB,
      logger: createLogger("silent"),
      idleMs: 100,
      minSleepMs: 20,
    });
    workerA.start();
    workerB.start();
    try {
      // A accepts the booking call: its delivery is claimed for A's request path to send.
      const item = sendItem(await storeA.accept(input({ now: new Date() })));
      // A's request is held up past its lease: B's worker takes the delivery and sends it.
      await waitFor("instance B to send the delivery", () => fake.calls.length > 0);
      expect(sentBy.b).toBe(1);

      // A comes to send at last, while B still holds the delivery: A does not send it.
      const late = await workerA.deliverNow(item, 10_000);
      expect(fake.calls.map((call) => call.idempotencyKey)).toEqual([item.idempotencyKey]);
      expect(sentBy.a).toBe(0);
      expect(late).toBe("queued");
      expect(linesA.filter((line) => line.event === "delivery.not_sent")).toHaveLength(1);

      // B records it; a stale attempt of A's after that sends nothing either.
      letBRecord();
      await waitFor(
        "the delivery to be recorded as delivered",
        async () => (await storeA.listBookings())[0]?.deliveries[0]?.status === "delivered",
      );
      expect(await workerA.deliverNow(item, 10_000)).toBe("queued");
      expect(fake.calls.map((call) => call.idempotencyKey)).toEqual([item.idempotencyKey]);
      expect(sentBy).toEqual({ a: 0, b: 1 });
    } finally {
      letBRecord();
      await Promise.allSettled([workerA.stop(), workerB.stop()]);
      await Promise.allSettled([storeA.close(), storeB.close(), fake.close()]);
    }
  }, 90_000);
});
