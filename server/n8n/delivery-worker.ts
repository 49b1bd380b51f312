import type { Logger } from "../logger";
import type { BookingStore, Delivery } from "../store/booking-store";
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

export interface DeliveryWorkerDeps {
  store: BookingStore;
  client: N8nClient;
  logger: Logger;
  backoff?: Backoff;
  /** Longest sleep between outbox scans while nothing is due. */
  idleMs?: number;
}

/**
 * Posts the outbox to n8n: in order per booking, retried with growing back-off until
 * n8n accepts, across restarts (the outbox is the SQLite file). One call at a time, so
 * a booking's e-mail always lands before its submission.
 */
export class DeliveryWorker {
  #deps: Required<DeliveryWorkerDeps>;
  #inFlight = new Map<number, Promise<boolean>>();
  #running = false;
  #loop: Promise<void> | undefined;
  #wake: (() => void) | undefined;

  constructor(deps: DeliveryWorkerDeps) {
    this.#deps = { backoff: growingBackoff(), idleMs: 30_000, ...deps };
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
   * n8n just answered a call successfully: the outage is over, so retries waiting out a
   * back-off go now instead of after up to five minutes.
   */
  n8nAnswered(): void {
    if (this.#deps.store.makePendingDue(Date.now()) > 0) this.kick();
  }

  /**
   * Tries one delivery right away and waits up to `waitMs` for it, so the API can say
   * "delivered" when n8n is quick; otherwise the worker keeps trying in the background.
   */
  async deliverNow(deliveryId: number, waitMs: number): Promise<"delivered" | "queued"> {
    const delivery = this.#deps.store.delivery(deliveryId);
    if (!delivery) return "queued";
    if (delivery.status === "delivered") return "delivered";
    if (!this.#running || !this.#deps.store.isDeliverable(delivery)) return "queued";
    const attempt = this.#attempt(delivery);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), waitMs);
    });
    const delivered = await Promise.race([attempt, timeout]);
    clearTimeout(timer);
    return delivered ? "delivered" : "queued";
  }

  /** Stops taking new work and waits for the delivery in progress (graceful shutdown). */
  async stop(): Promise<void> {
    this.#running = false;
    this.kick();
    await this.#loop;
    await Promise.allSettled(this.#inFlight.values());
  }

  async #run(): Promise<void> {
    while (this.#running) {
      const next = this.#deps.store.nextDueDelivery(Date.now(), new Set(this.#inFlight.keys()));
      if (next) {
        await this.#attempt(next);
        continue;
      }
      const dueAt = this.#deps.store.nextAttemptAt();
      const sleep =
        dueAt === undefined
          ? this.#deps.idleMs
          : Math.max(10, Math.min(this.#deps.idleMs, dueAt - Date.now()));
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

  #attempt(delivery: Delivery): Promise<boolean> {
    const running = this.#inFlight.get(delivery.id);
    if (running) return running;
    const attempt = this.#send(delivery).finally(() => this.#inFlight.delete(delivery.id));
    this.#inFlight.set(delivery.id, attempt);
    return attempt;
  }

  async #send(delivery: Delivery): Promise<boolean> {
    const { store, client, logger, backoff } = this.#deps;
    const booking = store.booking(delivery.bookingId);
    if (!booking) return false;
    const result = await client.deliver(delivery.kind, booking.request, booking.idempotencyKey);
    const attempts = delivery.attempts + 1;
    if (result.ok) {
      store.markDelivered(delivery.id, new Date());
      logger.info("booking.delivered", { bookingId: booking.id, kind: delivery.kind, attempts });
      this.n8nAnswered();
      this.kick(); // the booking's next call may be waiting on this one
      return true;
    }
    const delay = backoff.delayMs(attempts);
    store.markFailed(delivery.id, describeFailure(result.failure), Date.now() + delay);
    logger.warn("booking.delivery_failed", {
      bookingId: booking.id,
      kind: delivery.kind,
      attempts,
      retryInMs: delay,
      reason: describeFailure(result.failure),
    });
    return false;
  }
}
