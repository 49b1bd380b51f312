import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { levelNumber } from "../../server/logger";
import { type FakeN8n, startFakeN8n } from "../support/fake-n8n";
import { holdWriteLock, mountSmallDisk } from "../support/file-faults";
import { bookingApp, JSON_HEADERS, validBooking } from "./booking-harness";

/*
 * The review's faults, reproduced on a real file system: a full disk, a write lock held
 * by another process, a booking row deleted by hand under a waiting delivery. The store
 * is the real SQLite store; n8n is the fake one.
 */

const waitFor = (check: () => void, timeout = 5000) => vi.waitFor(check, { timeout, interval: 20 });

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

function post(app: ReturnType<typeof bookingApp>, key: string, overrides: Record<string, unknown> = {}) {
  return app.request
    .post("/api/n8n/submit-consultation")
    .set({ ...JSON_HEADERS, "Idempotency-Key": key })
    .send(validBooking(overrides));
}

/** Unhandled rejections anywhere in the process while a test runs (the review saw the worker crash). */
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
beforeAll(() => {
  process.on("unhandledRejection", onRejection);
});
afterAll(() => {
  process.off("unhandledRejection", onRejection);
});

let fake: FakeN8n | undefined;
let app: ReturnType<typeof bookingApp> | undefined;
afterEach(async () => {
  await app?.close();
  await fake?.close();
  app = undefined;
  fake = undefined;
  expect(rejections).toEqual([]);
});

describe("a full disk while a delivery is waiting", () => {
  it("keeps pages up, answers 503 to bookings, and loses nothing once space is back", async (ctx) => {
    const disk = mountSmallDisk(4096);
    if ("unavailable" in disk) {
      console.warn(`store-faults: the full-disk test is skipped: ${disk.unavailable}`);
      return ctx.skip(disk.unavailable);
    }
    // After afterEach has closed the store: a file system with open files cannot be unmounted.
    onTestFinished(() => disk.unmount());
    fake = await startFakeN8n({ mode: "500" });
    const current = bookingApp({ n8n: fake, dataDir: join(disk.dir, "data") });
    app = current;
    expect((await current.request.get("/")).status).toBe(200);

    // A booking n8n refuses: it waits in the outbox, retried with back-off.
    const waiting = await post(current, "waiting-key-0001", { date: "2026-12-02" });
    expect(waiting.status).toBe(202);
    await waitFor(() => expect(fake?.callsTo("submit-consultation").length).toBeGreaterThanOrEqual(2));

    disk.fill();
    // The worker's next retry cannot record its outcome: logged at error, with the real cause.
    await waitFor(() =>
      expect(current.logLines).toContainEqual(
        expect.objectContaining({
          level: levelNumber("error"),
          event: "store.error",
          err: expect.objectContaining({ message: expect.stringMatching(/full/), stack: expect.any(String) }),
        }),
      ),
    );

    expect((await current.request.get("/")).status).toBe(200);
    expect((await current.request.get("/healthz")).status).toBe(200);
    const refused = await post(current, "refused-key-0001", { date: "2026-12-03" });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      error: "store_unavailable",
      message: expect.stringMatching(/try again/i),
    });
    await waitFor(async () => expect((await current.request.get("/readyz")).status).toBe(503));

    // n8n is back while the disk is still full: it takes the call, the store cannot record it yet.
    fake.mode = "ok";
    await sleep(500);
    expect((await current.store.listBookings())[0]?.deliveries[0]?.status).toBe("pending");

    disk.free();
    await waitFor(async () =>
      expect((await current.store.listBookings())[0]?.deliveries[0]?.status).toBe("delivered"),
    );
    const accepted = await post(current, "after-key-0001-k", { date: "2026-12-04" });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe("delivered");
    await waitFor(async () => expect((await current.request.get("/readyz")).status).toBe(200));

    // Nothing accepted was lost; the refused booking was never stored.
    expect((await current.store.listBookings()).map((booking) => booking.idempotencyKey)).toEqual([
      "waiting-key-0001",
      "after-key-0001-k",
    ]);
    expect([...fake.stored.keys()].sort()).toEqual(["after-key-0001-k", "waiting-key-0001"]);
    // Every store error was answered or waited out: none reached the app's 500 handler.
    expect(current.logLines.filter((line) => line.event === "request.error")).toEqual([]);
    if (process.env.SHOW_FAULT_LOG) console.log(current.rawLog.join("\n"));
    const log = current.rawLog.join("\n");
    expect(log).not.toMatch(/cannot rollback/);
    expect(log).not.toContain(validBooking().email);
  });
});

describe("a database locked by another process", () => {
  it("answers bookings 503 quickly, /readyz 503 quickly, and other requests meanwhile", async () => {
    fake = await startFakeN8n();
    const current = bookingApp({ n8n: fake });
    app = current;
    expect((await current.request.get("/")).status).toBe(200);
    const lock = await holdWriteLock(current.store.location);
    try {
      const [booking, health] = await Promise.all([
        timed(post(current, "locked-key-0001-k")),
        sleep(20).then(() => timed(current.request.get("/healthz"))),
      ]);
      // Quick: the server gives up on a lock after 200 ms (SERVER_BUSY_TIMEOUT_MS). Waiting
      // like the operator's commands (5 s) or for the lock to go would freeze the whole
      // process (SQLite waits synchronously), health checks and pages too: 2.5 s tells
      // them apart on a busy machine.
      expect(booking.value.status).toBe(503);
      expect(booking.value.body.error).toBe("store_unavailable");
      expect(booking.ms).toBeLessThan(2500);
      expect(health.value.status).toBe(200);
      expect(health.ms).toBeLessThan(2500);

      // /readyz may answer from its cache for up to a second, each answer quick.
      await waitFor(async () => {
        const ready = await timed(current.request.get("/readyz"));
        expect(ready.ms).toBeLessThan(2500);
        expect(ready.value.status).toBe(503);
      }, 10_000);
      const page = await timed(current.request.get("/"));
      expect(page.value.status).toBe(200);
      expect(page.ms).toBeLessThan(2500);
    } finally {
      await lock.release();
    }

    expect((await post(current, "unlocked-key-0001")).status).toBe(200);
    await waitFor(async () => expect((await current.request.get("/readyz")).status).toBe(200), 3000);
    expect((await current.store.listBookings()).map((booking) => booking.idempotencyKey)).toEqual([
      "unlocked-key-0001",
    ]);
  });
});

describe("a booking row deleted by hand under a waiting delivery", () => {
  it("marks the delivery failed with one error line, stays responsive, and stops promptly", async () => {
    fake = await startFakeN8n({ mode: "500" });
    const current = bookingApp({ n8n: fake });
    app = current;
    const waiting = await post(current, "orphan-key-0001-k");
    expect(waiting.status).toBe(202);
    await waitFor(() => expect(fake?.callsTo("submit-consultation").length).toBeGreaterThanOrEqual(1));

    // As the sqlite3 shell would: foreign keys are off there by default.
    const raw = new DatabaseSync(current.store.location);
    try {
      raw.exec("PRAGMA foreign_keys = OFF");
      raw.prepare("DELETE FROM bookings WHERE id = ?").run(waiting.body.bookingId);
    } finally {
      raw.close();
    }
    const reads = vi.spyOn(current.store.outbox, "nextDue");

    const deliveryState = () => {
      const db = new DatabaseSync(current.store.location, { readOnly: true });
      try {
        return db.prepare("SELECT id, kind, status FROM deliveries").all();
      } finally {
        db.close();
      }
    };
    await waitFor(() =>
      expect(deliveryState()).toEqual([
        { id: expect.any(Number), kind: "submit-consultation", status: "failed" },
      ]),
    );
    const failed = current.logLines.filter((line) => line.event === "delivery_failed");
    expect(failed).toEqual([
      expect.objectContaining({
        level: levelNumber("error"),
        deliveryId: deliveryState()[0]?.id,
        kind: "submit-consultation",
        reason: "booking_missing",
      }),
    ]);

    // Never retried again, and the worker does not spin: it sleeps between looks.
    const callsAfter = fake.calls.length;
    reads.mockClear();
    const page = await timed(current.request.get("/"));
    await sleep(1000);
    expect(page.value.status).toBe(200);
    expect(page.ms).toBeLessThan(2500);
    expect(fake.calls.length).toBe(callsAfter);
    expect(reads.mock.calls.length).toBeLessThanOrEqual(10);
    expect(current.logLines.filter((line) => line.event === "delivery_failed")).toHaveLength(1);

    // SIGTERM's path: the worker stops and the store closes at once (a worker that did not
    // stop would hold it until the test's own timeout).
    const stop = await timed(current.close());
    expect(stop.ms).toBeLessThan(2500);
    app = undefined;
  });
});
