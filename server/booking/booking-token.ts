import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Whose link a token opens: the visitor's booking page (`/bookings/{id}?token=…`), the
 * team's (`/team/bookings/{id}?token=…`), the team's desk (`/team?token=…`, which starts a
 * session) or the team's calendar feed (`/team/calendar.ics?token=…`); and the desk's
 * session cookie. Each is signed for its purpose, so one never opens another.
 */
export type LinkPurpose = "visitor" | "team" | "desk" | "feed" | "session" | "decoy" | "keyless";

const PURPOSE_PREFIX: Record<LinkPurpose, string> = {
  visitor: "booking-link",
  team: "team-link",
  desk: "desk-link",
  feed: "feed-link",
  // Not a link: the desk's session cookie (server/booking/desk-session.ts), which signs its id and expiry.
  session: "desk-session",
  // Not a link either: the id a dropped spam call is answered with (server/booking/booking-links.ts).
  decoy: "decoy-booking",
  // Nor this: the key of a booking call sent without one (server/booking/booking-links.ts).
  keyless: "keyless-call",
};

/** What the desk's and the feed's tokens sign: one desk, one feed, for the whole site. */
export const SITE_SUBJECT = "site";

/**
 * The token of a booking's private link: the HMAC of its purpose and the booking id under
 * a secret of the link keyring, 256 bits, base64url. A token is valid exactly when it is
 * that HMAC under one of the keyring's secrets; nothing about it is stored. Links are
 * signed with the first secret; the others still verify, so putting a new secret first
 * rotates, and removing an old one revokes every link it signed (see
 * docs/architecture.md#booking-links).
 */
export function bookingToken(secret: string, bookingId: string, purpose: LinkPurpose = "visitor"): string {
  return createHmac("sha256", secret).update(`${PURPOSE_PREFIX[purpose]}:${bookingId}`).digest("base64url");
}

/** A token as links carry it: base64url, 256 bits. Anything else is not looked at. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether `presented` is the booking's token under a secret of `keyring`, compared in constant time. */
export function tokenVerifies(
  presented: string | undefined,
  bookingId: string,
  keyring: readonly string[],
  purpose: LinkPurpose = "visitor",
): boolean {
  if (!presented || !TOKEN_SHAPE.test(presented)) return false;
  // Compared as written: decoding would let the last character's unused bits vary.
  const given = Buffer.from(presented);
  let valid = false;
  // Every secret is tried, so the time taken does not say which one matched.
  for (const secret of keyring)
    valid = timingSafeEqual(given, Buffer.from(bookingToken(secret, bookingId, purpose))) || valid;
  return valid;
}

/** A fresh link secret: 256 random bits, base64url. */
export const newLinkSecret = (): string => randomBytes(32).toString("base64url");
