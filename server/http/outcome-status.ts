import type { BookOutcome, SlotsOutcome } from "../booking/booking-service";
import type { ChangeOutcome } from "../booking/change-service";
import type { DecisionOutcome } from "../booking/team-service";
import type { N8nFailure } from "../n8n/webhook-client";

// The HTTP status of each service outcome, for both HTTP adapters: the JSON API
// (server/api/outcome-bodies.ts) and the pages made for one request (server/pages/). MCP states
// the same outcomes as tool results (server/mcp/mcp-tools.ts).

const BOOK_REFUSAL_STATUS = {
  invalid: 400,
  slot_taken: 409,
  day_closed: 409,
  day_full: 409,
  ended: 409,
  key_in_use: 409,
  over_quota: 429,
  key_reused: 422,
  store_unavailable: 503,
} as const satisfies Record<Exclude<BookOutcome, { delivery: string }>["kind"], number>;

export const bookStatus = (outcome: BookOutcome) =>
  "delivery" in outcome ? (outcome.delivery === "queued" ? 202 : 200) : BOOK_REFUSAL_STATUS[outcome.kind];

/** n8n replied wrong (502), could not be reached (503) or took too long (504). */
export const N8N_FAILURE_STATUS = {
  status: 502,
  shape: 502,
  unreachable: 503,
  timeout: 504,
} as const satisfies Record<N8nFailure["kind"], number>;

export const slotsStatus = (outcome: SlotsOutcome) =>
  outcome.kind === "n8n_unavailable"
    ? N8N_FAILURE_STATUS[outcome.failure]
    : outcome.kind === "slots"
      ? 200
      : 503;

/** A visitor's change and the team's confirm and decline are refused with the same statuses. */
const REFUSAL_STATUS = { refused: 409, invalid: 400, not_found: 404, store_unavailable: 503 } as const;

export const CHANGE_STATUS = { changed: 200, ...REFUSAL_STATUS } as const satisfies Record<
  ChangeOutcome["kind"],
  number
>;

export const DECISION_STATUS = { decided: 200, ...REFUSAL_STATUS } as const satisfies Record<
  DecisionOutcome["kind"],
  number
>;
