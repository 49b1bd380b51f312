import type { Context } from "hono";
import {
  BOOKING_ENDED,
  BOOKING_LIMIT,
  DAY_FULL,
  dayClosed,
  KEY_IN_USE,
  KEY_REUSED,
  SLOT_TAKEN,
  storeUnavailable,
} from "../../src/booking/messages";
import type { FieldIssue } from "../../src/booking/schema";
import type { BookingLinks } from "../booking/booking-links";
import type { BookOutcome, SlotsOutcome } from "../booking/booking-service";
import { type ChangeOutcome, changeRefusalMessage } from "../booking/change-service";
import { type DecisionOutcome, TEAM_REFUSALS } from "../booking/team-service";
import { bookStatus, CHANGE_STATUS, DECISION_STATUS, slotsStatus } from "../http/outcome-status";
import type { Booking } from "../store/types";
import type {
  bookingConflictSchema,
  bookingLimitSchema,
  changeRefusalSchema,
  EndedBody,
  keyReusedSchema,
  N8nUnavailableBody,
  notFoundSchema,
  Receipt,
  RefusalOf,
  storeUnavailableSchema,
  TeamBooking,
  teamRefusalSchema,
  VisitorBooking,
} from "./body-schemas";
import { invalidBody } from "./json-body";

// How the JSON API words each outcome of the booking and change services: one place per
// service (docs/architecture.md#where-each-rule-lives). Their shapes are ./body-schemas.ts.

const unavailable = (what: "booking" | "change"): RefusalOf<typeof storeUnavailableSchema> => ({
  error: "store_unavailable",
  message: storeUnavailable(what),
});

function bookBody(outcome: BookOutcome) {
  switch (outcome.kind) {
    case "booked":
    case "replayed":
    case "spam": {
      const { delivery: status, bookingId, manageUrl, date, timeSlot } = outcome;
      return { status, bookingId, manageUrl, date, timeSlot } satisfies Receipt;
    }
    case "ended": {
      const { state, bookingId, manageUrl, date, timeSlot } = outcome;
      return {
        error: state,
        message: BOOKING_ENDED[state],
        bookingId,
        manageUrl,
        date,
        timeSlot,
      } satisfies EndedBody;
    }
    case "key_in_use":
      return { error: "key_in_use", message: KEY_IN_USE } satisfies RefusalOf<typeof bookingConflictSchema>;
    case "invalid":
      return invalidBody(outcome.issues);
    case "slot_taken":
      return { error: "slot_taken", message: SLOT_TAKEN } satisfies RefusalOf<typeof bookingConflictSchema>;
    case "day_closed":
      return {
        error: "day_closed",
        message: dayClosed(outcome.date, outcome.reason),
      } satisfies RefusalOf<typeof bookingConflictSchema>;
    case "day_full":
      return { error: "day_full", message: DAY_FULL } satisfies RefusalOf<typeof bookingConflictSchema>;
    case "over_quota":
      return { error: "booking_limit", message: BOOKING_LIMIT } satisfies RefusalOf<
        typeof bookingLimitSchema
      >;
    case "key_reused":
      return { error: "idempotency_key_reused", message: KEY_REUSED } satisfies RefusalOf<
        typeof keyReusedSchema
      >;
    case "store_unavailable":
      return unavailable("booking");
  }
}

export const bookResponse = (c: Context, outcome: BookOutcome) =>
  c.json(bookBody(outcome), bookStatus(outcome));

function slotsBody(outcome: SlotsOutcome) {
  switch (outcome.kind) {
    case "slots":
      return { bookedSlots: outcome.bookedSlots, closed: outcome.closed, full: outcome.full };
    case "n8n_unavailable":
      return { error: "n8n_unavailable", failure: outcome.failure } satisfies N8nUnavailableBody;
    case "store_unavailable":
      return unavailable("booking");
  }
}

export const slotsResponse = (c: Context, outcome: SlotsOutcome) =>
  c.json(slotsBody(outcome), slotsStatus(outcome));

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
export function bookingJson(booking: Booking, links: BookingLinks, timeZone: string): VisitorBooking {
  return {
    ...bookedJson(booking, timeZone),
    ...(booking.state === "confirmed" && booking.meetingUrl ? { meetingUrl: booking.meetingUrl } : {}),
    sequence: booking.sequence,
    manageUrl: links.manageUrl(booking.id),
  };
}

/** What a change or a decision that changed nothing answers, whichever service refused it. */
function unchangedBody(
  outcome: { kind: "invalid"; issues: FieldIssue[] } | { kind: "not_found" } | { kind: "store_unavailable" },
) {
  switch (outcome.kind) {
    case "invalid":
      return invalidBody(outcome.issues);
    case "not_found":
      return { error: "not_found", message: "No such booking." } satisfies RefusalOf<typeof notFoundSchema>;
    case "store_unavailable":
      return unavailable("change");
  }
}

export function changeResponse(c: Context, outcome: ChangeOutcome, links: BookingLinks, timeZone: string) {
  const status = CHANGE_STATUS[outcome.kind];
  switch (outcome.kind) {
    case "changed":
      return c.json({ booking: bookingJson(outcome.booking, links, timeZone) }, status);
    case "refused": {
      const body = { error: outcome.reason, message: changeRefusalMessage(outcome) };
      return c.json(body satisfies RefusalOf<typeof changeRefusalSchema>, status);
    }
    default:
      return c.json(unchangedBody(outcome), status);
  }
}

/** A booking as the team's API shows it: its stored state, link and note while confirmed; no token of any kind. */
export function teamBookingJson(booking: Booking, timeZone: string): TeamBooking {
  const confirmed = booking.state === "confirmed";
  return {
    ...bookedJson(booking, timeZone),
    sequence: booking.sequence,
    meetingUrl: confirmed ? booking.meetingUrl : null,
    note: confirmed ? booking.teamNote : null,
    message: booking.state === "declined" ? booking.teamMessage : null,
  };
}

export function decisionResponse(c: Context, outcome: DecisionOutcome, timeZone: string) {
  const status = DECISION_STATUS[outcome.kind];
  switch (outcome.kind) {
    case "decided":
      return c.json({ booking: teamBookingJson(outcome.booking, timeZone) }, status);
    case "refused": {
      const body = { error: outcome.reason, message: TEAM_REFUSALS[outcome.reason] };
      return c.json(body satisfies RefusalOf<typeof teamRefusalSchema>, status);
    }
    default:
      return c.json(unchangedBody(outcome), status);
  }
}
