import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { input } from "../../tests/store/store-contract";
import { startPostgres, type TestPostgres } from "../../tests/support/postgres";
import { createLogger } from "../logger";
import { BookingStore } from "../store/booking-store";
import { PostgresDatabase } from "../store/postgres-database";
import { SqliteDatabase } from "../store/sqlite-database";
import { DeliveryWorker } from "./delivery-worker";

// One sender per delivery inside an instance too: the request path (`deliverNow`) and the
// worker's loop of the same process race for every new delivery here, on both databases,
// and n8n must hear of each exactly once (docs/architecture.md#the-store-and-the-outbox).

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
    store,
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
  for (let waited = 0; (await store.nextAttemptAt()) !== undefined && waited < 5_000; waited += 20)
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
