import { setTimeout as sleep, setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { OutboxName } from "../../src/booking/calls";
import type { Logger } from "../logger";
import type { Outbox } from "../store/outbox";
import type { OrphanedDelivery, OutboxItem } from "../store/types";
import { deadLetterReason, refusalStatus } from "./dead-letter";
import { describeFailure, type N8nClient } from "./webhook-client";

export interface Backoff {
  /** Delay before attempt `attempt + 1`, after `attempt` failed attempts (1-based). */
  delayMs(attempt: number): number;
}

/** 1 s, 2 s, 4 s ... up to 5 minutes, with ±20% jitter so retries of many bookings spread out. */
export const growingBackoff = (baseMs = 1000, maxMs = 5 * 60_000): Backoff => ({
  delayMs(attempt) {
    const plain = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
    return Math.round(plain * (0.8 + Math.random() * 0.4));
  },
});

/** How an attempt ended: `unrecorded`, the store could not record it; `not_sent`, the sender no longer held it. */
type Outcome = "delivered" | "failed" | "unrecorded" | "not_sent";

/** A store call that threw; already logged. */
const STORE_ERROR = Symbol("store error");

/** The `delivery_failed` reason of a delivery whose booking row is gone. */
export const BOOKING_MISSING = "booking_missing";

export interface DeliveryWorkerDeps {
  outbox: Pick<
    Outbox,
    "nextDue" | "nextAttemptAt" | "holds" | "markDelivered" | "markFailed" | "giveUp" | "makeDue"
  >;
  client: Pick<N8nClient, "deliver">;
  logger: Logger;
  backoff?: Backoff;
  /** Longest sleep between outbox scans while nothing is due, and the longest wait after a store error. */
  idleMs?: number;
  /** Shortest sleep while nothing is due, so a stuck clock or row never makes it spin. */
  minSleepMs?: number;
  /** After a success, a webhook's waiting retries are made due at most this often. */
  recoveryIntervalMs?: number;
  /** The JSON posted for a delivery (server/n8n/delivery-payload.ts); the stored body alone by default. */
  payload?: (item: OutboxItem) => string;
  now?: () => number;
}

/**
 * Posts the outbox to n8n, in order per booking, retried with growing back-off across restarts;
 * order holds because the store hands out only deliveries whose earlier calls arrived
 * (docs/architecture.md#the-store-and-the-outbox).
 */
export class DeliveryWorker {
  #deps: Required<DeliveryWorkerDeps>;
  #inFlight = new Map<number, Promise<Outcome>>();
  /** Webhooks that refused or missed a call since their last recovery, and when that was. */
  #failing = new Set<OutboxName>();
  #recovered = new Map<OutboxName, number>();
  #running = false;
  /** Store calls failed in a row: the loop's wait after one grows with them. */
  #storeErrors = 0;
  #loop: Promise<void> | undefined;
  #wake: (() => void) | undefined;
  /** A kick came since the loop last began reading the outbox (maybe while it awaited the store). */
  #kicked = false;

  constructor(deps: DeliveryWorkerDeps) {
    this.#deps = {
      backoff: growingBackoff(),
      idleMs: 30_000,
      minSleepMs: 250,
      recoveryIntervalMs: 60_000,
      payload: (item: OutboxItem) => JSON.stringify(item.body),
      now: Date.now,
      ...deps,
    };
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#run();
  }

  /** Something new is queued or became due: look at the outbox now. */
  kick(): void {
    this.#kicked = true;
    this.#wake?.();
  }

  /** Tries a delivery just queued with the request's `body`, waiting up to `waitMs` so the API can say "delivered". */
  async deliverNow(item: OutboxItem, waitMs: number, body?: string): Promise<"delivered" | "queued"> {
    if (!this.#running) return "queued";
    const late = new AbortController();
    const outcome = await Promise.race([
      this.#attempt(item, body),
      sleep(waitMs, "queued", { signal: late.signal }),
    ]);
    late.abort();
    return outcome === "delivered" ? "delivered" : "queued";
  }

  /** Stops taking new work and waits for the delivery in progress (graceful shutdown). */
  async stop(): Promise<void> {
    this.#running = false;
    this.kick();
    await this.#loop;
    await Promise.allSettled(this.#inFlight.values());
  }

  /** Every store call of the worker: never throws; a failure is logged as `store.error` and the loop backs off. */
  async #tryStore<T>(
    op: string,
    call: () => Promise<T>,
    fields: Record<string, unknown> = {},
  ): Promise<T | typeof STORE_ERROR> {
    try {
      const result = await call();
      this.#storeErrors = 0;
      return result;
    } catch (error) {
      this.#storeErrors += 1;
      this.#deps.logger.error("store.error", { op, ...fields, err: error });
      return STORE_ERROR;
    }
  }

  async #run(): Promise<void> {
    const { outbox, idleMs, minSleepMs, backoff, now } = this.#deps;
    while (this.#running) {
      this.#kicked = false;
      const next = await this.#tryStore("nextDue", () =>
        outbox.nextDue(now(), new Set(this.#inFlight.keys())),
      );
      let sleepMs = idleMs;
      if (next !== STORE_ERROR && next) {
        const outcome =
          "bookingMissing" in next ? await this.#giveUp(next, BOOKING_MISSING) : await this.#attempt(next);
        // After a store error the same row would come straight back: wait instead.
        if (outcome !== "unrecorded") {
          // Let requests in between, however long the queue.
          await yieldToEventLoop();
          continue;
        }
      } else if (next !== STORE_ERROR) {
        const dueAt = await this.#tryStore("nextAttemptAt", () => outbox.nextAttemptAt());
        if (dueAt !== STORE_ERROR && dueAt !== undefined) sleepMs = dueAt - now();
      }
      // A failing store is waited out, longer the longer it fails (the pages stay up meanwhile).
      if (this.#storeErrors > 0) sleepMs = backoff.delayMs(this.#storeErrors);
      // A stop or a kick that came while the loop awaited the store found no sleep to cut short.
      if (!this.#running) break;
      if (this.#kicked && this.#storeErrors === 0) continue;
      const wake = new AbortController();
      this.#wake = () => wake.abort();
      const ms = Math.min(idleMs, Math.max(minSleepMs, sleepMs));
      await sleep(ms, undefined, { signal: wake.signal }).catch(() => {});
      this.#wake = undefined;
    }
  }

  #attempt(item: OutboxItem, body?: string): Promise<Outcome> {
    const running = this.#inFlight.get(item.id);
    if (running) return running;
    const attempt = this.#send(item, body)
      .catch((error: unknown): Outcome => {
        // Not expected (the client returns failures as values): logged, and waited out like a store error.
        this.#deps.logger.error("delivery.error", { bookingId: item.bookingId, err: error });
        return "unrecorded";
      })
      .finally(() => this.#inFlight.delete(item.id));
    this.#inFlight.set(item.id, attempt);
    return attempt;
  }

  async #send(item: OutboxItem, body = this.#deps.payload(item)): Promise<Outcome> {
    const { outbox, client, logger, backoff, now } = this.#deps;
    const fields = { bookingId: item.bookingId, kind: item.kind };
    // Sent only by the sender that still holds it, checked right before the send: nothing
    // slow (the site-wide rate alarm, another query) comes between the check and the send.
    const held = await this.#tryStore("holds", () => outbox.holds(item), { bookingId: item.bookingId });
    if (held === STORE_ERROR) return "unrecorded";
    if (!held) {
      logger.info("delivery.not_sent", fields);
      return "not_sent";
    }
    const result = await client.deliver(item.kind, body, item.idempotencyKey);
    const attempts = item.attempts + 1;
    if (result.ok) {
      const recorded = await this.#tryStore(
        "markDelivered",
        () => outbox.markDelivered(item.id, new Date(now()), item.version),
        fields,
      );
      if (recorded === STORE_ERROR) return "unrecorded";
      logger.info("booking.delivered", { ...fields, attempts });
      this.#recover(item.kind);
      this.kick(); // the booking's next call may be waiting on this one
      return "delivered";
    }
    const reason = describeFailure(result.failure);
    const deadLetter = deadLetterReason(item, result.failure, now());
    if (deadLetter) {
      const status = result.failure.kind === "status" ? result.failure.status : null;
      return this.#giveUp(item, `${deadLetter}: ${reason}`, { webhook: item.kind, status, attempts });
    }
    const delay = backoff.delayMs(attempts);
    const failed = {
      refused: refusalStatus(result.failure) !== null,
      at: now(),
      version: item.version,
      ...(item.claim && { claim: item.claim }),
    };
    const recorded = await this.#tryStore(
      "markFailed",
      () => outbox.markFailed(item.id, reason, now() + delay, failed),
      fields,
    );
    if (recorded === STORE_ERROR) return "unrecorded";
    this.#failing.add(item.kind);
    this.kick(); // an idle loop plans its sleep around the retry
    // Not `delivery_failed`: that is the line operators alert on, for a delivery given up.
    logger.warn("delivery.retry_scheduled", { ...fields, attempts, retryInMs: delay, reason });
    return "failed";
  }

  /**
   * Given up, with one `error` line `delivery_failed` (the line operators alert on): refused five
   * times or failing for 24 hours (`npm run bookings -- --retry {bookingId}` queues it again), or
   * its booking row is gone (removed by hand), so that it is not looked at for ever.
   */
  async #giveUp(
    delivery: OutboxItem | OrphanedDelivery,
    reason: string,
    details: Record<string, unknown> = {},
  ): Promise<Outcome> {
    const { outbox, logger, now } = this.#deps;
    const { id, bookingId, kind } = delivery;
    const at = new Date(now());
    const recorded = await this.#tryStore(
      "giveUp",
      // An orphan's row has no version to check.
      () =>
        "version" in delivery
          ? outbox.giveUp(id, reason, at, delivery.version)
          : outbox.giveUp(id, reason, at),
      { bookingId, kind },
    );
    if (recorded === STORE_ERROR) return "unrecorded";
    logger.error("delivery_failed", { deliveryId: id, bookingId, kind, ...details, reason });
    this.kick(); // nothing of this booking waits on it any more, but the loop plans its sleep
    return "failed";
  }

  /**
   * n8n took a call of a webhook that had failed: its waiting retries go now, at most once per
   * `recoveryIntervalMs`, so a flapping n8n does not turn every success into a burst.
   */
  #recover(kind: OutboxName): void {
    const { outbox, now, recoveryIntervalMs } = this.#deps;
    if (!this.#failing.has(kind)) return;
    const last = this.#recovered.get(kind);
    if (last !== undefined && now() - last < recoveryIntervalMs) return;
    this.#failing.delete(kind);
    this.#recovered.set(kind, now());
    // Only a hurry-up: if the store fails, the retries still come on their own schedule.
    void this.#tryStore("makeDue", () => outbox.makeDue(kind, now()), { kind });
  }
}
