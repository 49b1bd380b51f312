import type { SlotRange } from "../../src/booking/slots";

// A visitor's changes of a booking (cancel, move), as both stores write them: the new
// request, and the body and Idempotency-Key of the change's delivery to n8n. One place,
// so SQLite and PostgreSQL send n8n the same thing.

/**
 * A change's delivery comes after every call of the booking itself (their `seq` is their
 * call's order, 0 and 1), also one the browser has not sent yet, and after earlier changes.
 */
export const CHANGE_SEQ_BASE = 100;

/** Where a booking moves to, checked by the booking rules before the store sees it. */
export interface Move {
  date: string;
  timeSlot: string;
  slot: SlotRange;
  hours: number;
}

/** The booking's request with its new date, slot and hours; every other field as it was, in its order. */
export function movedRequest(request: string, move: Move): string {
  const fields = JSON.parse(request) as Record<string, unknown>;
  return JSON.stringify({ ...fields, hours: move.hours, date: move.date, timeSlot: move.timeSlot });
}

/** A booking row as a move reads it, and its reschedule delivery n8n has not been told of yet, if any. */
export interface MoveFrom {
  sequence: number;
  date: string;
  time_slot: string;
  request: string;
}
export interface UntoldMove {
  previous_date: string;
  previous_time_slot: string;
}

/** SQL (both stores, one parameter: the booking id): its reschedule delivery n8n has not been told of yet. */
export const UNTOLD_MOVE_OF = (param: string) => `SELECT previous_date, previous_time_slot FROM deliveries
  WHERE booking_id = ${param} AND kind = 'reschedule-consultation' AND status <> 'delivered'`;

/**
 * What a move writes, in both stores: the new request and version, and its delivery. A
 * move n8n has not been told of yet is replaced, so n8n hears of the slot it still has.
 */
export function planMove(row: MoveFrom, untold: UntoldMove | undefined, move: Move) {
  const request = movedRequest(row.request, move);
  const sequence = row.sequence + 1;
  const previous = untold
    ? { date: untold.previous_date, timeSlot: untold.previous_time_slot }
    : { date: row.date, timeSlot: row.time_slot };
  return {
    request,
    sequence,
    change: {
      payload: reschedulePayload(request, previous, sequence),
      keySuffix: rescheduleKeySuffix(sequence),
      previous,
    },
  };
}

/** The body of a `cancel-consultation` delivery: the booking as it was, and when it was cancelled. */
export const cancelPayload = (request: string, at: Date): string =>
  JSON.stringify({ ...(JSON.parse(request) as object), cancelledAt: at.toISOString() });

/** The body of a `reschedule-consultation` delivery: the booking as it is now, the slot it left, its version. */
export function reschedulePayload(
  request: string,
  previous: { date: string; timeSlot: string },
  sequence: number,
): string {
  return JSON.stringify({ ...(JSON.parse(request) as object), previous, sequence });
}

/**
 * A change's own Idempotency-Key is the booking's plus a suffix: n8n deduplicates by key,
 * and a cancel or each move is a call of its own, not a repeat of the booking's. The `/`
 * is a character a client's key may not hold (server/booking/booking-service.ts), so no
 * booking's key can be another's change key.
 */
export const CANCEL_KEY_SUFFIX = "/cancel";
export const rescheduleKeySuffix = (sequence: number) => `/reschedule-${sequence}`;

/** SQL (both stores): the booking `b` was moved and n8n has not been told yet. */
export const UNTOLD_MOVE = `SELECT 1 FROM deliveries m WHERE m.booking_id = b.id AND m.kind = 'reschedule-consultation'
  AND m.status <> 'delivered'`;
/** SQL (both stores): the booking `b` was cancelled and n8n has not been told yet. */
export const UNTOLD_CANCEL = `SELECT 1 FROM deliveries c WHERE c.booking_id = b.id AND c.kind = 'cancel-consultation'
  AND c.status <> 'delivered'`;

/** A booking holds this slot now (another one took it since it was freed): n8n may list it for that one. */
const HELD_BY_ANOTHER = (date: string, slot: string) =>
  `SELECT 1 FROM bookings o WHERE o.date = ${date} AND o.time_slot = ${slot} AND o.status = 'booked'`;

/**
 * SQL (both stores, parameters in the order date, recording call, date): the slots on a
 * date that bookings no longer hold but n8n may still list (see `freedSlots`).
 */
export const freedSlotsSql = (param: (n: number) => string) => `SELECT b.time_slot AS slot FROM bookings b
    WHERE b.date = ${param(1)} AND b.status = 'cancelled' AND EXISTS (${UNTOLD_CANCEL}) AND EXISTS (
      SELECT 1 FROM deliveries r WHERE r.booking_id = b.id AND r.kind = ${param(2)} AND r.status = 'delivered')
      AND NOT EXISTS (${HELD_BY_ANOTHER("b.date", "b.time_slot")})
  UNION SELECT d.previous_time_slot AS slot FROM deliveries d
    WHERE d.previous_date = ${param(3)} AND d.kind = 'reschedule-consultation' AND d.status <> 'delivered'
      AND NOT EXISTS (${HELD_BY_ANOTHER("d.previous_date", "d.previous_time_slot")})`;

/** SQL (both stores): a change's delivery row, inserted or taking over the booking's row of its kind. */
export const QUEUE_CHANGE_UPSERT = `ON CONFLICT (booking_id, kind) DO UPDATE SET status = 'pending', seq = excluded.seq,
  attempts = 0, next_attempt_at = excluded.next_attempt_at, last_error = NULL, delivered_at = NULL, failed_at = NULL,
  refusals = 0, first_failed_at = NULL, payload = excluded.payload, key_suffix = excluded.key_suffix,
  previous_date = excluded.previous_date, previous_time_slot = excluded.previous_time_slot`;

/** SQL (both stores, one parameter: the booking id): the booking was cancelled or moved, or a change of it is queued. */
export const CHANGED_BOOKING = (param: string) => `SELECT 1 FROM bookings WHERE id = ${param}
  AND (status = 'cancelled' OR sequence > 0 OR EXISTS (
    SELECT 1 FROM deliveries WHERE booking_id = ${param} AND kind IN ('cancel-consultation', 'reschedule-consultation')))`;
