import { MIN_FILL_MS, RENDERED_AT_MAX_AGE_MS, RENDERED_AT_MAX_AHEAD_MS } from "./constants";
import type { SpamFields } from "./schema";

/**
 * Why a booking looks sent by a bot, or null for a person: the hidden honeypot is
 * filled, the form came back faster than a person can fill it, or its `renderedAt` is
 * not a time a real form was shown: more than 5 minutes ahead of our clock (a visitor's
 * clock a little ahead is tolerated) or more than 24 hours ago (a body replayed later).
 * A body without the extras (a plain API client) is judged on its content alone.
 */
export function spamReason(spam: SpamFields, now: number): string | null {
  if (spam === null) return "malformed spam fields";
  if (spam.website?.trim()) return "honeypot";
  if (spam.renderedAt === undefined) return null;
  const elapsed = now - spam.renderedAt;
  if (elapsed < -RENDERED_AT_MAX_AHEAD_MS) return "rendered in the future";
  if (elapsed > RENDERED_AT_MAX_AGE_MS) return "rendered too long ago";
  return elapsed >= 0 && elapsed < MIN_FILL_MS ? "too fast" : null;
}
