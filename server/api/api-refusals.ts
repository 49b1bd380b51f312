import type { Context, MiddlewareHandler } from "hono";
import type { Cost } from "../http/client";
import type { notFoundSchema, RefusalOf, rateLimitedSchema } from "./body-schemas";

// The refusals every JSON endpoint (/api/n8n/*, /api/bookings/*, /api/team/*) words the
// same way, in one place (docs/architecture.md#booking-calls). The body's own refusals
// (415, 413, 400) are ./json-body.ts's.

/** A path under the API that names no endpoint. */
export const noSuchEndpoint = (c: Context) =>
  c.json(
    { error: "not_found", message: "No such API endpoint." } satisfies RefusalOf<typeof notFoundSchema>,
    404,
  );

/** Any method but POST. */
export const postOnly = (c: Context) =>
  c.json({ error: "method_not_allowed", message: "Use POST." }, 405, { Allow: "POST" });

/** The client's rate limit is spent for now. */
export const rateLimited = (c: Context, retryAfterSeconds: number) =>
  c.json(
    {
      error: "rate_limited",
      message: "Too many requests. Please wait a moment and try again.",
    } satisfies RefusalOf<typeof rateLimitedSchema>,
    429,
    {
      "Retry-After": String(retryAfterSeconds),
    },
  );

/**
 * What every endpoint checks before its body (./json-body.ts): 404 for a name that is no
 * endpoint (`costOf` gives no cost), 405 for any method but POST, 429 once the client's
 * rate limit is spent. `param`: the path parameter that names the endpoint.
 */
export const endpointGate =
  (param: string, costOf: (name: string) => Cost | undefined): MiddlewareHandler =>
  async (c, next) => {
    const cost = costOf(c.req.param(param) ?? "");
    if (cost === undefined) return noSuchEndpoint(c);
    if (c.req.method !== "POST") return postOnly(c);
    const wait = c.get("client").spend(cost);
    if (wait !== null) return rateLimited(c, wait);
    await next();
  };
