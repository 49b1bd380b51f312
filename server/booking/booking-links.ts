import { bookingToken, tokenVerifies } from "./booking-token";

/**
 * A booking's private addresses: its page and its calendar file, each carrying the
 * booking's token (server/booking/booking-token.ts). Absolute, from `SITE_URL`, for what
 * leaves the site (the API's answers, n8n's e-mails, a calendar entry); the path alone
 * for redirects within it.
 */
export interface BookingLinks {
  /** The booking's token, signed with the keyring's first secret. */
  token(bookingId: string): string;
  /** Whether a presented token opens the booking: signed by any secret of the keyring. */
  verifies(bookingId: string, token: string | undefined): boolean;
  /** `/bookings/{id}?token=…` */
  pagePath(bookingId: string): string;
  /** The page's absolute URL: the API's `manageUrl`. */
  manageUrl(bookingId: string): string;
  /** `/bookings/{id}/calendar.ics?token=…`: the booking page's download link. */
  calendarPath(bookingId: string): string;
  /** `/bookings/{id}/reschedule?token=…`: the page that moves the booking. */
  reschedulePath(bookingId: string): string;
}

/** The links of a keyring (`BOOKING_LINK_SECRET`: the first secret signs, every one verifies). */
export function createBookingLinks(siteUrl: string, keyring: readonly [string, ...string[]]): BookingLinks {
  const [secret] = keyring;
  const origin = siteUrl.replace(/\/+$/, "");
  const withToken = (path: string, bookingId: string) => `${path}?token=${bookingToken(secret, bookingId)}`;
  const pagePath = (bookingId: string) => withToken(`/bookings/${encodeURIComponent(bookingId)}`, bookingId);
  return {
    token: (bookingId) => bookingToken(secret, bookingId),
    verifies: (bookingId, token) => tokenVerifies(token, bookingId, keyring),
    pagePath,
    manageUrl: (bookingId) => `${origin}${pagePath(bookingId)}`,
    reschedulePath: (bookingId) =>
      withToken(`/bookings/${encodeURIComponent(bookingId)}/reschedule`, bookingId),
    calendarPath: (bookingId) =>
      withToken(`/bookings/${encodeURIComponent(bookingId)}/calendar.ics`, bookingId),
  };
}
