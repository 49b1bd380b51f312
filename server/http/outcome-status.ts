import type { BookOutcome, SlotsOutcome } from "../booking/booking-service";
import type { ChangeOutcome } from "../booking/change-service";
import type { DecisionOutcome } from "../booking/team-service";
import type { N8nFailure } from "../n8n/webhook-client";

// The HTTP status of each service outcome, for both HTTP adapters: the JSON API
// (server/api/outcome-bodies.ts) and the pages made for one request (server/pages/). MCP states
// the same outcomes as tool results (server/mcp/mcp-tools.ts).

export function bookStatus(outcome: BookOutcome): 200 | 202 | 400 | 409 | 422 | 429 | 503 {
  switch (outcome.kind) {
    case "booked":
    case "replayed":
    case "spam":
      return outcome.delivery === "queued" ? 202 : 200;
    case "invalid":
      return 400;
    case "slot_taken":
    case "ended":
    case "key_in_use":
      return 409;
    case "over_quota":
      return 429;
    case "key_reused":
      return 422;
    case "store_unavailable":
      return 503;
  }
}

/** n8n replied wrong (502), could not be reached (503) or took too long (504). */
export const N8N_FAILURE_STATUS = {
  status: 502,
  shape: 502,
  unreachable: 503,
  timeout: 504,
} as const satisfies Record<N8nFailure["kind"], number>;

export function slotsStatus(outcome: SlotsOutcome): 200 | 502 | 503 | 504 {
  switch (outcome.kind) {
    case "slots":
      return 200;
    case "n8n_unavailable":
      return N8N_FAILURE_STATUS[outcome.failure];
    case "store_unavailable":
      return 503;
  }
}

export const CHANGE_STATUS = {
  changed: 200,
  refused: 409,
  invalid: 400,
  not_found: 404,
  store_unavailable: 503,
} as const satisfies Record<ChangeOutcome["kind"], number>;

/** The team's confirm and decline: the same statuses as a visitor's change. */
export const DECISION_STATUS = {
  decided: 200,
  refused: 409,
  invalid: 400,
  not_found: 404,
  store_unavailable: 503,
} as const satisfies Record<DecisionOutcome["kind"], number>;
