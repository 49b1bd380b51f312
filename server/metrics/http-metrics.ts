import type { Context } from "hono";
import { routePath } from "hono/route";
import { Counter, Histogram, type Registry } from "prom-client";

declare module "hono" {
  interface ContextVariableMap {
    /** The request's `route` label, when the handler knows better than its Hono pattern (a page, a file). */
    metricsRoute: string | undefined;
  }
}

// Every label value comes from a fixed set the code owns, never from the request: a flood
// of unknown paths or made-up methods adds no series (docs/architecture.md#metrics).

/** Any path that is no page, file or route of the app. */
export const NOT_FOUND_ROUTE = "not_found";
/** The built and public files (hashed names change with every build). */
export const STATIC_ROUTE = "static";
/** The canonical-URL 301 (server/pages/canonical-url.ts). */
export const REDIRECT_ROUTE = "redirect";

/** The methods labelled as themselves; anything else is `other`. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The route of a response Hono made: what its handler set, else the pattern of the route
 * that answered (`/bookings/:bookingId`, `/api/n8n/:endpoint`). A catch-all (`/api/*`'s
 * JSON 404) found nothing: not found.
 */
export function honoRoute(c: Context): string {
  const set = c.get("metricsRoute");
  if (set !== undefined) return set;
  const pattern = routePath(c);
  return pattern === "" || pattern.endsWith("*") ? NOT_FOUND_ROUTE : pattern;
}

/**
 * Counts and times one response: its route label, method, status and when it began
 * (`performance.now()`); the time is until the response was handed to Node, as in the log line.
 */
export type ObserveRequest = (route: string, method: string, status: number, started: number) => void;

/** Kept answers take tens of microseconds, renders and bookings milliseconds to seconds. */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** `http_requests_total` and `http_request_duration_seconds` on `registry`. */
export function httpMetrics(registry: Registry): ObserveRequest {
  const requests = new Counter({
    name: "http_requests_total",
    help: "Answers sent, by route pattern, method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer being handed to Node, by route pattern.",
    labelNames: ["route"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return (route, method, status, started) => {
    requests.inc({ route, method: METHODS.has(method) ? method : "other", status: String(status) });
    durations.observe({ route }, (performance.now() - started) / 1000);
  };
}
