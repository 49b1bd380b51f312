import type { Context } from "hono";
import type { z } from "zod";
import { FIELDS_NEED_ATTENTION } from "../../src/booking/messages";
import { type FieldIssue, parseWith } from "../../src/booking/schema";
import type { Body } from "./body-schemas";
import { readBody, sendsJson } from "./read-body";

/** The largest JSON body any endpoint reads. */
export const MAX_BODY_BYTES = 32 * 1024;

/** What a body that breaks the schema gets: the fields to fix, each in the booking rules' words. */
export const invalidBody = (issues: FieldIssue[]): Body<"Invalid"> => ({
  error: "invalid_request",
  message: FIELDS_NEED_ATTENTION,
  issues,
});

/**
 * The one way into every JSON endpoint (`/api/n8n/*`, `/api/bookings/*`, `/api/team/*`):
 * 415 unless the body is `application/json`, 413 past MAX_BODY_BYTES (read from Node's
 * stream and stopped at the limit: ./read-body.ts), 400 `invalid_json`, 400
 * `invalid_request` with `schema`'s issues (`refuse` writes that response when the caller
 * counts it too); else the body as `schema` parsed it. It is judged on the request alone,
 * so it comes before any token is checked or booking read. This is the API's one parse of
 * the body: the services take the typed value.
 */
export async function jsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  refuse: (issues: FieldIssue[]) => Response = (issues) => c.json(invalidBody(issues), 400),
  { optional = false }: { optional?: boolean } = {},
): Promise<z.output<Schema> | Response> {
  const notJson = () => {
    const message = "Send the body as application/json, uncompressed.";
    return c.json({ error: "unsupported_media_type", message } satisfies Body<"NotJson">, 415);
  };
  // An endpoint whose body is `optional` reads it first: an empty one, whatever its type, is none.
  if (!optional && !sendsJson(c)) return notJson();
  const text = await readBody(c, MAX_BODY_BYTES);
  if (text === null) {
    // The rest is not read, so the connection closes.
    const message = `The body may be at most ${MAX_BODY_BYTES} bytes.`;
    const body = { error: "payload_too_large", message } satisfies Body<"TooLarge">;
    return c.json(body, 413, { Connection: "close" });
  }
  if (optional && text === "") return parseOrRefuse(schema, {}, refuse);
  if (optional && !sendsJson(c)) return notJson();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return c.json(
      {
        error: "invalid_json",
        message: "The body is not valid JSON.",
        issues: [{ path: "", message: "Malformed JSON" }],
      } satisfies Body<"Invalid">,
      400,
    );
  }
  return parseOrRefuse(schema, body, refuse);
}

function parseOrRefuse<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  refuse: (issues: FieldIssue[]) => Response,
): z.output<Schema> | Response {
  const parsed = parseWith(schema, body);
  return "value" in parsed ? parsed.value : refuse(parsed.issues);
}
