import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import type { BookOutcome } from "../booking/booking-service";
import type { ObserveN8nCall } from "../n8n/timed-client";
import { httpMetrics, type ObserveRequest } from "./http-metrics";
import { type OutboxMetricsDeps, outboxMetrics } from "./outbox-metrics";

/**
 * One site's metrics (docs/architecture.md#metrics): a registry of its own, never
 * prom-client's global one, so several sites (tests) each count their own.
 */
export interface SiteMetrics {
  registry: Registry;
  request: ObserveRequest;
  /** Records what the booking service made of one booking call. */
  booking: (outcome: BookOutcome["kind"]) => void;
  n8nCall: ObserveN8nCall;
}

/** The booking service's outcomes (BookOutcome), each with what it means when it needs saying. */
const BOOK_OUTCOMES = {
  booked: "a new booking",
  replayed: "a later call of a booking, or a retry",
  spam: "",
  ended: "",
  invalid: "",
  slot_taken: "",
  day_closed: "a day the team closed",
  day_full: "a day at its daily limit",
  over_quota: "",
  key_reused: "",
  key_in_use: "",
  store_unavailable: "",
} satisfies Record<BookOutcome["kind"], string>;

/** An n8n call answers within `N8N_TIMEOUT_MS` (at most 8.5 s). */
const N8N_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 8.5];

export function createSiteMetrics(outbox: OutboxMetricsDeps): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  outboxMetrics(registry, outbox);
  const bookings = new Counter({
    name: "bookings_total",
    help: `Booking calls by the booking service's outcome: ${Object.entries(BOOK_OUTCOMES)
      .map(([outcome, meaning]) => (meaning ? `${outcome} (${meaning})` : outcome))
      .join(", ")}.`,
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  // Every outcome from the start, at 0: a rate over a series that appears only at its first
  // event misses that event, and a dashboard shows the outcomes that never happened.
  for (const outcome of Object.keys(BOOK_OUTCOMES)) bookings.inc({ outcome }, 0);
  const n8n = new Histogram({
    name: "n8n_request_duration_seconds",
    help: "n8n webhook calls (slot lookups and outbox deliveries) by webhook and outcome: ok, status, shape, unreachable, timeout.",
    labelNames: ["webhook", "outcome"] as const,
    buckets: N8N_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    request: httpMetrics(registry),
    booking: (outcome) => bookings.inc({ outcome }),
    n8nCall: (webhook, outcome, seconds) => n8n.observe({ webhook, outcome }, seconds),
  };
}
