import {
  BOOKING_LIMIT,
  RATE_LIMITED,
  SLOT_TAKEN,
  SUBMIT_FAILED,
  SUCCESS,
  TENTATIVE,
} from "../../booking/messages";
import type { BookingOutcome } from "./booking-api";
import { errorsFromIssues, type FieldErrors } from "./form-values";

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
