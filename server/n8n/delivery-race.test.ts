import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CallName, callNames } from "../../src/booking/calls";
import { input, sendItem } from "../../tests/store/store-contract";
import { startFakeN8n } from "../../tests/support/fake-n8n";
import { startPostgres, type TestPostgres } from "../../tests/support/postgres";
import { createLogger } from "../logger";
import { BookingStore } from "../store/booking-store";
import { PostgresDatabase } from "../store/postgres/postgres-database";
import { SqliteDatabase } from "../store/sqlite/sqlite-database";
import { DeliveryWorker } from "./delivery-worker";
import { createN8nClient, type N8nClient } from "./webhook-client";

// One sender per delivery (docs/architecture.md#the-store-and-the-outbox): inside an
// instance, the request path (`deliverNow`) and the worker's loop of the same process race
// for every new delivery here, on both databases; across a fleet, a request path whose
// claim ran out before it came to send leaves the delivery to the instance that took it
// since. n8n must hear of each delivery exactly once.

const BOOKINGS = 200;
let postgres: TestPostgres;

beforeAll(async () => {
  postgres = await startPostgres();
}, 120_000);
afterAll(async () => {
  await postgres?.destroy();
}, 60_000);

async function race(store: BookingStore) {
  const sends = new Map<string, number>();
  const client = {
    async deliver(_kind: string, _body: string, key: string) {
      sends.set(key, (sends.get(key) ?? 0) + 1);
      // Quick, and sometimes not at once: the worker's look at the outbox falls anywhere in it.
      if (Math.random() < 0.5) await sleep(Math.floor(Math.random() * 3));
      return { ok: true as const, value: undefined };
    },
  };
  const worker = new DeliveryWorker({
    outbox: store.outbox,
    client,
    logger: createLogger("silent"),
    idleMs: 20,
    minSleepMs: 1,
  });
  worker.start();
  const today = new Date();
  const requests: Promise<unknown>[] = [];
  for (let n = 0; n < BOOKINGS; n++) {
    const date = new Date(Date.UTC(2027, 0, 4 + Math.floor(n / 9))).toISOString().slice(0, 10);
    const result = await store.accept(
      input({ date, timeSlot: `${11 + (n % 9)}:00 to ${12 + (n % 9)}:00`, now: today }),
    );
    if (result.outcome !== "accepted" || result.delivery?.state !== "send") throw new Error("not sendable");
    const { item } = result.delivery;
    // The worker is woken to look at the outbox while the request is about to send it itself.
    worker.kick();
    const send = async () => {
      if (n % 3 === 1) await sleep(0);
      if (n % 3 === 2) await new Promise((resolve) => setImmediate(resolve));
      return worker.deliverNow(item, 1_000);
    };
    requests.push(send());
  }
  await Promise.all(requests);
  for (let waited = 0; (await store.outbox.nextAttemptAt()) !== undefined && waited < 5_000; waited += 20)
    await sleep(20);
  await worker.stop();
  return sends;
}

describe("the request path and the worker never both send one delivery", () => {
  it("on SQLite", async () => {
    const dir = mkdtempSync(join(tmpdir(), "delivery-race-"));
    const store = new BookingStore(new SqliteDatabase(dir));
    try {
      const sends = await race(store);
      expect(sends.size).toBe(BOOKINGS);
      expect([...sends.values()].filter((count) => count !== 1)).toEqual([]);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("on PostgreSQL", async () => {
    const store = new BookingStore(await PostgresDatabase.open(await postgres.createDatabase()));
    try {
      const sends = await race(store);
      expect(sends.size).toBe(BOOKINGS);
      expect([...sends.values()].filter((count) => count !== 1)).toEqual([]);
    } finally {
      await store.close();
    }
  }, 60_000);
});

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
      outbox: storeA.outbox,
      client: clientA,
      logger: createLogger("info", (line) => linesA.push(JSON.parse(line))),
      idleMs: 60_000,
      minSleepMs: 60_000,
    });
    const workerB = new DeliveryWorker({
      outbox: storeB.outbox,
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
