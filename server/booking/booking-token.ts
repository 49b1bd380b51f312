import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The token of a booking's private link (`/bookings/{id}?token=…`). It is the HMAC of the
 * booking id under the site's link secret: 256 bits, base64url, unguessable without the
 * secret, and the same for every call of one booking, so a replayed call, a delivery
 * retried after a restart and another instance of a fleet all name the same link. The
 * store keeps only its SHA-256, and a presented token is compared with that in constant
 * time (see docs/architecture.md#booking-links).
 */
export function bookingToken(secret: string, bookingId: string): string {
  return createHmac("sha256", secret).update(`booking-link:${bookingId}`).digest("base64url");
}

/** What the store keeps of a token: its SHA-256, hex. */
export const tokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** A token as links carry it: base64url, at least 128 bits. Anything else is not looked at. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22,128}$/;

/** Whether a presented token is the booking's, compared in constant time; a missing one never is. */
export function tokenMatches(presented: string | undefined, storedHash: string | null | undefined): boolean {
  if (!presented || !storedHash || !TOKEN_SHAPE.test(presented)) return false;
  const given = Buffer.from(tokenHash(presented), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A fresh link secret: 256 random bits, base64url. */
export const newLinkSecret = (): string => randomBytes(32).toString("base64url");
