import type { Context } from "hono";
import type { notFoundSchema, notJsonSchema, RefusalOf, rateLimitedSchema } from "./answer-schemas";

// The refusals every JSON endpoint (/api/n8n/*, /api/bookings/*) words the same way, in
// one place (docs/architecture.md#booking-calls). The body's own refusals (413, 400) are
// readJsonBody's.

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

/** A body that is not JSON. */
export const notJson = (c: Context) =>
  c.json(
    {
      error: "unsupported_media_type",
      message: "Send the body as application/json.",
    } satisfies RefusalOf<typeof notJsonSchema>,
    415,
  );
