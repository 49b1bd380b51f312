/**
 * The query parameter the form's 303 adds to the booking page's link (`&booked`): the page
 * then opens with the form's own success or tentative text.
 */
export const JUST_BOOKED_PARAM = "booked";

/**
 * Where a booking stands, as its page says it (see docs/product.md#the-booking-page-and-calendars):
 * its state (src/booking/booking-states.ts) with what the visitor is told of it. While
 * requested, whether the team has the request yet (n8n has every call of it, or the site
 * runs without n8n and the team reads the store); once confirmed, the meeting link and
 * the team's note; once declined, the team's message.
 */
export type BookingStatus =
  /** `lapsed`: its slot started before the team answered, so it will not take place. */
  | { state: "requested"; withTeam: boolean; lapsed: boolean }
  | { state: "confirmed"; meetingUrl: string; note: string | null }
  | { state: "declined"; message: string | null }
  | { state: "cancelled" };

/**
 * A booking as its private page shows it (`/bookings/{id}?token=…`): what was booked, in
 * the company's zone, where it stands and its calendar links. Built by the server from the
 * stored booking (server/pages/booking-page-data.ts); never the visitor's contact
 * details, which the page does not need, nor the team's own link.
 */
export interface BookingPageData {
  bookingId: string;
  /** yyyy-MM-dd in the company's zone. */
  date: string;
  /** "11:00 to 12:00", wall-clock hours in the company's zone. */
  timeSlot: string;
  hours: number;
  subject: string;
  serviceCategories: string[];
  status: BookingStatus;
  /**
   * Right after a booking made without JavaScript: the form's success text, or its
   * tentative text while n8n does not have the booking yet; null on any later visit.
   */
  notice: "success" | "tentative" | null;
  /**
   * What the visitor may still do online: cancel or move it (with the token the forms post
   * back, and where they go; `reschedulePath` null once it was moved as often as a visitor
   * may move one), or nothing, and why.
   */
  change:
    | {
        allowed: true;
        token: string;
        cancelAction: string;
        /** Null when it may not be moved online any more (`moved`: it was, as often as it may be). */
        reschedulePath: string | null;
        moved: boolean;
      }
    | { allowed: false; reason: "too_late" | "cancelled" | "declined" };
  /** A change just refused (a post after the deadline, or of a declined booking), shown at the top. */
  error: string | null;
  /** The calendar file and links; null once the booking is declined, cancelled or lapsed. */
  calendar: {
    /** The `.ics` file, with the token. */
    ics: string;
    google: string;
    outlook: string;
  } | null;
}
