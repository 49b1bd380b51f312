import type { OutboxItem } from "../store/types";
import type { N8nFailure } from "./webhook-client";

/**
 * When a delivery stops being retried (a dead letter, see
 * docs/architecture.md#the-store-and-the-outbox): n8n refused it five times, or it has
 * been failing for 24 hours. Both mean a person must look; retrying for ever would hide it.
 */
export const MAX_REFUSALS = 5;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/**
 * 4xx replies that are not n8n refusing the call: 404 is a workflow switched off (it comes
 * back when it is switched on), 408 a timeout and 429 a rate limit; all pass.
 */
const PASSING_4XX = new Set([404, 408, 429]);

/** The status of a failure that is n8n refusing the call itself, else null. */
export function refusalStatus(failure: N8nFailure): number | null {
  if (failure.kind !== "status") return null;
  const { status } = failure;
  return status >= 400 && status < 500 && !PASSING_4XX.has(status) ? status : null;
}

/** Why a delivery that just failed again is given up, or null to retry it. */
export function deadLetterReason(
  item: Pick<OutboxItem, "refusals" | "firstFailedAt">,
  failure: N8nFailure,
  now: number,
): string | null {
  const refused = refusalStatus(failure) !== null;
  if (refused && item.refusals + 1 >= MAX_REFUSALS) return `refused ${MAX_REFUSALS} times`;
  if (now - (item.firstFailedAt ?? now) >= GIVE_UP_AFTER_MS) return "failing for 24 hours";
  return null;
}
