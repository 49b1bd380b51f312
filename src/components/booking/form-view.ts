import type { BookingFormValues, FieldErrors } from "./form-values";
import type { SlotsState } from "./use-booked-slots";

/**
 * The booking form as the server renders it after a post without JavaScript
 * (server/pages/booking-form-post.ts): every value the visitor sent, the messages of a
 * refused booking, and the slots the server looked up for the chosen date and hours.
 */
export interface BookingFormView {
  values: BookingFormValues;
  /** Messages by field, and `form` for one that belongs to no field (slot taken, limits). */
  errors: FieldErrors;
  /** The server's lookup for `values.date`; null when it made none (no date yet). */
  slots: Exclude<SlotsState, { status: "idle" | "loading" }> | null;
  /**
   * When the form was first shown (ms since the epoch), posted back for the spam check:
   * the time it was posted with, or null when it had none (the kept page has none).
   */
  renderedAt: number | null;
}
