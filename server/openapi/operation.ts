import { type OpenApiResponse, schemaRef } from "./responses";
import type { RequestSchemaName } from "./schemas";

/** An OpenAPI Operation Object, as the document writes them. */
export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security?: Record<string, never[]>[];
  parameters?: unknown[];
  requestBody?: {
    required: true;
    content: { "application/json": { schema: { $ref: string }; example: unknown } };
  };
  responses: Record<number, OpenApiResponse | { $ref: string }>;
}

/** A request body of the named schema (./schemas.ts), with its example. */
export const body = (name: RequestSchemaName, example: unknown) => ({
  required: true as const,
  content: { "application/json": { schema: schemaRef(name), example } },
});
