import { z } from "zod";
import { BOOKING_STATES } from "../../src/booking/booking-states";
import { bookedSlotsResponseSchema, MAX_ISSUES } from "../../src/booking/schema";
import { CHANGE_REFUSALS } from "../booking/change-service";
import { TEAM_REFUSALS } from "../booking/team-service";
import { N8N_FAILURE_STATUS } from "../http/outcome-status";

// What the JSON API answers, as zod schemas: the body builders (./outcome-bodies.ts,
// ./api-refusals.ts, ./json-body.ts) are typed by them, and the OpenAPI document
// (server/openapi/) describes its responses with them. The requests' schemas are the
// booking rules' own (src/booking/schema.ts, team-schema.ts).

const keys = <Codes extends Record<string, unknown>>(codes: Codes) =>
  Object.keys(codes) as [keyof Codes & string, ...(keyof Codes & string)[]];

/** A refusal: a code a program branches on, and a sentence to show a person. */
const refusalSchema = <const Code extends string>(codes: readonly [Code, ...Code[]]) =>
  z.object({ error: z.enum(codes), message: z.string() });

/** 400: what to fix, field by field (`path` "" for the whole body, or the header's name). */
export const invalidBodySchema = z.object({
  error: z.enum(["invalid_request", "invalid_json"]),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).max(MAX_ISSUES),
});

/** A booking and its private page, as a booking call answers it (also a replay, with its slot as it is now). */
const bookingRef = {
  bookingId: z.string(),
  manageUrl: z.url(),
  date: z.string(),
  timeSlot: z.string(),
};

/** 200 `delivered` or `stored` (standalone), 202 `queued`: the booking is kept either way. */
export const receiptSchema = z.object({
  status: z.enum(["delivered", "stored", "queued"]),
  ...bookingRef,
});

/** 409: a replayed key whose booking was cancelled or declined since; its link is the caller's own. */
const endedBodySchema = z.object({
  error: z.enum(["cancelled", "declined"]),
  message: z.string(),
  ...bookingRef,
});

/** 502, 503, 504 of the slot lookup: n8n replied wrongly, could not be reached, or too slowly. */
const n8nUnavailableSchema = z.object({
  error: z.literal("n8n_unavailable"),
  failure: z.enum(keys(N8N_FAILURE_STATUS)),
  message: z.string(),
});

/** What was booked, in the company's zone, and its state: what the visitor's and the team's bodies share. */
const booked = {
  bookingId: z.string(),
  date: z.string(),
  timeSlot: z.string(),
  hours: z.number().int().min(1),
  timeZone: z.string(),
  subject: z.string(),
  state: z.enum(BOOKING_STATES),
  sequence: z.number().int().min(0),
};

/** A booking as its visitor's API shows it: the meeting link only while confirmed, never the team's link. */
export const visitorBookingSchema = z.object({
  ...booked,
  meetingUrl: z.url().optional(),
  manageUrl: z.url(),
});

/** A booking as the team's API shows it: no link at all; the note and message only in their states. */
export const teamBookingSchema = z.object({
  ...booked,
  meetingUrl: z.url().nullable(),
  note: z.string().nullable(),
  message: z.string().nullable(),
});

/** 200 of `GET /api/closed-days`: the dates the team closed within the booking window, earliest first. */
export const closedDaysSchema = z.object({
  closedDays: z.array(z.object({ date: z.iso.date(), reason: z.string() })),
});

export const notFoundSchema = refusalSchema(["not_found"]);
export const teamRefusalSchema = refusalSchema(keys(TEAM_REFUSALS));
const rateLimitedSchema = refusalSchema(["rate_limited"]);
const storeUnavailableSchema = refusalSchema(["store_unavailable"]);

/**
 * The response bodies by their names under `components.schemas` of /openapi.json. The
 * names are published (clients generate types from them): kept, though a body is a
 * "result" in our code.
 */
export const bodySchemas = {
  BookedSlots: bookedSlotsResponseSchema,
  BookingReceipt: receiptSchema,
  EndedBooking: endedBodySchema,
  /** 409 of a booking call. */
  BookingConflict: z.union([
    refusalSchema(["slot_taken", "day_closed", "day_full", "key_in_use"]),
    endedBodySchema,
  ]),
  /** 422 of a booking call. */
  KeyReused: refusalSchema(["idempotency_key_reused"]),
  /** 429 of a booking call: the rate limit (with `Retry-After`), or a booking quota. */
  BookingLimit: z.union([rateLimitedSchema, refusalSchema(["booking_limit"])]),
  N8nUnavailable: n8nUnavailableSchema,
  /** 503 of the slot lookup: n8n could not be reached, or the store could not be read. */
  SlotsUnavailable: z.union([n8nUnavailableSchema, storeUnavailableSchema]),
  VisitorBooking: visitorBookingSchema,
  VisitorBookingAnswer: z.object({ booking: visitorBookingSchema }),
  ChangeRefusal: refusalSchema(keys(CHANGE_REFUSALS)),
  TeamBooking: teamBookingSchema,
  TeamBookingAnswer: z.object({ booking: teamBookingSchema }),
  TeamRefusal: teamRefusalSchema,
  ClosedDays: closedDaysSchema,
  Invalid: invalidBodySchema,
  NotFound: notFoundSchema,
  TooLarge: refusalSchema(["payload_too_large"]),
  NotJson: refusalSchema(["unsupported_media_type"]),
  RateLimited: rateLimitedSchema,
  StoreUnavailable: storeUnavailableSchema,
} as const;

/** A body as its builder writes it, by its published name: each builder is checked against it. */
export type Body<Name extends keyof typeof bodySchemas> = z.input<(typeof bodySchemas)[Name]>;
