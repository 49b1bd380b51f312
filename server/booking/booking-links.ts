import { bookingToken } from "./booking-token";

/**
 * A booking's private addresses: its page and its calendar file, each carrying the
 * booking's token (server/booking/booking-token.ts). Absolute, from `SITE_URL`, for what
 * leaves the site (the API's answers, n8n's e-mails, a calendar entry); the path alone
 * for redirects within it.
 */
export interface BookingLinks {
  token(bookingId: string): string;
  /** The token and the page's absolute URL, with one HMAC. */
  link(bookingId: string): { token: string; manageUrl: string };
  /** `/bookings/{id}?token=…` */
  pagePath(bookingId: string): string;
  /** The page's absolute URL: the API's `manageUrl`. */
  manageUrl(bookingId: string): string;
  /** `/bookings/{id}/calendar.ics?token=…`: the booking page's download link. */
  calendarPath(bookingId: string): string;
  /** `/bookings/{id}/reschedule?token=…`: the page that moves the booking. */
  reschedulePath(bookingId: string): string;
}

export function createBookingLinks(siteUrl: string, secret: string): BookingLinks {
  const origin = siteUrl.replace(/\/+$/, "");
  const withToken = (path: string, bookingId: string, token = bookingToken(secret, bookingId)) =>
    `${path}?token=${token}`;
  const pagePath = (bookingId: string, token?: string) =>
    withToken(`/bookings/${encodeURIComponent(bookingId)}`, bookingId, token);
  return {
    token: (bookingId) => bookingToken(secret, bookingId),
    link(bookingId) {
      const token = bookingToken(secret, bookingId);
      return { token, manageUrl: `${origin}${pagePath(bookingId, token)}` };
    },
    pagePath,
    manageUrl: (bookingId) => `${origin}${pagePath(bookingId)}`,
    reschedulePath: (bookingId) =>
      withToken(`/bookings/${encodeURIComponent(bookingId)}/reschedule`, bookingId),
    calendarPath: (bookingId) =>
      withToken(`/bookings/${encodeURIComponent(bookingId)}/calendar.ics`, bookingId),
  };
}
