import type { Logger } from "../logger";
import type { DeliveryWorker } from "../n8n/delivery-worker";
import type { BookingStore } from "../store/booking-store";
import { storeCall, UNAVAILABLE } from "./store-call";

export type RetryOutcome = { kind: "queued"; count: number } | { kind: "store_unavailable" };

/**
 * A booking's failed deliveries queued again as new (due now, nothing counted against them),
 * for after their cause was fixed: the one way to do it, for the team's desk and the
 * operator's `npm run bookings -- --retry`. The worker, when there is one here, is told at once.
 */
export async function retryDeliveries(
  deps: { store: Pick<BookingStore, "outbox">; worker: Pick<DeliveryWorker, "kick"> | null; logger: Logger },
  bookingId: string,
  now: Date,
): Promise<RetryOutcome> {
  const { store, worker, logger } = deps;
  const count = await storeCall(logger, "retryFailed", () =>
    store.outbox.retryFailed(bookingId, now.getTime()),
  );
  if (count === UNAVAILABLE) return { kind: "store_unavailable" };
  logger.info("outbox.retried", { bookingId, deliveries: count });
  if (count > 0) worker?.kick();
  return { kind: "queued", count };
}
