import { randomBytes } from "node:crypto";
import { bookingToken, tokenVerifies } from "./booking-token";

/** How long a desk session lasts from the desk link's opening. */
export const DESK_SESSION_MS = 12 * 60 * 60_000;

/**
 * How far apart the clocks of a fleet's instances may be: a session one instance started
 * is read by another, whose clock may be behind (its end then seems further off than 12 hours).
 */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** One opening of the desk link: its own id (so signing out ends it alone) and when it ends (ms epoch). */
export interface DeskSession {
  id: string;
  expires: number;
}

/** The cookie's value: `{id}.{expires}.{mac}`, the mac the keyring's HMAC of the two (purpose "session"). */
const VALUE_SHAPE = /^([A-Za-z0-9_-]{22})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

/**
 * The team desk's session (docs/architecture.md#the-teams-desk): a cookie that carries its
 * id and expiry, signed under the link keyring like the links themselves, so nothing is
 * stored to start one, a changed expiry or id no longer verifies, and removing the secret
 * that signed it ends it. Signing out records the id as ended (the store's
 * `endDeskSession`), so a copy of the cookie kept from before opens nothing.
 */
export type DeskSessions = ReturnType<typeof deskSessions>;

export function deskSessions(siteUrl: string, keyring: readonly [string, ...string[]]) {
  const [secret] = keyring;
  const secure = new URL(siteUrl).protocol === "https:";
  return {
    /** The cookie's name: `__Secure-` prefixed when the site is served over https. */
    cookieName: secure ? "__Secure-team-desk" : "team-desk",
    secure,
    /** A new session from `now`: the cookie's value and what it stands for. */
    start(now: number): { value: string; session: DeskSession } {
      const session = { id: randomBytes(16).toString("base64url"), expires: now + DESK_SESSION_MS };
      const signed = `${session.id}.${session.expires}`;
      return { value: `${signed}.${bookingToken(secret, signed, "session")}`, session };
    },
    /** The session a cookie's value stands for, when signed by a secret of the keyring and not expired at `now`. */
    read(value: string | undefined, now: number): DeskSession | null {
      const parts = value === undefined ? null : VALUE_SHAPE.exec(value);
      if (!parts) return null;
      const [, id = "", expires = "", mac] = parts;
      if (!tokenVerifies(mac, `${id}.${expires}`, keyring, "session")) return null;
      const ends = Number(expires);
      return ends > now && ends <= now + DESK_SESSION_MS + CLOCK_SKEW_MS ? { id, expires: ends } : null;
    },
  } as const;
}
