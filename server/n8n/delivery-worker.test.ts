import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeliveryName } from "../../src/booking/calls";
import type { Logger } from "../logger";
import type { FailedAttempt, OrphanedDelivery, OutboxItem } from "../store/types";
import {
  type Backoff,
  BOOKING_MISSING,
  DeliveryWorker,
  type DeliveryWorkerDeps,
  growingBackoff,
} from "./delivery-worker";
import type { N8nResult } from "./webhook-client";

/*
 * The store here is an in-memory fake of the six methods the worker uses, not the
 * SQLite store: it lets a test count the worker's reads (deliverNow must not read, the
 * idle loop must not spin), make a read throw, and hand out items in an order the test
 * chooses. The real store's own ordering and back-off bookkeeping are covered in
 * the store contract suite (tests/store/store-contract.ts), run on both databases.
 */

const EMAIL: DeliveryName = "send-consultation-email";
const SUBMIT: DeliveryName = "submit-consultation";
const OK: N8nResult<void> = { ok: true, value: undefined };

interface StoredItem extends OutboxItem {
  dueAt: number;
  delivered: boolean;
  /** Its booking row is gone: handed out as an orphan. */
  orphaned?: boolean;
  givenUp?: boolean;
}

let nextId = 1;
function item(overrides: Partial<OutboxItem> = {}): OutboxItem {
  const id = nextId++;
  return {
    id,
    bookingId: `booking-${id}`,
    kind: EMAIL,
    attempts: 0,
    refusals: 0,
    firstFailedAt: null,
    version: "",
    channel: "web",
    fee: null,
    body: { n: id } as unknown as OutboxItem["body"],
    idempotencyKey: `key-${id}`,
    ...overrides,
  };
}

/** The worker's view of the store, backed by an array; every method is a spy. */
function fakeStore(items: OutboxItem[] = [], dueAt = 0) {
  const rows: StoredItem[] = items.map((entry) => ({ ...entry, dueAt, delivered: false }));
  const pending = () => rows.filter((row) => !row.delivered && !row.givenUp);
  const toItem = ({
    dueAt: _due,
    delivered: _delivered,
    orphaned,
    givenUp: _givenUp,
    ...rest
  }: StoredItem): OutboxItem | OrphanedDelivery =>
    orphaned ? { id: rest.id, bookingId: rest.bookingId, kind: rest.kind, bookingMissing: true } : rest;
  const methods = {
    nextDue: vi.fn(
      async (
        now: number,
        skip: ReadonlySet<number> = new Set(),
      ): Promise<OutboxItem | OrphanedDelivery | undefined> => {
        const row = pending().find((candidate) => candidate.dueAt <= now && !skip.has(candidate.id));
        return row && toItem(row);
      },
    ),
    // The sender holds an item while it is pending (one handed to deliverNow is not a row here).
    holds: vi.fn(async ({ id }: Pick<OutboxItem, "id">): Promise<boolean> => {
      const row = rows.find((candidate) => candidate.id === id);
      return row === undefined || (!row.delivered && !row.givenUp);
    }),
    nextAttemptAt: vi.fn(async (): Promise<number | undefined> => {
      const times = pending().map((row) => row.dueAt);
      return times.length ? Math.min(...times) : undefined;
    }),
    markDelivered: vi.fn(async (id: number, _now: Date): Promise<void> => {
      const row = rows.find((candidate) => candidate.id === id);
      if (row) row.delivered = true;
    }),
    markFailed: vi.fn(
      async (id: number, _error: string, nextAttemptAt: number, attempt?: FailedAttempt): Promise<void> => {
        const row = rows.find((candidate) => candidate.id === id);
        if (row) {
          row.attempts += 1;
          row.dueAt = nextAttemptAt;
          if (attempt?.refused) row.refusals += 1;
          row.firstFailedAt ??= attempt?.at ?? null;
        }
      },
    ),
    giveUp: vi.fn(async (id: number, _reason: string, _now: Date): Promise<void> => {
      const row = rows.find((candidate) => candidate.id === id);
      if (row) row.givenUp = true;
    }),
    makeDue: vi.fn(async (_kind: DeliveryName, _now: number): Promise<number> => 0),
  } satisfies DeliveryWorkerDeps["outbox"];
  const reads = () => methods.nextDue.mock.calls.length + methods.nextAttemptAt.mock.calls.length;
  return { ...methods, rows, reads };
}

/** n8n replies still to be given by a test; any left open are settled before the worker stops. */
const openReplies: PromiseWithResolvers<N8nResult<void>>[] = [];
function later() {
  const reply = Promise.withResolvers<N8nResult<void>>();
  openReplies.push(reply);
  return reply;
}

/** A client that gives the scripted replies in turn, then OK; a deferred reply waits for the test. */
function scriptedClient(script: (N8nResult<void> | PromiseWithResolvers<N8nResult<void>>)[] = []) {
  return {
    deliver: vi.fn(async (_kind: DeliveryName, _body: string, _key: string): Promise<N8nResult<void>> => {
      const next = script.shift() ?? OK;
      return "promise" in next ? next.promise : next;
    }),
  };
}

function recordingLogger() {
  const lines: { level: string; event: string; fields: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (event: string, fields: Record<string, unknown> = {}) =>
      lines.push({ level, event, fields });
  const logger: Logger = { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
  return { logger, lines, events: () => lines.map((line) => `${line.level} ${line.event}`) };
}

const zeroJitter = (stepMs = 1000): Backoff & { delayMs: ReturnType<typeof vi.fn> } => ({
  delayMs: vi.fn((attempt: number) => attempt * stepMs),
});

const workers: DeliveryWorker[] = [];
afterEach(async () => {
  for (const reply of openReplies.splice(0)) reply.resolve(OK);
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  vi.restoreAllMocks();
});

function setup(
  options: {
    store?: ReturnType<typeof fakeStore>;
    client?: ReturnType<typeof scriptedClient>;
    start?: boolean;
  } & Partial<Omit<DeliveryWorkerDeps, "store" | "client" | "logger">> = {},
) {
  const { store = fakeStore(), client = scriptedClient(), start = true, ...tuning } = options;
  const log = recordingLogger();
  const worker = new DeliveryWorker({
    outbox: store,
    client,
    logger: log.logger,
    backoff: zeroJitter(),
    idleMs: 60_000,
    minSleepMs: 10,
    ...tuning,
  });
  workers.push(worker);
  if (start) worker.start();
  return { worker, store, client, ...log };
}

const waitFor = (check: () => void, timeout = 3000) => vi.waitFor(check, { timeout, interval: 5 });

describe("the loop awaiting the store", () => {
  it("does not lose a kick or a stop that arrives while it awaits the store", async () => {
    const store = fakeStore();
    const kicked = Promise.withResolvers<void>();
    const stopping = Promise.withResolvers<void>();
    store.nextAttemptAt
      .mockImplementationOnce(async () => {
        await kicked.promise;
        return undefined;
      })
      // The store fails meanwhile: the loop must not wait out its minute of back-off before stopping.
      .mockImplementationOnce(async () => {
        await stopping.promise;
        throw new Error("connection terminated");
      });
    // Idle for a minute: only the kick can bring the loop back in time.
    const { worker, client } = setup({ store, idleMs: 60_000, backoff: zeroJitter(60_000) });
    await waitFor(() => expect(store.nextAttemptAt).toHaveBeenCalledTimes(1));
    store.rows.push({ ...item(), dueAt: 0, delivered: false });
    worker.kick();
    kicked.resolve();
    await waitFor(() => expect(client.deliver).toHaveBeenCalledTimes(1), 5000);

    await waitFor(() => expect(store.nextAttemptAt).toHaveBeenCalledTimes(2));
    const stopped = worker.stop();
    stopping.resolve();
    // At once; a loop that slept out the back-off would stop a minute later.
    const outcome = await Promise.race([
      stopped.then(() => "stopped"),
      new Promise((resolve) => setTimeout(resolve, 5000, "still running after 5 s")),
    ]);
    expect(outcome).toBe("stopped");
  });
});

describe("deliverNow", () => {
  it("sends the item in hand after one check that it still holds it, and answers delivered within the wait", async () => {
    const clock = 1_700_000_000_000;
    const { worker, store, client, events } = setup({ now: () => clock });
    let checksWhenSent = -1;
    client.deliver.mockImplementationOnce(async () => {
      checksWhenSent = store.holds.mock.calls.length;
      return OK;
    });
    // The store is empty: the item can only reach n8n from the caller's hand.
    const queued = item({
      kind: SUBMIT,
      body: { exact: "body text" } as unknown as OutboxItem["body"],
      idempotencyKey: "visitor-key-1",
    });

    expect(await worker.deliverNow(queued, 2000)).toBe("delivered");

    // Read once, just before the send: that this sender still holds it (server/store/outbox.ts).
    expect(checksWhenSent).toBe(1);
    expect(store.holds).toHaveBeenCalledExactlyOnceWith(queued);
    expect(client.deliver).toHaveBeenCalledExactlyOnceWith(SUBMIT, '{"exact":"body text"}', "visitor-key-1");
    expect(store.markDelivered).toHaveBeenCalledExactlyOnceWith(queued.id, new Date(clock), "");
    expect(store.markFailed).not.toHaveBeenCalled();
    expect(events()).toContain("info booking.delivered");
  });

  it("does not send an item its sender no longer holds (another sender has it, or it is done)", async () => {
    const { worker, store, client, events } = setup();
    store.holds.mockResolvedValueOnce(false);
    expect(await worker.deliverNow(item(), 2000)).toBe("queued");
    expect(client.deliver).not.toHaveBeenCalled();
    expect(store.markFailed).not.toHaveBeenCalled();
    expect(events()).toContain("info delivery.not_sent");
  });

  it("answers queued when the client is slower than the wait, and the attempt still completes", async () => {
    const reply = later();
    const { worker, store, client, lines } = setup({ client: scriptedClient([reply]) });
    const queued = item();

    expect(await worker.deliverNow(queued, 20)).toBe("queued");
    expect(client.deliver).toHaveBeenCalledTimes(1);
    expect(store.markDelivered).not.toHaveBeenCalled();

    reply.resolve(OK);
    await waitFor(() => expect(store.markDelivered).toHaveBeenCalledWith(queued.id, expect.any(Date), ""));
    expect(lines).toContainEqual(
      expect.objectContaining({
        event: "booking.delivered",
        fields: { bookingId: queued.bookingId, kind: EMAIL, attempts: 1 },
      }),
    );
  });

  it("answers queued, and sends nothing, when the worker is not started", async () => {
    const { worker, store, client } = setup({ start: false });
    expect(await worker.deliverNow(item(), 1000)).toBe("queued");
    expect(client.deliver).not.toHaveBeenCalled();
    expect(store.reads()).toBe(0);
    expect(store.markDelivered).not.toHaveBeenCalled();
  });

  it("answers queued, and sends nothing, after stop", async () => {
    const { worker, client } = setup();
    await worker.stop();
    expect(await worker.deliverNow(item(), 1000)).toBe("queued");
    expect(client.deliver).not.toHaveBeenCalled();
  });

  it("sends an item already in flight only once", async () => {
    const reply = later();
    const { worker, client, store } = setup({ client: scriptedClient([reply]) });
    const queued = item();
    const first = worker.deliverNow(queued, 2000);
    const second = worker.deliverNow(queued, 2000);
    reply.resolve(OK);
    expect(await Promise.all([first, second])).toEqual(["delivered", "delivered"]);
    expect(client.deliver).toHaveBeenCalledTimes(1);
    expect(store.markDelivered).toHaveBeenCalledTimes(1);
  });

  it("the loop skips an item in flight: its id is in the skip set nextDue gets", async () => {
    const reply = later();
    const { worker, store } = setup({ client: scriptedClient([reply]) });
    const queued = item();
    expect(await worker.deliverNow(queued, 10)).toBe("queued");
    const callsBefore = store.nextDue.mock.calls.length;
    worker.kick();
    await waitFor(() => expect(store.nextDue.mock.calls.length).toBeGreaterThan(callsBefore));
    expect([...(store.nextDue.mock.calls.at(-1)?.[1] ?? [])]).toEqual([queued.id]);
  });
});

describe("a failed attempt", () => {
  it.each([
    [{ kind: "status", status: 503 } as const, "n8n answered 503"],
    [
      { kind: "unreachable", detail: "connect ECONNREFUSED 127.0.0.1:9" } as const,
      "n8n unreachable: connect ECONNREFUSED 127.0.0.1:9",
    ],
    [{ kind: "timeout" } as const, "n8n timed out"],
  ])("calls markFailed with the back-off delay and the reason (%o), and logs it", async (failure, reason) => {
    const clock = 5_000_000;
    const backoff = zeroJitter(1000);
    const { worker, store, lines } = setup({
      client: scriptedClient([{ ok: false, failure }]),
      backoff,
      now: () => clock,
    });
    // Two attempts failed before: this is the third, so the delay is for attempt 3.
    const queued = item({ attempts: 2 });

    expect(await worker.deliverNow(queued, 2000)).toBe("queued");

    expect(backoff.delayMs).toHaveBeenCalledExactlyOnceWith(3);
    expect(store.markFailed).toHaveBeenCalledExactlyOnceWith(queued.id, reason, clock + 3000, {
      refused: false,
      at: clock,
      version: "",
    });
    expect(store.markDelivered).not.toHaveBeenCalled();
    expect(store.makeDue).not.toHaveBeenCalled();
    expect(lines).toContainEqual({
      level: "warn",
      event: "delivery.retry_scheduled",
      fields: { bookingId: queued.bookingId, kind: EMAIL, attempts: 3, retryInMs: 3000, reason },
    });
  });

  it("a store that throws while recording the outcome is logged, and the answer is queued", async () => {
    const { worker, store, lines } = setup();
    store.markDelivered.mockImplementationOnce(() => {
      throw new Error("database is locked");
    });
    const queued = item();
    expect(await worker.deliverNow(queued, 2000)).toBe("queued");
    expect(lines).toContainEqual({
      level: "error",
      event: "store.error",
      fields: {
        op: "markDelivered",
        bookingId: queued.bookingId,
        kind: EMAIL,
        err: new Error("database is locked"),
      },
    });
    // The worker is still usable.
    expect(await worker.deliverNow(item(), 2000)).toBe("delivered");
  });
});

describe("dead letters", () => {
  const refused = { ok: false, failure: { kind: "status", status: 422 } } as const;

  it("n8n refusing a delivery five times gives it up, with one delivery_failed error line", async () => {
    const store = fakeStore([item()]);
    const { lines } = setup({
      store,
      client: scriptedClient(Array(10).fill(refused)),
      backoff: zeroJitter(0),
    });
    await waitFor(() => expect(store.giveUp).toHaveBeenCalledOnce());
    const [row] = store.rows;
    expect(store.markFailed).toHaveBeenCalledTimes(4);
    expect(row?.refusals).toBe(4);
    expect(store.giveUp).toHaveBeenCalledWith(
      row?.id,
      "refused 5 times: n8n answered 422",
      expect.any(Date),
      "",
    );
    const failed = lines.filter((line) => line.event === "delivery_failed");
    expect(failed).toEqual([
      {
        level: "error",
        event: "delivery_failed",
        fields: {
          deliveryId: row?.id,
          bookingId: row?.bookingId,
          kind: EMAIL,
          webhook: EMAIL,
          status: 422,
          attempts: 5,
          reason: "refused 5 times: n8n answered 422",
        },
      },
    ]);
  });

  it("a workflow switched off (404) is retried, not given up, however often", async () => {
    const store = fakeStore([item()]);
    const off = { ok: false, failure: { kind: "status", status: 404 } } as const;
    setup({ store, client: scriptedClient(Array(8).fill(off)), backoff: zeroJitter(0) });
    await waitFor(() => expect(store.markDelivered).toHaveBeenCalledOnce());
    expect(store.markFailed).toHaveBeenCalledTimes(8);
    expect(store.giveUp).not.toHaveBeenCalled();
  });

  it("a delivery failing for 24 hours is given up at its next failure", async () => {
    // The clock moves a minute each time the worker reads it.
    let clock = 100_000_000;
    const store = fakeStore([item({ firstFailedAt: clock - 24 * 3_600_000 + 5 * 60_000 })]);
    const down = { ok: false, failure: { kind: "unreachable", detail: "connect ECONNREFUSED" } } as const;
    const { lines } = setup({
      store,
      client: scriptedClient(Array(50).fill(down)),
      backoff: zeroJitter(0),
      now: () => (clock += 60_000),
    });
    await waitFor(() => expect(store.giveUp).toHaveBeenCalledOnce());
    expect(store.markFailed).toHaveBeenCalled();
    expect(store.giveUp).toHaveBeenCalledWith(
      store.rows[0]?.id,
      "failing for 24 hours: n8n unreachable: connect ECONNREFUSED",
      expect.any(Date),
      "",
    );
    expect(lines.filter((line) => line.event === "delivery_failed")).toEqual([
      expect.objectContaining({ level: "error", fields: expect.objectContaining({ status: null }) }),
    ]);
  });
});

describe("a failed deliverNow", () => {
  it("is retried by an idle loop once its back-off is over", async () => {
    const queued = item();
    const store = fakeStore([]);
    const failing = { ok: false as const, failure: { kind: "unreachable" as const, detail: "refused" } };
    const client = scriptedClient([failing]);
    // The loop is idle for a minute: only the failure itself can make it plan the retry.
    const { worker } = setup({ store, client, idleMs: 60_000, backoff: zeroJitter(50) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    store.rows.push({ ...queued, dueAt: Number.POSITIVE_INFINITY, delivered: false });
    store.markFailed.mockImplementation(async (id, _error, nextAttemptAt) => {
      const row = store.rows.find((candidate) => candidate.id === id);
      if (row) row.dueAt = nextAttemptAt;
    });
    expect(await worker.deliverNow(queued, 1000)).toBe("queued");
    await waitFor(() => expect(client.deliver).toHaveBeenCalledTimes(2), 2000);
  });
});

describe("a store that cannot record", () => {
  it("makes the loop wait instead of sending the same row again at once", async () => {
    const store = fakeStore([item()]);
    store.markFailed.mockImplementation(() => {
      throw new Error("database or disk is full");
    });
    const failing = { ok: false as const, failure: { kind: "status" as const, status: 500 } };
    const client = scriptedClient(Array.from({ length: 1000 }, () => failing));
    setup({ store, client, idleMs: 200 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // One attempt, then a 200 ms wait, then at most one more: not a flood of re-sends.
    expect(client.deliver.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(client.deliver.mock.calls.length).toBeLessThanOrEqual(3);
  });
});

describe("recovery after a success", () => {
  const refused = { ok: false as const, failure: { kind: "status" as const, status: 500 } };

  it("makes a failing webhook's waiting retries due on its next success, at most once per recoveryIntervalMs", async () => {
    let clock = 10_000_000;
    const client = scriptedClient([OK, refused, OK, OK, refused, OK, refused, OK]);
    const { worker, store } = setup({ client, now: () => clock, recoveryIntervalMs: 60_000 });

    // A success with no failure before it: nothing to recover.
    expect(await worker.deliverNow(item({ kind: EMAIL }), 2000)).toBe("delivered");
    expect(store.makeDue).not.toHaveBeenCalled();

    // A failure, then a success 30 s later (within a minute of the first success): recovered.
    clock += 10_000;
    expect(await worker.deliverNow(item({ kind: EMAIL }), 2000)).toBe("queued");
    clock += 20_000;
    expect(await worker.deliverNow(item({ kind: EMAIL }), 2000)).toBe("delivered");
    expect(store.makeDue.mock.calls).toEqual([[EMAIL, 10_030_000]]);

    // The other webhook has its own state: a submit success recovers nothing of the e-mail's.
    expect(await worker.deliverNow(item({ kind: SUBMIT }), 2000)).toBe("delivered");
    expect(store.makeDue).toHaveBeenCalledTimes(1);

    // Another failure and success within the minute: held back, done on the next success after it.
    clock += 1_000;
    await worker.deliverNow(item({ kind: EMAIL }), 2000);
    await worker.deliverNow(item({ kind: EMAIL }), 2000);
    expect(store.makeDue).toHaveBeenCalledTimes(1);
    clock += 59_000;
    await worker.deliverNow(item({ kind: EMAIL }), 2000);
    await worker.deliverNow(item({ kind: EMAIL }), 2000);
    expect(store.makeDue.mock.calls.at(-1)).toEqual([EMAIL, 10_090_000]);
    expect(store.makeDue).toHaveBeenCalledTimes(2);
  });
});

describe("the loop", () => {
  it("delivers the due items in the order the store hands them out", async () => {
    const items = [item({ kind: EMAIL }), item({ kind: EMAIL }), item({ kind: SUBMIT })];
    const store = fakeStore(items);
    const { client } = setup({ store });
    await waitFor(() => expect(store.rows.every((row) => row.delivered)).toBe(true));
    expect(client.deliver.mock.calls.map((call) => call[2])).toEqual(
      items.map((entry) => entry.idempotencyKey),
    );
    expect(store.markDelivered.mock.calls.map((call) => call[0])).toEqual(items.map((entry) => entry.id));
  });

  it("sleeps until an item falls due (not the idle time), and not less", async () => {
    const dueAt = Date.now() + 150;
    const store = fakeStore([item()], dueAt);
    const { client } = setup({ store, idleMs: 60_000, minSleepMs: 10 });
    let sentAt = 0;
    client.deliver.mockImplementationOnce(async () => {
      sentAt = Date.now();
      return OK;
    });
    await waitFor(() => expect(store.rows[0]?.delivered).toBe(true), 5000);
    expect(sentAt).toBeGreaterThanOrEqual(dueAt);
  });

  it("retries a failed item once its back-off is over, then stops sending it", async () => {
    const store = fakeStore([item()]);
    const { client, lines } = setup({
      store,
      client: scriptedClient([
        { ok: false, failure: { kind: "status", status: 500 } },
        { ok: false, failure: { kind: "timeout" } },
      ]),
      backoff: zeroJitter(20),
    });
    await waitFor(() => expect(store.rows[0]?.delivered).toBe(true));
    expect(client.deliver).toHaveBeenCalledTimes(3);
    expect(store.markFailed.mock.calls.map((call) => call[1])).toEqual(["n8n answered 500", "n8n timed out"]);
    expect(lines.filter((line) => line.event === "delivery.retry_scheduled")).toHaveLength(2);
    await sleep(100);
    expect(client.deliver).toHaveBeenCalledTimes(3);
  });

  it.each([
    ["a time in the past", () => Date.now() - 10_000],
    ["the current time", () => Date.now()],
    ["nothing", () => undefined],
  ])("does not spin while nothing is due (nextAttemptAt gives %s)", async (_name, at) => {
    const store = fakeStore();
    store.nextAttemptAt.mockImplementation(async () => at());
    setup({ store, idleMs: 1000, minSleepMs: 100 });
    await sleep(300);
    // About one look per 100 ms: a handful, where a spinning loop makes thousands.
    expect(store.nextDue.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(store.nextDue.mock.calls.length).toBeLessThanOrEqual(6);
  });

  it("logs a store that throws in nextDue at error, and keeps running", async () => {
    const queued = item();
    const store = fakeStore([queued]);
    store.nextDue.mockImplementationOnce(() => {
      throw new Error("disk I/O error");
    });
    const { lines, client } = setup({ store, idleMs: 30 });
    await waitFor(() => expect(store.rows[0]?.delivered).toBe(true));
    expect(lines[0]).toEqual({
      level: "error",
      event: "store.error",
      fields: { op: "nextDue", err: new Error("disk I/O error") },
    });
    expect(client.deliver).toHaveBeenCalledExactlyOnceWith(
      EMAIL,
      JSON.stringify(queued.body),
      queued.idempotencyKey,
    );
  });

  it("kick wakes an idle loop at once", async () => {
    const store = fakeStore();
    const { worker } = setup({ store, idleMs: 60_000 });
    store.rows.push({ ...item(), dueAt: 0, delivered: false });
    worker.kick();
    await waitFor(() => expect(store.rows[0]?.delivered).toBe(true), 1000);
  });
});

describe("a delivery whose booking is gone", () => {
  it("is given up with one error line, never sent, and the loop goes on to the next", async () => {
    const clock = 7_000_000;
    const orphan = item({ kind: SUBMIT });
    const next = item();
    const store = fakeStore([orphan, next]);
    const [orphanRow] = store.rows;
    if (orphanRow) orphanRow.orphaned = true;
    const { client, lines } = setup({ store, now: () => clock });

    await waitFor(() => expect(store.rows[1]?.delivered).toBe(true));
    expect(store.giveUp).toHaveBeenCalledExactlyOnceWith(orphan.id, BOOKING_MISSING, new Date(clock));
    expect(client.deliver).toHaveBeenCalledExactlyOnceWith(
      EMAIL,
      JSON.stringify(next.body),
      next.idempotencyKey,
    );
    expect(lines.filter((line) => line.event === "delivery_failed")).toEqual([
      {
        level: "error",
        event: "delivery_failed",
        fields: {
          deliveryId: orphan.id,
          bookingId: orphan.bookingId,
          kind: SUBMIT,
          reason: "booking_missing",
        },
      },
    ]);
    await sleep(100);
    expect(store.giveUp).toHaveBeenCalledTimes(1);
  });

  it("a store that cannot give it up is logged and waited out, then tried again", async () => {
    const store = fakeStore([item()]);
    const [row] = store.rows;
    if (row) row.orphaned = true;
    store.giveUp.mockImplementationOnce(() => {
      throw new Error("database or disk is full");
    });
    const { lines } = setup({ store, idleMs: 1000, backoff: zeroJitter(50) });
    await waitFor(() => expect(store.rows[0]?.givenUp).toBe(true));
    expect(store.giveUp).toHaveBeenCalledTimes(2);
    expect(lines.map((line) => `${line.level} ${line.event}`)).toEqual([
      "error store.error",
      "error delivery_failed",
    ]);
  });
});

describe("store errors", () => {
  it("are logged as store.error naming the call, and never stop the loop", async () => {
    const store = fakeStore([item()]);
    store.nextAttemptAt.mockImplementation(() => {
      throw new Error("database is locked");
    });
    store.markFailed.mockImplementationOnce(() => {
      throw new Error("database or disk is full");
    });
    const refused = { ok: false as const, failure: { kind: "status" as const, status: 500 } };
    const { lines } = setup({
      store,
      client: scriptedClient([refused]),
      idleMs: 100,
      backoff: zeroJitter(10),
    });
    await waitFor(() => expect(store.rows[0]?.delivered).toBe(true));
    const errors = lines.filter((line) => line.level === "error");
    expect(errors[0]).toEqual({
      level: "error",
      event: "store.error",
      fields: {
        op: "markFailed",
        bookingId: store.rows[0]?.bookingId,
        kind: EMAIL,
        err: new Error("database or disk is full"),
      },
    });
    // Nothing is due once it is delivered: the loop asks nextAttemptAt, which fails, and goes on.
    await waitFor(() =>
      expect(lines).toContainEqual({
        level: "error",
        event: "store.error",
        fields: { op: "nextAttemptAt", err: new Error("database is locked") },
      }),
    );
    expect(errors.every((line) => line.event === "store.error")).toBe(true);
  });

  it("are waited out by the back-off, growing while they last, not by the idle time", async () => {
    const store = fakeStore([item()]);
    let failures = 3;
    store.nextDue.mockImplementation(async () => {
      if (failures-- > 0) throw new Error("database is locked");
      return undefined;
    });
    const backoff = zeroJitter(40);
    setup({ store, idleMs: 60_000, minSleepMs: 10, backoff });
    // 40 + 80 + 120 ms of waiting, far from the idle minute.
    await waitFor(() => expect(store.nextDue).toHaveBeenCalledTimes(4), 2000);
    expect(backoff.delayMs.mock.calls.map((call) => call[0])).toEqual([1, 2, 3]);
  });
});

describe("stop", () => {
  it("waits for the delivery in progress, and the loop reads nothing after", async () => {
    const reply = later();
    const store = fakeStore([item()]);
    const { worker, client } = setup({ store, client: scriptedClient([reply]) });
    await waitFor(() => expect(client.deliver).toHaveBeenCalledTimes(1));

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await sleep(50);
    expect(stopped).toBe(false);
    expect(store.markDelivered).not.toHaveBeenCalled();

    reply.resolve(OK);
    await stopping;
    expect(store.markDelivered).toHaveBeenCalledTimes(1);
    const reads = store.reads();
    await sleep(50);
    expect(store.reads()).toBe(reads);
  });

  it("waits for a deliverNow still in flight", async () => {
    const reply = later();
    const { worker, store } = setup({ client: scriptedClient([reply]) });
    expect(await worker.deliverNow(item(), 10)).toBe("queued");
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await sleep(50);
    expect(stopped).toBe(false);
    reply.resolve(OK);
    await stopping;
    expect(store.markDelivered).toHaveBeenCalledTimes(1);
  });
});

describe("growingBackoff", () => {
  it("doubles from the base up to the cap, within ±20%", () => {
    const backoff = growingBackoff(1000, 10_000);
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    expect([1, 2, 3, 4, 5, 9].map((attempt) => backoff.delayMs(attempt))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    vi.spyOn(Math, "random").mockReturnValue(0);
    expect(backoff.delayMs(3)).toBe(3200);
    vi.spyOn(Math, "random").mockReturnValue(0.999_999);
    expect(backoff.delayMs(3)).toBe(4800);
    expect(backoff.delayMs(0)).toBe(1200);
  });
});
