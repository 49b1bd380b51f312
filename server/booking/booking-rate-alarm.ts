import type { Logger } from "../logger";
import { storeCall, UNAVAILABLE } from "./store-call";

/** More bookings than this in one hour, site-wide, is unusual enough to tell the operator. */
export const BOOKING_RATE_HIGH = 30;
const HOUR_MS = 60 * 60_000;

/**
 * Writes one `warn` line `booking_rate_high` when more than 30 bookings were created in
 * the last hour (counted from the store, so every process sees the whole site), at most
 * once an hour per process: operators alert on the line, a flood must not flood the log.
 */
export function createBookingRateAlarm(countCreatedSince: (since: Date) => Promise<number>, logger: Logger) {
  let lastWarnedAt: number | undefined;
  return {
    /** Called after each booking is accepted. */
    async check(now: Date): Promise<void> {
      const at = now.getTime();
      if (lastWarnedAt !== undefined && at - lastWarnedAt < HOUR_MS) return;
      const count = await storeCall(logger, "countCreatedSince", () =>
        countCreatedSince(new Date(at - HOUR_MS)),
      );
      // The booking is already stored: a failed count must not turn its outcome into an error.
      if (count === UNAVAILABLE || count <= BOOKING_RATE_HIGH) return;
      lastWarnedAt = at;
      logger.warn("booking_rate_high", { count, perHour: BOOKING_RATE_HIGH });
    },
  };
}
