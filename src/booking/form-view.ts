import type { BookingFormValues, FieldErrors } from "./form-values";

// What the server hands the booking form and the move form when it renders them for one
// request (a post without JavaScript; see docs/architecture.md#pages-made-for-one-request).

/** Where the booking form posts: the server answers there (server/pages/booking-pages.ts). */
export const FORM_PATH = "/schedule-consultation";

/** The date-and-time step, where the server's answer to "Show available times" opens. */
export const SCHEDULE_SECTION_ID = "booking-schedule";

/** Where the day's slot list stands. */
export type SlotsState =
  /** No date chosen yet: nothing to look up. */
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; bookedSlots: readonly string[] }
  /** The lookup failed in a way that means "n8n is down": every slot is offered, the team confirms. */
  | { status: "tentative" }
  /** Any other failure: every slot is offered with a warning. */
  | { status: "failed" }
  /**
   * No lookup made and none can be yet (the server's HTML, before JavaScript runs or
   * without it): every slot of the day is offered, and the server's rules answer a taken
   * one; "Show available times" asks the server for the day's free slots.
   */
  | { status: "unchecked" };

/** A lookup the server made for the page: never idle or loading. */
export type LookedUpSlots = Exclude<SlotsState, { status: "idle" | "loading" }>;

/**
 * The booking form after a post without JavaScript: every value the visitor sent, the
 * messages of a refused booking, and the slots the server looked up for the chosen day.
 */
export interface BookingFormView {
  values: BookingFormValues;
  /** Messages by field, and `form` for one that belongs to no field (slot taken, limits). */
  errors: FieldErrors;
  /** The server's lookup for `values.date`; null when it made none (no date yet). */
  slots: LookedUpSlots | null;
  /**
   * When the form was first shown (ms since the epoch), posted back for the spam check:
   * the time it was posted with, or null when it had none (the kept page has none).
   */
  renderedAt: number | null;
}

/**
 * The page that moves a booking (`/bookings/{id}/reschedule?token=…`): the booking as it
 * is, and the booking form's date-and-time step filled with its slot, or with what the
 * visitor posted.
 */
export interface RescheduleView {
  bookingId: string;
  subject: string;
  /** The booking's slot now, in the company's zone. */
  current: { date: string; timeSlot: string; hours: number };
  /** Posted back: the link's token, and the version the move was decided on. */
  token: string;
  sequence: number;
  /** The booking's page, to go back without moving. */
  bookingPath: string;
  /** Where the form posts. */
  action: string;
  form: {
    values: { hours: number; date: string; timeSlot: string };
    errors: FieldErrors;
    /** The server's lookup for `values.date`, the booking's own slot not counted; null when none was made. */
    slots: LookedUpSlots | null;
  };
}

/** The booked slots of `date` with the booking's own slot taken out: moving a booking frees it. */
export function withoutOwnSlot(
  bookedSlots: readonly string[],
  date: string,
  current: RescheduleView["current"],
): string[] {
  return bookedSlots.filter((slot) => date !== current.date || slot !== current.timeSlot);
}
