import { REMINDER_CALL } from "../../src/booking/calls";
import { slotInterval } from "../../src/booking/dates";
import { WHOLE_DAY } from "../../src/booking/slots";
import type { Logger } from "../logger";
import type { Booking, Queued } from "../store/types";

const HOUR_MS = 3_600_000;

/** A booking confirmed later than its lead time still gets a reminder at once, if its slot is further away than this. */
export const LATE_REMINDER_MIN_MS = 2 * HOUR_MS;

/**
 * When a confirmed booking's reminder is due (ms epoch): `leadHours` (REMINDER_LEAD_HOURS)
 * before its slot starts, in real hours (the slot read in the company's zone); at once when
 * it is confirmed later than that and the slot is more than two hours away; else never
 * (null). A cancel, decline or move withdraws a reminder not sent yet, and the next
 * confirm plans a new one (server/store/outbox.ts).
 */
export function reminderDueAt(
  booking: { date: string; timeSlot: string },
  { timeZone, leadHours, now }: { timeZone: string; leadHours: number; now: Date },
): number | null {
  const interval = slotInterval(booking.date, booking.timeSlot, timeZone, WHOLE_DAY);
  if (!interval) return null;
  const start = interval.start.getTime();
  const due = start - leadHours * HOUR_MS;
  if (due > now.getTime()) return due;
  return start - now.getTime() > LATE_REMINDER_MIN_MS ? now.getTime() : null;
}

/**
 * Logs when a change took back a booking's reminder before it was sent:
 * `delivery.replanned` when the booking (as the change left it) has a new one planned (a
 * new meeting link), else `delivery.withdrawn`. One a sender had already handed to n8n
 * may still arrive: n8n ignores it when the change reached n8n first (its sequence).
 */
export function logWithdrawnReminder(logger: Logger, booking: Booking, queued: Queued): void {
  if (!queued.withdrewReminder) return;
  const replanned = booking.deliveries.some(
    (delivery) => delivery.kind === REMINDER_CALL && delivery.status === "pending",
  );
  logger.info(replanned ? "delivery.replanned" : "delivery.withdrawn", {
    bookingId: booking.id,
    kind: REMINDER_CALL,
  });
}
