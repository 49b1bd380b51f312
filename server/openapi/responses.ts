import type { bodySchemas } from "../api/body-schemas";
import { MAX_BODY_BYTES } from "../api/n8n-api";
import type { requestSchemas } from "./request-schemas";

// The parts of the OpenAPI document's operations (./operations.ts): request bodies and
// responses, each a schema of `components.schemas` by its name.

/** An OpenAPI Response Object with a JSON body. */
interface OpenApiResponse {
  description: string;
  headers?: Record<string, unknown>;
  content: { "application/json": { schema: { $ref: string }; example?: unknown } };
}

/** An OpenAPI Operation Object, as the document writes them. */
export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security?: Record<string, never[]>[];
  parameters?: unknown[];
  requestBody?: ReturnType<typeof body>;
  responses: Record<number, OpenApiResponse | { $ref: string }>;
}

/** A reference to a schema of `components.schemas`. */
const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A request body of the named schema (`requestSchemas`), with its example; `required` false where it may be left out. */
export const body = (name: keyof ReturnType<typeof requestSchemas>, example: unknown, required = true) => ({
  required,
  content: { "application/json": { schema: schemaRef(name), example } },
});

/** A response whose body is the named schema. */
export function response(
  description: string,
  name: keyof typeof bodySchemas,
  extra: { example?: unknown; headers?: Record<string, unknown> } = {},
): OpenApiResponse {
  const { example, headers } = extra;
  return {
    description,
    ...(headers && { headers }),
    content: { "application/json": { schema: schemaRef(name), ...(example !== undefined && { example }) } },
  };
}

export const retryAfter = {
  "Retry-After": {
    description: "Seconds to wait before trying again.",
    schema: { type: "integer", minimum: 1 },
  },
};

/** The responses several endpoints share, kept once under `components.responses`. */
export const sharedResponses = {
  Invalid: response(
    "The body is not valid JSON, or a field breaks a rule: `issues` names each field and what to fix, in plain words (at most 20).",
    "Invalid",
  ),
  NotFound: response(
    "No such booking, or the token is missing or wrong (also the other kind of token): the same answer, so a token cannot be found by trying.",
    "NotFound",
  ),
  TooLarge: response(`The body is larger than ${MAX_BODY_BYTES} bytes; the rest is not read.`, "TooLarge"),
  NotJson: response("The body is not `application/json`.", "NotJson"),
  RateLimited: response("The client's rate limit is spent for now (per client address).", "RateLimited", {
    headers: retryAfter,
  }),
  StoreUnavailable: response("Nothing was saved just now; try again in a minute.", "StoreUnavailable"),
} as const;

/** A reference to a shared response. */
export const shared = (name: keyof typeof sharedResponses) => ({ $ref: `#/components/responses/${name}` });
