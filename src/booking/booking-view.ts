/**
 * The query parameter the form's 303 adds to the booking page's link (`&booked`): the page
 * then opens with the form's own success or tentative text.
 */
export const JUST_BOOKED_PARAM = "booked";

/** Where a booking stands, as its page says it. */
export type BookingState = "received" | "sent" | "cancelled";

/**
 * A booking as its private page shows it (`/bookings/{id}?token=…`): what was booked, in
 * the company's zone, its state and its calendar links. Built by the server from the
 * stored booking (server/booking/booking-page-view.ts); never the visitor's contact
 * details, which the page does not need.
 */
export interface BookingPageView {
  bookingId: string;
  /** yyyy-MM-dd in the company's zone. */
  date: string;
  /** "11:00 to 12:00", wall-clock hours in the company's zone. */
  timeSlot: string;
  hours: number;
  subject: string;
  serviceCategories: string[];
  state: BookingState;
  /**
   * Right after a booking made without JavaScript: the form's success text, or its
   * tentative text while n8n has not confirmed the booking; null on any later visit.
   */
  notice: "success" | "tentative" | null;
  /**
   * What the visitor may still do online: cancel or move it (with the token the forms post
   * back, and where they go), or nothing, and why.
   */
  change:
    | { allowed: true; token: string; cancelAction: string; reschedulePath: string }
    | { allowed: false; reason: "too_late" | "cancelled" };
  /** A change just refused (a post after the deadline), shown at the top. */
  error: string | null;
  calendar: {
    /** The `.ics` file, with the token. */
    ics: string;
    google: string;
    outlook: string;
  };
}
