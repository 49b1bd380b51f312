import type { FieldErrors } from "./form-values";
import type { SlotsState } from "./use-booked-slots";

/**
 * The page that moves a booking (`/bookings/{id}/reschedule?token=…`), as the server
 * renders it: the booking as it is, and the booking form's date-and-time step filled with
 * its slot, or with what the visitor posted (server/pages/booking-page-routes.ts).
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
    slots: Exclude<SlotsState, { status: "idle" | "loading" }> | null;
  };
}
