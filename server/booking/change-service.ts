import { canChange } from "../../src/booking/change-window";
import {
  CANCELLED_CANNOT_MOVE,
  CHANGED_MEANWHILE,
  SLOT_TAKEN,
  TOO_LATE_TO_CHANGE,
} from "../../src/booking/messages";
import { createScheduleSchema, type FieldIssue, issuesOf } from "../../src/booking/schema";
import type { Logger } from "../logger";
import type { DeliveryWorker } from "../n8n/delivery-worker";
import type { AsyncBookingStore, Booking, FoundBooking } from "../store/async-booking-store";
import { requestOf } from "../store/booking-store";
import type { BookingLinks } from "./booking-links";
import { bookingState } from "./booking-page-view";
import { tokenMatches } from "./booking-token";

/** An answer of a change of a booking, without HTTP: the JSON API and the page forms read it. */
export interface ChangeAnswer {
  status: 200 | 400 | 404 | 409 | 503;
  body: Record<string, unknown>;
}

export interface ChangeServiceDeps {
  store: Pick<AsyncBookingStore, "findBooking" | "cancel" | "reschedule">;
  /** The delivery worker, told to look at the outbox after a change; absent standalone. */
  worker: Pick<DeliveryWorker, "kick"> | null;
  links: BookingLinks;
  timeZone: string;
  logger: Logger;
  now?: () => Date;
}

/** Booking ids are UUIDs; anything else is not looked up. */
const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const NOT_FOUND: ChangeAnswer = { status: 404, body: { error: "not_found", message: "No such booking." } };
const UNAVAILABLE: ChangeAnswer = {
  status: 503,
  body: {
    error: "store_unavailable",
    message: "Your change could not be saved just now. Please try again in a minute.",
  },
};
const conflict = (error: string, message: string): ChangeAnswer => ({
  status: 409,
  body: { error, message },
});

/**
 * A visitor's changes of a booking, from its private link (see
 * docs/product.md#cancel-and-reschedule): the token opens it, a cancel or a move is
 * allowed until 24 hours before the slot (src/booking/change-window.ts), a move follows
 * the booking form's rules, and the store decides a race. n8n hears of it through the
 * outbox.
 */
export function createChangeService({
  store,
  worker,
  links,
  timeZone,
  logger,
  now = () => new Date(),
}: ChangeServiceDeps) {
  const schedule = createScheduleSchema({ timeZone, now });

  /** The booking the id and token open, or the answer why none: a wrong token is a 404, never a hint. */
  async function open(bookingId: string, token: string | undefined): Promise<FoundBooking | ChangeAnswer> {
    if (!BOOKING_ID.test(bookingId)) return NOT_FOUND;
    let found: FoundBooking | undefined;
    try {
      found = await store.findBooking(bookingId);
    } catch (error) {
      logger.error("store.error", { op: "findBooking", error: String(error) });
      return UNAVAILABLE;
    }
    return found && tokenMatches(token, found.tokenHash) ? found : NOT_FOUND;
  }

  /** The booking as the JSON API answers it (never the visitor's contact details). */
  async function answerWith(bookingId: string): Promise<ChangeAnswer> {
    const found = await store.findBooking(bookingId);
    return found
      ? { status: 200, body: { booking: bookingJson(found.booking, links, timeZone) } }
      : NOT_FOUND;
  }

  const isAnswer = (value: FoundBooking | ChangeAnswer): value is ChangeAnswer => "status" in value;

  return {
    open,

    /** Whether the booking may still be cancelled or moved online. */
    changeable: (booking: Booking) =>
      booking.status === "booked" && canChange(booking.date, booking.timeSlot, timeZone, now()),

    async cancel(bookingId: string, token: string | undefined): Promise<ChangeAnswer> {
      const found = await open(bookingId, token);
      if (isAnswer(found)) return found;
      const { booking } = found;
      // Cancelling twice is the same cancel: the booking as it stands.
      if (booking.status === "cancelled") return answerWith(bookingId);
      if (!canChange(booking.date, booking.timeSlot, timeZone, now()))
        return conflict("too_late", TOO_LATE_TO_CHANGE);
      try {
        const result = await store.cancel(bookingId, now());
        if (result.outcome === "not_found") return NOT_FOUND;
        logger.info("booking.cancelled", {
          bookingId,
          notifiesN8n: result.outcome === "cancelled" && result.notifiesN8n,
        });
        worker?.kick();
        return await answerWith(bookingId);
      } catch (error) {
        logger.error("store.error", { op: "cancel", error: String(error) });
        return UNAVAILABLE;
      }
    },

    /**
     * `expectedSequence`: the version a page showed (its form posts it back), so a move
     * decided on a page shown before another change is refused; the current one otherwise.
     */
    async reschedule(
      bookingId: string,
      token: string | undefined,
      body: unknown,
      expectedSequence?: number,
    ): Promise<ChangeAnswer> {
      const found = await open(bookingId, token);
      if (isAnswer(found)) return found;
      const { booking } = found;
      if (booking.status === "cancelled") return conflict("cancelled", CANCELLED_CANNOT_MOVE);
      if (!canChange(booking.date, booking.timeSlot, timeZone, now()))
        return conflict("too_late", TOO_LATE_TO_CHANGE);
      const parsed = schedule.safeParse(body);
      if (!parsed.success) return invalid(issuesOf(parsed.error));
      try {
        const result = await store.reschedule({
          bookingId,
          ...parsed.data,
          expectedSequence: expectedSequence ?? booking.sequence,
          now: now(),
        });
        switch (result.outcome) {
          case "not_found":
            return NOT_FOUND;
          case "cancelled":
            return conflict("cancelled", CANCELLED_CANNOT_MOVE);
          case "changed":
            return conflict("changed", CHANGED_MEANWHILE);
          case "slot_taken":
            return conflict("slot_taken", SLOT_TAKEN);
          case "rescheduled":
            logger.info("booking.rescheduled", {
              bookingId,
              sequence: result.sequence,
              notifiesN8n: result.notifiesN8n,
            });
            worker?.kick();
            return await answerWith(bookingId);
        }
      } catch (error) {
        logger.error("store.error", { op: "reschedule", error: String(error) });
        return UNAVAILABLE;
      }
    },
  };
}

export type ChangeService = ReturnType<typeof createChangeService>;

const invalid = (issues: FieldIssue[]): ChangeAnswer => ({
  status: 400,
  body: { error: "invalid_request", message: "Some fields need attention.", issues },
});

/** A booking as the JSON API shows it: what was booked, in the company's zone, and its links. */
export function bookingJson(booking: Booking, links: BookingLinks, timeZone: string) {
  const request = requestOf(booking);
  return {
    bookingId: booking.id,
    date: booking.date,
    timeSlot: booking.timeSlot,
    hours: request.hours,
    timeZone,
    subject: request.subject,
    state: bookingState(booking),
    sequence: booking.sequence,
    manageUrl: links.manageUrl(booking.id),
  };
}
