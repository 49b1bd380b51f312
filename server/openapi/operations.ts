import {
  type ApiCallName,
  bookingCalls,
  callNames,
  deliveryNames,
  isApiCallName,
} from "../../src/booking/calls";
import { slotsFor } from "../../src/booking/slots";
import { EXAMPLE_ID, EXAMPLE_TOKEN, exampleBooking } from "../agents/booking-example";
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_RULE } from "../booking/booking-service";
import { N8N_FAILURE_STATUS } from "../http/outcome-status";
import { answer, type OpenApiResponse, retryAfter, schemaRef, shared } from "./responses";
import type { RequestSchemaName } from "./schemas";

// The operations of the OpenAPI document, one per JSON endpoint of server/api/: the booking
// calls of src/booking/calls.ts, a booking's changes (bookings-api.ts) and the team's
// decisions (team-api.ts).

export interface ExampleFacts {
  siteUrl: string;
  timeZone: string;
  now: Date;
}

type Responses = Record<number, OpenApiResponse | { $ref: string }>;

interface Operation {
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
  responses: Responses;
}

/** A request body of the named schema (./schemas.ts), with its example. */
const body = (name: RequestSchemaName, example: unknown) => ({
  required: true as const,
  content: { "application/json": { schema: schemaRef(name), example } },
});

const bookingIdParameter = {
  name: "bookingId",
  in: "path",
  required: true,
  description: "The booking's id, as `bookingId` in the booking's answers.",
  schema: { type: "string" },
};

const idempotencyKeyParameter = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description: `${IDEMPOTENCY_KEY_RULE}. One per booking, the same on both booking calls and on any retry: a repeat is the booking the key made, never a second one. Generate a new UUID per booking; a key is bound to the client that first used it. Without it, the key is made from the request's content.`,
  schema: { type: "string", pattern: IDEMPOTENCY_KEY.source },
};

const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

const n8nStatuses = [...new Set(Object.values(N8N_FAILURE_STATUS))];

/** The visitor's booking as a change answers it, and the team's as a decision does. */
function bookingExamples({ siteUrl, timeZone, now }: ExampleFacts) {
  const booked = exampleBooking(timeZone, now);
  const common = {
    bookingId: EXAMPLE_ID,
    date: booked.date,
    timeSlot: booked.timeSlot,
    hours: booked.hours,
    timeZone,
    subject: booked.subject,
  };
  const manageUrl = new URL(`/bookings/${EXAMPLE_ID}?token=${EXAMPLE_TOKEN}`, siteUrl).href;
  const meetingUrl = "https://meet.example.com/consultation";
  return {
    booked,
    manageUrl,
    meetingUrl,
    cancelled: { ...common, state: "cancelled", sequence: 1, manageUrl },
    moved: {
      ...common,
      hours: 2,
      timeSlot: slotsFor(2)[1] as string,
      state: "requested",
      sequence: 1,
      manageUrl,
    },
    confirmed: {
      ...common,
      state: "confirmed",
      sequence: 1,
      meetingUrl,
      note: "See you then.",
      message: null,
    },
    declined: {
      ...common,
      state: "declined",
      sequence: 1,
      meetingUrl: null,
      note: null,
      message: "We are fully booked that day; please choose another.",
    },
  };
}

/** `POST /api/n8n/{call}`: each booking call of src/booking/calls.ts, by its kind. */
function bookingCallOperation(name: ApiCallName, facts: ExampleFacts): Operation {
  const examples = bookingExamples(facts);
  const common = { operationId: camel(name), tags: ["Booking"] };
  const answers = { 413: shared("TooLarge"), 415: shared("NotJson") };
  if (bookingCalls[name].kind === "lookup") {
    return {
      ...common,
      summary: "The booked slots of a day",
      description:
        "The slots already booked on a date (yyyy-MM-dd, in the company's zone): leave out every slot of your length that overlaps one of them. Costs one slot lookup of the client's rate limit.",
      requestBody: body("BookedSlotsQuery", { date: examples.booked.date }),
      responses: {
        200: answer("The day's booked slots.", "BookedSlots", {
          example: { bookedSlots: [slotsFor(1)[3]] },
        }),
        400: shared("Invalid"),
        ...answers,
        429: shared("RateLimited"),
        ...Object.fromEntries(
          n8nStatuses.map((status) => [
            status,
            answer(
              `The team's calendar (n8n) ${
                status === 502
                  ? "answered wrongly"
                  : status === 503
                    ? "could not be reached"
                    : "answered too slowly"
              }: nothing is known about the day, not even that it is free.${
                status === 503 ? " Or the store could not be read." : ""
              }`,
              status === 503 ? "SlotsUnavailable" : "N8nUnavailable",
            ),
          ]),
        ),
      },
    };
  }
  const [first, ...later] = deliveryNames;
  return {
    ...common,
    summary: name === first ? "Book a consultation: the first call" : "Book a consultation: the next call",
    description: `A booking is ${deliveryNames.length} calls with the same body and Idempotency-Key, in this order: ${[first, ...later].join(", then ")}. The booking is stored before the answer; the company's team confirms or declines it later. Each call costs one booking call of the client's rate limit.`,
    parameters: [idempotencyKeyParameter],
    requestBody: body("ConsultationRequest", examples.booked),
    responses: {
      200: answer(
        "Booked (or a repeat of the same key): `delivered` to the team, or `stored` (no n8n).",
        "BookingReceipt",
        {
          example: {
            status: "delivered",
            bookingId: EXAMPLE_ID,
            manageUrl: examples.manageUrl,
            date: examples.booked.date,
            timeSlot: examples.booked.timeSlot,
          },
        },
      ),
      202: answer("Booked and `queued`: kept, and delivered to the team when it can be.", "BookingReceipt"),
      400: shared("Invalid"),
      409: answer(
        "`slot_taken`: the slot overlaps another booking; read the free slots again. `key_in_use`: the key belongs to another client's booking. `cancelled` or `declined`: this key's booking ended since (its link is yours); a new key books again.",
        "BookingConflict",
      ),
      ...answers,
      422: answer("`idempotency_key_reused`: the key was used with other details.", "KeyReused"),
      429: answer(
        "`rate_limited` (with `Retry-After`): the client's rate limit is spent for now. `booking_limit`: a booking quota is reached (upcoming bookings per e-mail address and phone number, bookings per client address a day).",
        "BookingLimit",
        { headers: retryAfter },
      ),
      503: shared("StoreUnavailable"),
    },
  };
}

/** The security requirement of a token: the visitor's (`bookingToken`) or the team's (`teamToken`). */
const bearer = (scheme: "bookingToken" | "teamToken") => [{ [scheme]: [] as never[] }];

/** Every operation of the document, by its path (Hono's `:param` written `{param}`). */
export function operations(facts: ExampleFacts): Record<string, { post: Operation }> {
  const examples = bookingExamples(facts);
  const change = {
    tags: ["A visitor's booking"],
    security: bearer("bookingToken"),
    parameters: [bookingIdParameter],
  };
  const decision = { tags: ["The team"], security: bearer("teamToken"), parameters: [bookingIdParameter] };
  const changeRefused = answer(
    "The booking cannot change: `too_late` (online changes close 24 hours before the slot), `cancelled`, `declined`, `changed` (it changed meanwhile) or `slot_taken`.",
    "ChangeRefusal",
  );
  const decisionRefused = answer(
    "The booking cannot be decided on: `cancelled`, `declined`, `too_late` (its slot has started) or `changed` (it changed since the `sequence` sent).",
    "TeamRefusal",
  );
  const refusals = {
    404: shared("NotFound"),
    429: shared("RateLimited"),
    503: shared("StoreUnavailable"),
  };
  const withBody = { 400: shared("Invalid"), 413: shared("TooLarge"), 415: shared("NotJson") };
  return {
    ...Object.fromEntries(
      callNames
        .filter(isApiCallName)
        .map((name) => [`/api/n8n/${name}`, { post: bookingCallOperation(name, facts) }]),
    ),
    "/api/bookings/{bookingId}/cancel": {
      post: {
        ...change,
        operationId: "cancelBooking",
        summary: "Cancel a booking",
        description:
          "Cancels a requested or confirmed booking until 24 hours before its slot; its slot is free at once. Cancelling twice answers the cancelled booking. Costs one change of the client's rate limit.",
        responses: {
          200: answer("The booking as it is now.", "VisitorBookingAnswer", {
            example: { booking: examples.cancelled },
          }),
          ...refusals,
          409: changeRefused,
        },
      },
    },
    "/api/bookings/{bookingId}/reschedule": {
      post: {
        ...change,
        operationId: "rescheduleBooking",
        summary: "Move a booking to another slot",
        description:
          "Moves a requested or confirmed booking until 24 hours before its slot, with the booking form's rules; a confirmed booking becomes `requested` again, for the team to confirm the new time.",
        requestBody: body("Schedule", {
          date: examples.moved.date,
          hours: examples.moved.hours,
          timeSlot: examples.moved.timeSlot,
        }),
        responses: {
          200: answer("The booking as it is now.", "VisitorBookingAnswer", {
            example: { booking: examples.moved },
          }),
          ...withBody,
          ...refusals,
          409: changeRefused,
        },
      },
    },
    "/api/team/bookings/{bookingId}/confirm": {
      post: {
        ...decision,
        operationId: "confirmBooking",
        summary: "Confirm a booking (or change its meeting link)",
        description:
          "The company's team confirms a requested booking with its meeting link and a note to the visitor, or gives a confirmed one a new link. With `sequence`, only that version of the booking is decided on. The same decision twice is one.",
        requestBody: body("Confirm", { meetingUrl: examples.meetingUrl, note: "See you then.", sequence: 0 }),
        responses: {
          200: answer("The booking as it is now.", "TeamBookingAnswer", {
            example: { booking: examples.confirmed },
          }),
          ...withBody,
          ...refusals,
          409: decisionRefused,
        },
      },
    },
    "/api/team/bookings/{bookingId}/decline": {
      post: {
        ...decision,
        operationId: "declineBooking",
        summary: "Decline a booking",
        description:
          "The company's team declines a requested or confirmed booking, with a message to the visitor if it likes; its slot is free at once.",
        requestBody: body("Decline", { message: examples.declined.message, sequence: 0 }),
        responses: {
          200: answer("The booking as it is now.", "TeamBookingAnswer", {
            example: { booking: examples.declined },
          }),
          ...withBody,
          ...refusals,
          409: decisionRefused,
        },
      },
    },
  };
}
