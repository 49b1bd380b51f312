import type { Context } from "hono";
import {
  BOOKING_ENDED,
  BOOKING_LIMIT,
  CLOSED_DAYS_UNAVAILABLE,
  DAY_FULL,
  dayClosed,
  KEY_IN_USE,
  KEY_REUSED,
  SLOT_TAKEN,
  SLOTS_STORE_UNAVAILABLE,
  storeUnavailable,
} from "../../src/booking/messages";
import type { FieldIssue } from "../../src/booking/schema";
import type { BookingLinks } from "../booking/booking-links";
import type { BookOutcome, ClosedDaysOutcome, Receipt, SlotsOutcome } from "../booking/booking-service";
import { type ChangeOutcome, changeRefusalMessage } from "../booking/change-service";
import { type DecisionOutcome, TEAM_REFUSALS } from "../booking/team-service";
import { bookStatus, CHANGE_STATUS, DECISION_STATUS, slotsStatus } from "../http/outcome-status";
import type { Booking } from "../store/types";
import type { Body } from "./body-schemas";
import { invalidBody } from "./json-body";

// How the JSON API words each outcome of the booking and change services: one place per
// service (docs/architecture.md#where-each-rule-lives). Their shapes are ./body-schemas.ts.

const unavailable = (what: "booking" | "change") =>
  ({ error: "store_unavailable", message: storeUnavailable(what) }) satisfies Body<"StoreUnavailable">;

/** The refusals of a booking that need nothing of the outcome but its kind. */
const BOOK_REFUSALS = {
  slot_taken: { error: "slot_taken", message: SLOT_TAKEN } satisfies Body<"BookingConflict">,
  day_full: { error: "day_full", message: DAY_FULL } satisfies Body<"BookingConflict">,
  key_in_use: { error: "key_in_use", message: KEY_IN_USE } satisfies Body<"BookingConflict">,
  over_quota: { error: "booking_limit", message: BOOKING_LIMIT } satisfies Body<"BookingLimit">,
  key_reused: { error: "idempotency_key_reused", message: KEY_REUSED } satisfies Body<"KeyReused">,
  store_unavailable: unavailable("booking"),
} as const;

/** A refused booking's code and sentence: the API's body, and the words of the MCP tool's error. */
export function bookRefusal(
  outcome: Extract<BookOutcome, { kind: keyof typeof BOOK_REFUSALS | "day_closed" }>,
) {
  if (outcome.kind !== "day_closed") return BOOK_REFUSALS[outcome.kind];
  const message = dayClosed(outcome.date, outcome.reason);
  return { error: "day_closed", message } satisfies Body<"BookingConflict">;
}

/** What a booking call answers when it booked (or replayed): the MCP tool's result too. */
export function receipt({ delivery: status, bookingId, manageUrl, date, timeSlot }: Receipt) {
  return { status, bookingId, manageUrl, date, timeSlot } satisfies Body<"BookingReceipt">;
}

function bookBody(outcome: BookOutcome) {
  switch (outcome.kind) {
    case "booked":
    case "replayed":
    case "spam":
      return receipt(outcome);
    case "ended": {
      const { state, bookingId, manageUrl, date, timeSlot } = outcome;
      const body = { error: state, message: BOOKING_ENDED[state], bookingId, manageUrl, date, timeSlot };
      return body satisfies Body<"EndedBooking">;
    }
    case "invalid":
      return invalidBody(outcome.issues);
    default:
      return bookRefusal(outcome);
  }
}

export const bookResponse = (c: Context, outcome: BookOutcome) =>
  c.json(bookBody(outcome), bookStatus(outcome));

function slotsBody(outcome: SlotsOutcome) {
  switch (outcome.kind) {
    case "slots":
      return { bookedSlots: outcome.bookedSlots, closed: outcome.closed, full: outcome.full };
    case "n8n_unavailable":
      return {
        error: "n8n_unavailable",
        failure: outcome.failure,
        message: SLOTS_UNREAD,
      } satisfies Body<"N8nUnavailable">;
    case "store_unavailable":
      return {
        error: "store_unavailable",
        message: SLOTS_STORE_UNAVAILABLE,
      } satisfies Body<"StoreUnavailable">;
  }
}

/** The slot lookup's 502, 503 and 504 in words: what a caller can still do. */
export const SLOTS_UNREAD =
  "The booked slots could not be read just now. Try again in a minute; a booking sent meanwhile is still taken, and the team confirms its slot by e-mail.";

export const slotsResponse = (c: Context, outcome: SlotsOutcome) =>
  c.json(slotsBody(outcome), slotsStatus(outcome));

/**
 * How long a browser or a shared cache may reuse the closed days: a minute. They change only
 * when the team closes or reopens days, and a stale list costs little: the form only skips
 * the lookup of a date it lists, and every date it does look up is answered as it is now.
 */
export const CLOSED_DAYS_CACHE = "public, max-age=60";

/** The closed days of the booking window (public: the form shows each reason anyway), or 503 while the store cannot say. */
export function closedDaysResponse(c: Context, outcome: ClosedDaysOutcome) {
  if (outcome.kind === "store_unavailable") {
    const body = {
      error: "store_unavailable",
      message: CLOSED_DAYS_UNAVAILABLE,
    } satisfies Body<"StoreUnavailable">;
    return c.json(body, 503, { "Retry-After": "5", "Cache-Control": "no-store" });
  }
  const body = { closedDays: outcome.days } satisfies Body<"ClosedDays">;
  return c.json(body, 200, { "Cache-Control": CLOSED_DAYS_CACHE });
}

/** What was booked, in the company's zone, and its state: what the visitor's and the team's JSON share. */
function bookedJson(booking: Booking, timeZone: string) {
  const { hours, subject } = booking.request;
  const { id: bookingId, date, timeSlot, state } = booking;
  return { bookingId, date, timeSlot, hours, timeZone, subject, state };
}

/**
 * A booking as the JSON API shows its visitor: what was booked, its state
 * (src/booking/booking-states.ts) with the meeting link once confirmed, and its page.
 * Never the team's link, nor the team's note or message (the booking page shows those).
 */
export function bookingJson(booking: Booking, links: BookingLinks, timeZone: string): Body<"VisitorBooking"> {
  return {
    ...bookedJson(booking, timeZone),
    ...(booking.state === "confirmed" && booking.meetingUrl ? { meetingUrl: booking.meetingUrl } : {}),
    sequence: booking.sequence,
    manageUrl: links.manageUrl(booking.id),
  };
}

/** A booking as the team's API shows it: its stored state, link and note while confirmed; no token of any kind. */
function teamBookingJson(booking: Booking, timeZone: string): Body<"TeamBooking"> {
  const confirmed = booking.state === "confirmed";
  return {
    ...bookedJson(booking, timeZone),
    sequence: booking.sequence,
    meetingUrl: confirmed ? booking.meetingUrl : null,
    note: confirmed ? booking.teamNote : null,
    message: booking.state === "declined" ? booking.teamMessage : null,
  };
}

/** What a change or a decision that changed nothing answers, whichever service refused it. */
function unchangedBody(
  outcome: { kind: "invalid"; issues: FieldIssue[] } | { kind: "not_found" } | { kind: "store_unavailable" },
) {
  if (outcome.kind === "invalid") return invalidBody(outcome.issues);
  if (outcome.kind === "store_unavailable") return unavailable("change");
  return { error: "not_found", message: "No such booking." } satisfies Body<"NotFound">;
}

export function changeResponse(c: Context, outcome: ChangeOutcome, links: BookingLinks, timeZone: string) {
  const status = CHANGE_STATUS[outcome.kind];
  if (outcome.kind === "changed")
    return c.json({ booking: bookingJson(outcome.booking, links, timeZone) }, status);
  if (outcome.kind === "refused") {
    const body = { error: outcome.reason, message: changeRefusalMessage(outcome) };
    return c.json(body satisfies Body<"ChangeRefusal">, status);
  }
  return c.json(unchangedBody(outcome), status);
}

export function decisionResponse(c: Context, outcome: DecisionOutcome, timeZone: string) {
  const status = DECISION_STATUS[outcome.kind];
  if (outcome.kind === "decided")
    return c.json({ booking: teamBookingJson(outcome.booking, timeZone) }, status);
  if (outcome.kind === "refused") {
    const body = { error: outcome.reason, message: TEAM_REFUSALS[outcome.reason] };
    return c.json(body satisfies Body<"TeamRefusal">, status);
  }
  return c.json(unchangedBody(outcome), status);
}
