import { z } from "zod";
import type { CompanyCalendar } from "../../src/booking/calendar";
import { DEFAULT_CALENDAR } from "../../src/booking/default-calendar";
import { createConsultationSchema, FORM_ONLY_FIELDS } from "../../src/booking/schema";

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as zod writes it. */
export type JsonSchema = z.core.JSONSchema.BaseSchema;

/**
 * What may be sent (zod's input side); anything unrepresentable left open; pipes checked on
 * both sides; the form's anti-spam extras left out.
 */
const settings = {
  io: "input",
  unrepresentable: "any",
  override: (context: OverrideContext) => {
    addPipesSecondCheck(context);
    leaveOutFormOnlyFields(context);
  },
} as const;

type OverrideContext = { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema };

/**
 * The honeypot and the render time are the booking form's own: described, a client would
 * send them as described and be taken for a bot, its booking answered and dropped.
 */
function leaveOutFormOnlyFields({ zodSchema, jsonSchema }: OverrideContext) {
  if (zodSchema._zod.def.type !== "object" || !jsonSchema.properties) return;
  for (const name of FORM_ONLY_FIELDS) delete jsonSchema.properties[name];
}

/**
 * What a pipe of two checks accepts: a value must pass both sides. zod's input side is the
 * first alone (`z.array(z.unknown()).pipe(z.array(z.enum(…)))` would lose its names), so
 * the second is added with `allOf` when it checks rather than transforms.
 */
function addPipesSecondCheck({ zodSchema, jsonSchema }: OverrideContext) {
  if (zodSchema._zod.def.type !== "pipe") return;
  const { in: first, out: second } = zodSchema._zod.def;
  if (first._zod.traits.has("$ZodTransform") || second._zod.traits.has("$ZodTransform")) return;
  const { $schema: _, ...checked } = z.toJSONSchema(second, settings);
  jsonSchema.allOf = [...(jsonSchema.allOf ?? []), checked];
}

/**
 * Named zod schemas as the `components.schemas` of an OpenAPI document: each as JSON
 * Schema of what may be sent (zod's `input`: before defaults and transforms; an object
 * allows keys it does not name, as zod drops them, and a response body may gain fields), a
 * named schema inside another as a `$ref` to it. Rules JSON Schema cannot say (the booking
 * window, a slot that fits its hours) stay with the schema's own 400 response; anything
 * unrepresentable is left open rather than failing the document.
 */
export function componentSchemas<Name extends string>(named: Record<Name, z.core.$ZodType>) {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named) as [Name, z.core.$ZodType][]) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { ...settings, uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(
    // `$id` would be the uri above, a fragment, which JSON Schema does not allow there.
    Object.entries(schemas).map(([id, { $schema: _, $id: __, id: ___, ...schema }]) => [id, schema]),
  ) as Record<Name, unknown> as Record<Name, JsonSchema>;
}

/** `make` of a zone and the company's calendar, made once per both (not per request). */
export function perCalendar<Made>(make: (timeZone: string, calendar: CompanyCalendar) => Made) {
  const made = new Map<string, Made>();
  return (timeZone: string, calendar: CompanyCalendar = DEFAULT_CALENDAR): Made => {
    const key = `${timeZone} ${JSON.stringify(calendar)}`;
    const value = made.get(key) ?? make(timeZone, calendar);
    made.set(key, value);
    return value;
  };
}

/**
 * A booking request as JSON Schema of what may be sent, each field with its description, as
 * the OpenAPI document writes it. The MCP tools' input schemas and the agent guide's field
 * table are made with it too, so each field is described once: by its `.meta()` in
 * src/booking/schema.ts.
 */
export const bookingRequestSchema = perCalendar((timeZone, calendar): JsonSchema => {
  const { $schema: _, ...json } = z.toJSONSchema(createConsultationSchema({ timeZone, calendar }), settings);
  return json;
});
