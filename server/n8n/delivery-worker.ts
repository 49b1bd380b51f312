import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { DeliveryName } from "../../src/booking/calls";
import type { Logger } from "../logger";
import type { BookingStore, OutboxItem } from "../store/booking-store";
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

/** How one attempt ended; a store error leaves the row as it was. */
type Outcome = "delivered" | "failed" | "store_error";

export interface DeliveryWorkerDeps {
  store: Pick<BookingStore, "nextDue" | "nextAttemptAt" | "markDelivered" | "markFailed" | "makeDue">;
  client: Pick<N8nClient, "deliver">;
  logger: Logger;
  backoff?: Backoff;
  /** Longest sleep between outbox scans while nothing is due, and the wait after a store error. */
  idleMs?: number;
  /** Shortest sleep while nothing is due, so a stuck clock or row never makes it spin. */
  minSleepMs?: number;
  /** After a success, a webhook's waiting retries are made due at most this often. */
  recoveryIntervalMs?: number;
  now?: () => number;
}

/**
 * Posts the outbox to n8n: in order per booking, retried with growing back-off until
 * n8n accepts, across restarts (the outbox is the store). The loop sends one delivery at
 * a time; a call just accepted may be tried at once beside it. Order within a booking
 * holds because the store hands out only deliveries whose earlier calls have arrived (see
 * docs/architecture.md#the-store-and-the-outbox).
 */
export class DeliveryWorker {
  #deps: Required<DeliveryWorkerDeps>;
  #inFlight = new Map<number, Promise<Outcome>>();
  /** Webhooks that refused or missed a call since their last recovery, and when that was. */
  #failing = new Set<DeliveryName>();
  #recovered = new Map<DeliveryName, number>();
  #running = false;
  #loop: Promise<void> | undefined;
  #wake: (() => void) | undefined;

  constructor(deps: DeliveryWorkerDeps) {
    this.#deps = {
      backoff: growingBackoff(),
      idleMs: 30_000,
      minSleepMs: 250,
      recoveryIntervalMs: 60_000,
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
    this.#wake?.();
  }

  /**
   * Tries a delivery just queued, with what is already in hand, and waits up to `waitMs`
   * for it, so the API can say "delivered" when n8n is quick; otherwise the worker keeps
   * trying in the background.
   */
  async deliverNow(item: OutboxItem, waitMs: number): Promise<"delivered" | "queued"> {
    if (!this.#running) return "queued";
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), waitMs);
    });
    const outcome = await Promise.race([this.#attempt(item), timeout]);
    clearTimeout(timer);
    return outcome === "delivered" ? "delivered" : "queued";
  }

  /** Stops taking new work and waits for the delivery in progress (graceful shutdown). */
  async stop(): Promise<void> {
    this.#running = false;
    this.kick();
    await this.#loop;
    await Promise.allSettled(this.#inFlight.values());
  }

  async #run(): Promise<void> {
    const { store, idleMs, minSleepMs, now, logger } = this.#deps;
    while (this.#running) {
      let sleep = idleMs;
      try {
        const next = store.nextDue(now(), new Set(this.#inFlight.keys()));
        if (next) {
          // After a store error the same row would come straight back: wait instead.
          if ((await this.#attempt(next)) !== "store_error") {
            // Let requests in between, however long the queue.
            await yieldToEventLoop();
            continue;
          }
        } else {
          const dueAt = store.nextAttemptAt();
          if (dueAt !== undefined) sleep = Math.min(idleMs, Math.max(minSleepMs, dueAt - now()));
        }
      } catch (error) {
        // The store failed (a full disk, a lock): the pages stay up, the outbox waits.
        logger.error("delivery.store_error", { error: String(error) });
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, sleep);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#wake = undefined;
    }
  }

  #attempt(item: OutboxItem): Promise<Outcome> {
    const running = this.#inFlight.get(item.id);
    if (running) return running;
    const attempt = this.#send(item)
      .catch((error: unknown): Outcome => {
        this.#deps.logger.error("delivery.store_error", { bookingId: item.bookingId, error: String(error) });
        return "store_error";
      })
      .finally(() => this.#inFlight.delete(item.id));
    this.#inFlight.set(item.id, attempt);
    return attempt;
  }

  async #send(item: OutboxItem): Promise<Outcome> {
    const { store, client, logger, backoff, now } = this.#deps;
    const result = await client.deliver(item.kind, item.body, item.idempotencyKey);
    const attempts = item.attempts + 1;
    if (result.ok) {
      store.markDelivered(item.id, new Date(now()));
      logger.info("booking.delivered", { bookingId: item.bookingId, kind: item.kind, attempts });
      this.#recover(item.kind);
      this.kick(); // the booking's next call may be waiting on this one
      return "delivered";
    }
    const delay = backoff.delayMs(attempts);
    const reason = describeFailure(result.failure);
    store.markFailed(item.id, reason, now() + delay);
    this.#failing.add(item.kind);
    this.kick(); // an idle loop plans its sleep around the retry
    logger.warn("booking.delivery_failed", {
      bookingId: item.bookingId,
      kind: item.kind,
      attempts,
      retryInMs: delay,
      reason,
    });
    return "failed";
  }

  /**
   * n8n took a call of a webhook that had failed, so its outage is over: the webhook's
   * retries waiting out a back-off go now instead of after up to five minutes. At most
   * once per `recoveryIntervalMs`, so a flapping n8n does not turn every success into a
   * burst; a recovery held back by that happens on the next success after it.
   */
  #recover(kind: DeliveryName): void {
    const { store, now, recoveryIntervalMs } = this.#deps;
    if (!this.#failing.has(kind)) return;
    const last = this.#recovered.get(kind);
    if (last !== undefined && now() - last < recoveryIntervalMs) return;
    this.#failing.delete(kind);
    this.#recovered.set(kind, now());
    try {
      store.makeDue(kind, now());
    } catch (error) {
      // Only a hurry-up: the retries still come on their own schedule.
      this.#deps.logger.error("delivery.store_error", { error: String(error) });
    }
  }
}
