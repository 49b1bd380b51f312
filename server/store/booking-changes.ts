import type { ConsultationRequest } from "../../src/booking/schema";
import type { Booking, ChangeBody, Move } from "./types";

type Request = ConsultationRequest;

// A booking's changes and reminder: the body and Idempotency-Key of each one's delivery to n8n,
// the booking's request with what changed, so n8n can write to the visitor.

/**
 * A change's delivery comes after every call of the booking itself (their `seq` is their
 * call's order, 0 and 1), also one the browser has not sent yet, and after earlier changes.
 */
export const CHANGE_SEQ_BASE = 100;

/** A slot as n8n was last told of it. */
export type Slot = Pick<Booking, "date" | "timeSlot">;

/** The booking's request with its new date, slot and hours; every other field as it was, in its order. */
export function movedRequest(request: Request, move: Move): Request {
  return { ...request, hours: move.hours, date: move.date, timeSlot: move.timeSlot };
}

/**
 * What a move writes: the new request and version, and its delivery. A move n8n has not
 * been told of yet (`untold`) is replaced, so n8n hears of the slot it still has.
 */
export function planMove(
  booking: Slot & { request: Request; sequence: number },
  untold: Slot | undefined,
  move: Move,
) {
  const request = movedRequest(booking.request, move);
  const sequence = booking.sequence + 1;
  const previous = untold ?? { date: booking.date, timeSlot: booking.timeSlot };
  const change = {
    payload: reschedulePayload(request, previous, sequence),
    keySuffix: rescheduleKeySuffix(sequence),
  };
  return { request, sequence, change: { ...change, previous } };
}

/** The body of a `cancel-consultation` delivery: the booking as it was, and when it was cancelled. */
export const cancelPayload = (request: Request, at: Date) =>
  ({ ...request, cancelledAt: at.toISOString() }) satisfies ChangeBody;

/** The body of a `reschedule-consultation` delivery: the booking as it is now, the slot it left, its version. */
export const reschedulePayload = (request: Request, previous: Slot, sequence: number) =>
  ({ ...request, previous, sequence }) satisfies ChangeBody;

/** The body of a `confirm-consultation` delivery: the booking, its meeting link, the team's note, its version. */
export const confirmPayload = (request: Request, meetingUrl: string, note: string | null, sequence: number) =>
  ({ ...request, meetingUrl, note, sequence }) satisfies ChangeBody;

/** The body of a `decline-consultation` delivery: the booking as it was, and the team's message. */
export const declinePayload = (request: Request, message: string | null, sequence: number) =>
  ({ ...request, message, sequence }) satisfies ChangeBody;

/** The body of a `remind-consultation` delivery: the booking (its date and slot) and its meeting link. */
export const reminderPayload = (request: Request, meetingUrl: string, sequence: number) =>
  ({ ...request, meetingUrl, sequence }) satisfies ChangeBody;

/**
 * A change's own Idempotency-Key is the booking's plus a suffix: n8n deduplicates by key,
 * and a cancel or each move is a call of its own. A client's key may not hold `/`
 * (server/booking/booking-service.ts), so no booking's key is another's change key.
 */
export const CANCEL_KEY_SUFFIX = "/cancel";
export const DECLINE_KEY_SUFFIX = "/decline";
export const rescheduleKeySuffix = (sequence: number) => `/reschedule-${sequence}`;
/** Each confirm (a new meeting link too) is a call of its own, and so is the reminder it plans. */
export const confirmKeySuffix = (sequence: number) => `/confirm-${sequence}`;
export const reminderKeySuffix = (sequence: number) => `/remind-${sequence}`;
