import {
  type ApiCallName,
  bookingCalls,
  callNames,
  deliveryNames,
  isApiCallName,
} from "../../src/booking/calls";
import { slotsFor } from "../../src/booking/slots";
import { EXAMPLE_ID } from "../agents/booking-example";
import { CLOSED_DAYS_CACHE } from "../api/outcome-bodies";
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_RULE } from "../booking/booking-service";
import type { N8N_FAILURE_STATUS } from "../http/outcome-status";
import { bookingExamples, type ExampleFacts } from "./examples";
import { body, type Operation, response, retryAfter, shared } from "./responses";

// The operations of the OpenAPI document, one per JSON endpoint of server/api/: the booking
// calls (n8n-api.ts), the closed days (closed-days-api.ts), a booking's changes
// (bookings-api.ts) and the team's decisions (team-api.ts).

type Examples = ReturnType<typeof bookingExamples>;

const idempotencyKeyParameter = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description: `${IDEMPOTENCY_KEY_RULE}. One per booking, the same on both booking calls and on any retry: a repeat is the booking the key made, never a second one. Generate a new UUID per booking; a key is bound to the client that first used it. Without it, the key is made from the request's content and the client's address: another client's identical request is a booking of its own.`,
  schema: { type: "string", pattern: IDEMPOTENCY_KEY.source },
};

const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The slot lookup's result when n8n failed: nothing is known; a 503 may be the store's too. */
const n8nFailed = (how: string, store = "") =>
  response(
    `The team's calendar (n8n) ${how}: nothing is known about the day, not even that it is free.${store}`,
    store ? "SlotsUnavailable" : "N8nUnavailable",
  );

/** `POST /api/n8n/{call}`: each booking call of src/booking/calls.ts, by its kind. */
function bookingCallOperation(name: ApiCallName, examples: Examples): Operation {
  // Open to anyone: no token (an empty requirement says so, rather than leaving it unsaid).
  const common = { operationId: camel(name), tags: ["Booking"], security: [] };
  const bodyRefusals = { 413: shared("TooLarge"), 415: shared("NotJson") };
  if (bookingCalls[name].kind === "lookup") {
    return {
      ...common,
      summary: "The booked slots of a day",
      description:
        "The slots already booked on a date (yyyy-MM-dd, in the company's zone): leave out every slot of your length that overlaps one of them. Costs one slot lookup of the client's rate limit.",
      requestBody: body("BookedSlotsQuery", { date: examples.booked.date }),
      responses: {
        200: response("The day's booked slots.", "BookedSlots", {
          example: { bookedSlots: [slotsFor(1)[3]] },
        }),
        400: shared("Invalid"),
        ...bodyRefusals,
        429: shared("RateLimited"),
        // Every status of N8N_FAILURE_STATUS, and only those.
        ...({
          502: n8nFailed("answered wrongly"),
          503: n8nFailed("could not be reached", " Or the store could not be read."),
          504: n8nFailed("answered too slowly"),
        } satisfies Record<(typeof N8N_FAILURE_STATUS)[keyof typeof N8N_FAILURE_STATUS], unknown>),
      },
    };
  }
  const [first] = deliveryNames;
  return {
    ...common,
    summary: name === first ? "Book a consultation: the first call" : "Book a consultation: the next call",
    description: `A booking is ${deliveryNames.length} calls with the same body and Idempotency-Key, in this order: ${deliveryNames.join(", then ")}. The booking is stored before the answer; the company's team confirms or declines it later. Each call costs one booking call of the client's rate limit.`,
    parameters: [idempotencyKeyParameter],
    requestBody: body("ConsultationRequest", examples.booked),
    responses: {
      200: response(
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
      202: response("Booked and `queued`: kept, and delivered to the team when it can be.", "BookingReceipt"),
      400: shared("Invalid"),
      409: response(
        "`slot_taken`: the slot overlaps another booking (or lies within the buffer kept around one); read the free slots again. `day_closed`: the company is closed that day (the message says why); choose another date. `day_full`: the day holds as many bookings as the company takes in a day; choose another date. `key_in_use`: the key belongs to another client's booking. `cancelled` or `declined`: this key's booking ended since (its link is yours); a new key books again.",
        "BookingConflict",
      ),
      ...bodyRefusals,
      422: response("`idempotency_key_reused`: the key was used with other details.", "KeyReused"),
      429: response(
        "`rate_limited` (with `Retry-After`): the client's rate limit is spent for now. `booking_limit`: a booking quota is reached (upcoming bookings per e-mail address and phone number, bookings per client address a day).",
        "BookingLimit",
        { headers: retryAfter },
      ),
      503: shared("StoreUnavailable"),
    },
  };
}

/** `GET /api/closed-days`: the closed dates of the booking window. */
function closedDaysOperation(examples: Examples): Operation {
  return {
    operationId: "listClosedDays",
    tags: ["Booking"],
    security: [],
    summary: "The closed days ahead",
    description: `The dates (yyyy-MM-dd, in the company's zone) the company closed from the first to the last date a booking may take, earliest first, each with its reason: no slot is free on them, so there is no need to look them up. No parameters. Costs one slot lookup of the client's rate limit; \`Cache-Control: ${CLOSED_DAYS_CACHE}\`.`,
    responses: {
      200: response("The closed days of the booking window (none: an empty list).", "ClosedDays", {
        example: { closedDays: [{ date: examples.booked.date, reason: "Public holiday" }] },
      }),
      429: shared("RateLimited"),
      503: response(
        "The store could not be read just now; try again after `Retry-After`.",
        "StoreUnavailable",
        {
          headers: retryAfter,
        },
      ),
    },
  };
}

const bookingIdParameter = {
  name: "bookingId",
  in: "path",
  required: true,
  description: "The booking's id, as `bookingId` in the booking's answers.",
  schema: { type: "string" },
};

/** The security requirement of a token: the visitor's (`bookingToken`) or the team's (`teamToken`). */
const bearer = (scheme: "bookingToken" | "teamToken") => [{ [scheme]: [] as never[] }];

/** Every operation of the document, by its path (Hono's `:param` written `{param}`). */
export function operations(facts: ExampleFacts): Record<string, { post: Operation } | { get: Operation }> {
  const examples = bookingExamples(facts);
  const change = {
    tags: ["A visitor's booking"],
    security: bearer("bookingToken"),
    parameters: [bookingIdParameter],
  };
  const decision = { tags: ["The team"], security: bearer("teamToken"), parameters: [bookingIdParameter] };
  const changeRefused = response(
    "The booking cannot change: `too_late` (online changes close 24 hours before the slot), `cancelled`, `declined`, `changed` (it changed meanwhile), `slot_taken` (the slot overlaps another booking or its buffer), `day_closed` (the company is closed that day; the message says why), `day_full` (the day holds as many bookings as the company takes in a day) or `too_many_changes` (moved as often as a visitor may move one online, `BOOKING_MAX_MOVES`).",
    "ChangeRefusal",
  );
  const decisionRefused = response(
    "The booking cannot be decided on: `cancelled`, `declined`, `too_late` (its slot has started) or `changed` (it changed since the `sequence` sent).",
    "TeamRefusal",
  );
  const withBody = { 400: shared("Invalid"), 413: shared("TooLarge"), 415: shared("NotJson") };
  /** The responses of a change or a decision: the booking as it is now, or why it is not. */
  const answers = (
    name: "VisitorBookingAnswer" | "TeamBookingAnswer",
    booking: object,
    refused: typeof changeRefused,
  ) => ({
    200: response("The booking as it is now.", name, { example: { booking } }),
    404: shared("NotFound"),
    409: refused,
    429: shared("RateLimited"),
    503: shared("StoreUnavailable"),
  });
  return {
    ...Object.fromEntries(
      callNames
        .filter(isApiCallName)
        .map((name) => [`/api/n8n/${name}`, { post: bookingCallOperation(name, examples) }]),
    ),
    "/api/closed-days": { get: closedDaysOperation(examples) },
    "/api/bookings/{bookingId}/cancel": {
      post: {
        ...change,
        operationId: "cancelBooking",
        summary: "Cancel a booking",
        description:
          "Cancels a requested or confirmed booking until 24 hours before its slot; its slot is free at once. Cancelling twice answers the cancelled booking. Costs one change of the client's rate limit. No body is needed; a body sent must be a JSON object (its keys are not read).",
        responses: { ...withBody, ...answers("VisitorBookingAnswer", examples.cancelled, changeRefused) },
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
        responses: { ...withBody, ...answers("VisitorBookingAnswer", examples.moved, changeRefused) },
      },
    },
    "/api/team/bookings/{bookingId}/confirm": {
      post: {
        ...decision,
        operationId: "confirmBooking",
        summary: "Confirm a booking (or change its meeting link)",
        description:
          "The company's team confirms a requested booking with its meeting link and a note to the visitor, or gives a confirmed one a new link. With `sequence`, only that version of the booking is decided on. The same confirm twice is one; a declined, cancelled or started booking is refused (409).",
        requestBody: body("Confirm", { meetingUrl: examples.meetingUrl, note: "See you then.", sequence: 0 }),
        responses: { ...withBody, ...answers("TeamBookingAnswer", examples.confirmed, decisionRefused) },
      },
    },
    "/api/team/bookings/{bookingId}/decline": {
      post: {
        ...decision,
        operationId: "declineBooking",
        summary: "Decline a booking",
        description:
          "The company's team declines a requested or confirmed booking, with a message to the visitor if it likes; its slot is free at once. The body may be left out (no message, any version).",
        requestBody: body("Decline", { message: examples.declined.message, sequence: 0 }, false),
        responses: { ...withBody, ...answers("TeamBookingAnswer", examples.declined, decisionRefused) },
      },
    },
  };
}
