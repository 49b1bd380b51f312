import { MIN_FILL_MS } from "../../src/booking/constants";
import type { SpamFields } from "../../src/booking/schema";

/**
 * Why a booking looks sent by a bot, or null for a person: the hidden honeypot is
 * filled, or the form came back faster than a person can fill it. A body without the
 * extras (a plain API client) is judged on its content alone. A negative elapsed time
 * means the visitor's clock runs ahead of ours: not judged.
 */
export function spamReason(spam: SpamFields, now: number): string | null {
  if (spam === null) return "malformed spam fields";
  if (spam.website?.trim()) return "honeypot";
  if (spam.renderedAt === undefined) return null;
  const elapsed = now - spam.renderedAt;
  return elapsed >= 0 && elapsed < MIN_FILL_MS ? "too fast" : null;
}
