import type { BookingOutcome } from "../../src/booking/feedback";
import type { LookedUpSlots } from "../../src/booking/form-view";
import { FIELDS_NEED_ATTENTION } from "../../src/booking/messages";
import type { BookOutcome, SlotsOutcome } from "../booking/booking-service";

// How the forms without JavaScript read the booking service's outcomes: as the browser
// reads the API's answers (src/components/booking/booking-api.ts), so the visitor is told
// the same words either way (src/booking/feedback.ts).

/** A booking's outcome as the form tells it. */
export function formOutcome(outcome: BookOutcome): BookingOutcome {
  switch (outcome.kind) {
    case "booked":
    case "replayed":
    case "spam": {
      const { bookingId, manageUrl, delivery } = outcome;
      return { kind: "booked", queued: delivery === "queued", bookingId, manageUrl };
    }
    case "invalid":
      return { kind: "invalid", message: FIELDS_NEED_ATTENTION, issues: outcome.issues };
    case "slot_taken":
      return { kind: "slot_taken" };
    case "over_quota":
      return { kind: "booking_limit" };
    case "key_reused":
      return { kind: "failed", status: 422 };
    // The form's key is its content's: another client's, or an ended booking's, is no
    // booking of this visitor (the service books anew after a cancel or decline).
    case "key_in_use":
    case "ended":
      return { kind: "failed", status: 409 };
    case "store_unavailable":
      return { kind: "failed", status: 503 };
  }
}

/**
 * A day's slots as the form shows them: n8n or the store away means every slot is offered
 * and the team confirms (tentative); a question the schema refuses is a failed lookup.
 */
export function formSlots(outcome: SlotsOutcome): LookedUpSlots {
  switch (outcome.kind) {
    case "slots":
      return { status: "ready", bookedSlots: outcome.bookedSlots };
    case "invalid":
      return { status: "failed" };
    case "n8n_unavailable":
    case "store_unavailable":
      return { status: "tentative" };
  }
}
