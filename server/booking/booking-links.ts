import { bookingToken, SITE_SUBJECT, tokenVerifies } from "./booking-token";

/**
 * A booking's private addresses: the visitor's page and calendar file, and the team's
 * page, each carrying a token of its purpose (server/booking/booking-token.ts). Absolute,
 * from `SITE_URL`, for what leaves the site (the API's responses, n8n's e-mails, a calendar
 * entry); the path alone for redirects within it. The team's link goes only to n8n: never
 * into a response to the visitor, their page, their calendar file or a log line.
 */
export type BookingLinks = ReturnType<typeof createBookingLinks>;

/** The links of a keyring (`BOOKING_LINK_SECRET`: the first secret signs, every one verifies). */
export function createBookingLinks(siteUrl: string, keyring: readonly [string, ...string[]]) {
  const [secret] = keyring;
  const origin = siteUrl.replace(/\/+$/, "");
  const at = (bookingId: string, suffix = "") => `/bookings/${encodeURIComponent(bookingId)}${suffix}`;
  const visitorLink = (path: string, bookingId: string) => `${path}?token=${bookingToken(secret, bookingId)}`;
  /** `/bookings/{id}?token=…` */
  const pagePath = (bookingId: string) => visitorLink(at(bookingId), bookingId);
  /** `/team/calendar.ics?token=…`: the team's calendar feed, shown on the desk. */
  const feedPath = () => `/team/calendar.ics?token=${bookingToken(secret, SITE_SUBJECT, "feed")}`;
  /** `/team/bookings/{id}?token=…`: where the team's forms send it back. */
  const teamPagePath = (bookingId: string) =>
    `/team${at(bookingId)}?token=${bookingToken(secret, bookingId, "team")}`;
  return {
    /** The booking's token, signed with the keyring's first secret. */
    token: (bookingId: string) => bookingToken(secret, bookingId),
    /** Whether a presented token opens the booking: signed by any secret of the keyring. */
    verifies: (bookingId: string, token: string | undefined) => tokenVerifies(token, bookingId, keyring),
    pagePath,
    /** The page's absolute URL: the API's `manageUrl`. */
    manageUrl: (bookingId: string) => `${origin}${pagePath(bookingId)}`,
    /** `/bookings/{id}/reschedule?token=…`: the page that moves the booking. */
    reschedulePath: (bookingId: string) => visitorLink(at(bookingId, "/reschedule"), bookingId),
    /** `/bookings/{id}/calendar.ics?token=…`: the booking page's download link. */
    calendarPath: (bookingId: string) => visitorLink(at(bookingId, "/calendar.ics"), bookingId),
    /** The team's token of the booking (a purpose of its own: it opens only the team's page and API). */
    teamToken: (bookingId: string) => bookingToken(secret, bookingId, "team"),
    /** Whether a presented token is the team's for this booking, under any secret of the keyring. */
    teamVerifies: (bookingId: string, token: string | undefined) =>
      tokenVerifies(token, bookingId, keyring, "team"),
    teamPagePath,
    /** The team page's absolute URL: the `staffUrl` of every payload to n8n. */
    staffUrl: (bookingId: string) => `${origin}${teamPagePath(bookingId)}`,
    /** `{SITE_URL}/team?token=…`, printed by `npm run bookings -- --desk-link` only: never in a payload, a log line or a page. */
    deskUrl: () => `${origin}/team?token=${bookingToken(secret, SITE_SUBJECT, "desk")}`,
    deskVerifies: (token: string | undefined) => tokenVerifies(token, SITE_SUBJECT, keyring, "desk"),
    feedPath,
    /** The feed's absolute URL, to subscribe to. */
    feedUrl: () => `${origin}${feedPath()}`,
    feedVerifies: (token: string | undefined) => tokenVerifies(token, SITE_SUBJECT, keyring, "feed"),
    /**
     * The key of a booking call sent without one: one per request (`payloadHash`) and client
     * (`clientKey`), so another client's identical request is a booking attempt of its own.
     * Signed, so the key n8n is sent does not give away the client's address (which a plain
     * hash of the request and the address would, to whoever has the request); a new first
     * secret starts new keys.
     */
    keylessKey: (payloadHash: string, clientKey: string) =>
      `sha256:${Buffer.from(bookingToken(secret, `${payloadHash}\n${clientKey}`, "keyless"), "base64url").toString("hex")}`,
    /**
     * The booking id a dropped spam call is answered with: the same for every call of one
     * key, as a real booking's is; signed, so it cannot be told from a random id.
     */
    decoyId: (key: string) => {
      const hex = Buffer.from(bookingToken(secret, key, "decoy"), "base64url").toString("hex");
      const variant = "89ab"[Number.parseInt(hex[16] ?? "0", 16) % 4];
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
}
