import type { Context, MiddlewareHandler } from "hono";
import type { Cost } from "../http/client";
import type { Body } from "./body-schemas";

/** 429 once the client's rate limit is spent (with `Retry-After`), else null: `cost` is taken. */
function overLimit(c: Context, cost: Cost): Response | null {
  const wait = c.get("client").spend(cost);
  if (wait === null) return null;
  const message = "Too many requests. Please wait a moment and try again.";
  const body = { error: "rate_limited", message } satisfies Body<"RateLimited">;
  return c.json(body, 429, { "Retry-After": String(wait) });
}

/**
 * What every JSON endpoint (/api/n8n/*, /api/bookings/*, /api/team/*) checks before its body
 * (./json-body.ts), worded the same way for all (docs/architecture.md#the-json-api): 404 for
 * a name that is no endpoint (`costOf` gives no cost), 405 for any method but POST, 429 once
 * the client's rate limit is spent. `param`: the path parameter that names the endpoint.
 */
export const endpointGate =
  (param: string, costOf: (name: string) => Cost | undefined): MiddlewareHandler =>
  async (c, next) => {
    const cost = costOf(c.req.param(param) ?? "");
    if (cost === undefined) {
      const body = { error: "not_found", message: "No such API endpoint." } satisfies Body<"NotFound">;
      return c.json(body, 404);
    }
    if (c.req.method !== "POST")
      return c.json({ error: "method_not_allowed", message: "Use POST." }, 405, { Allow: "POST" });
    return overLimit(c, cost) ?? next();
  };

/**
 * The same checks for a read-only endpoint without a body (/api/closed-days): 405 for any
 * method but GET and HEAD, 429 once the client's rate limit is spent.
 */
export const readGate =
  (cost: Cost): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD")
      return c.json({ error: "method_not_allowed", message: "Use GET." }, 405, { Allow: "GET, HEAD" });
    return overLimit(c, cost) ?? next();
  };
