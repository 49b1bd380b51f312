import { errorsFromIssues, type FieldErrors } from "./form-values";
import { BOOKING_LIMIT, RATE_LIMITED, SLOT_TAKEN, SUBMIT_FAILED, SUCCESS, TENTATIVE } from "./messages";
import type { FieldIssue } from "./schema";

/**
 * What a booking attempt came to, as the form tells the visitor: the browser reads it off
 * the API's responses (src/components/booking/booking-api.ts), the no-JavaScript form's
 * action (src/pages/schedule-consultation.tsx) off its booking service's outcome; both
 * then word it with `feedbackFor`.
 */
export type BookingOutcome =
  /** `manageUrl`: the booking's private page (empty if the response had none). */
  | { kind: "booked"; queued: boolean; bookingId: string; manageUrl: string }
  | { kind: "slot_taken" }
  /** The day was refused (closed by the team, or full): `message` says why, as the server worded it. */
  | { kind: "day_refused"; message: string }
  | { kind: "invalid"; message: string; issues: FieldIssue[] }
  | { kind: "rate_limited" }
  /** A booking quota is reached (server/booking/booking-quota.ts): waiting will not help. */
  | { kind: "booking_limit" }
  | { kind: "failed"; status: number | null };

export interface Feedback {
  /** The transient announcement, as a toast. */
  toast: "success" | "info" | "error";
  message: string;
  /** The lasting messages, shown inline beside the fields (or `form` above the button). */
  errors: FieldErrors;
}

/**
 * What the visitor is told after a submission (docs/product.md#the-booking-form). A booking that n8n has not
 * confirmed yet (a 202 "queued", or slots that could not be checked) gets the tentative
 * text: the team still has to confirm the slot.
 */
export function feedbackFor(outcome: BookingOutcome, slotsWereTentative: boolean): Feedback {
  switch (outcome.kind) {
    case "booked":
      return outcome.queued || slotsWereTentative
        ? { toast: "info", message: TENTATIVE, errors: {} }
        : { toast: "success", message: SUCCESS, errors: {} };
    case "slot_taken":
      return { toast: "error", message: SLOT_TAKEN, errors: { timeSlot: SLOT_TAKEN } };
    case "day_refused":
      return { toast: "error", message: outcome.message, errors: { timeSlot: outcome.message } };
    case "invalid": {
      const errors = errorsFromIssues(outcome.issues);
      const first = Object.values(errors)[0];
      // A 400 without usable issues is still a failure the visitor must hear about.
      if (!first) return { toast: "error", message: SUBMIT_FAILED, errors: { form: SUBMIT_FAILED } };
      return { toast: "error", message: outcome.message || first, errors };
    }
    case "rate_limited":
      return { toast: "error", message: RATE_LIMITED, errors: { form: RATE_LIMITED } };
    case "booking_limit":
      return { toast: "error", message: BOOKING_LIMIT, errors: { form: BOOKING_LIMIT } };
    case "failed":
      return { toast: "error", message: SUBMIT_FAILED, errors: { form: SUBMIT_FAILED } };
  }
}

/** What an agent that filled in the form (WebMCP) is told of the booking it asked for. */
export type AgentToolResult =
  | {
      booked: true;
      /** The team still has to confirm the slot (see TENTATIVE). */
      tentative: boolean;
      message: string;
      bookingId: string;
      /** The booking's private page: details, calendar files, reschedule and cancel. */
      manageUrl: string;
      date: string;
      timeSlot: string;
      timeZone: string;
    }
  | {
      booked: false;
      error: string;
      /** Messages by field name, as the form shows them beside the fields. */
      fieldErrors?: FieldErrors;
    };

/** The agent's tool result from the outcome and what the visitor was told of it. */
export function agentToolResult(
  outcome: BookingOutcome,
  feedback: Feedback,
  sent: { date: string; timeSlot: string },
  timeZone: string,
): AgentToolResult {
  if (outcome.kind === "booked") {
    return {
      booked: true,
      tentative: feedback.message === TENTATIVE,
      message: feedback.message,
      bookingId: outcome.bookingId,
      manageUrl: outcome.manageUrl,
      date: sent.date,
      timeSlot: sent.timeSlot,
      timeZone,
    };
  }
  const { form: _general, ...fieldErrors } = feedback.errors;
  return Object.keys(fieldErrors).length > 0
    ? { booked: false, error: feedback.message, fieldErrors }
    : { booked: false, error: feedback.message };
}
