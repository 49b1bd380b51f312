import { type ApiCallName, bookingCalls, deliveryNames } from "../../src/booking/calls";
import { slotsFor } from "../../src/booking/slots";
import { EXAMPLE_ID } from "../agents/booking-example";
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_RULE } from "../booking/booking-service";
import type { N8N_FAILURE_STATUS } from "../http/outcome-status";
import { bookingExamples, type ExampleFacts } from "./examples";
import { body, type Operation, response, retryAfter, shared } from "./responses";

// `POST /api/n8n/{call}` of the OpenAPI document: the booking calls of src/booking/calls.ts
// that are endpoints (server/api/n8n-api.ts), each described by its kind.

const idempotencyKeyParameter = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description: `${IDEMPOTENCY_KEY_RULE}. One per booking, the same on both booking calls and on any retry: a repeat is the booking the key made, never a second one. Generate a new UUID per booking; a key is bound to the client that first used it. Without it, the key is made from the request's content.`,
  schema: { type: "string", pattern: IDEMPOTENCY_KEY.source },
};

const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The slot lookup's answer when n8n failed: nothing is known; a 503 may be the store's too. */
const n8nFailed = (how: string, store = "") =>
  response(
    `The team's calendar (n8n) ${how}: nothing is known about the day, not even that it is free.${store}`,
    store ? "SlotsUnavailable" : "N8nUnavailable",
  );

/** `POST /api/n8n/{call}`: each booking call of src/booking/calls.ts, by its kind. */
export function bookingCallOperation(name: ApiCallName, facts: ExampleFacts): Operation {
  const examples = bookingExamples(facts);
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
  const [first, ...later] = deliveryNames;
  return {
    ...common,
    summary: name === first ? "Book a consultation: the first call" : "Book a consultation: the next call",
    description: `A booking is ${deliveryNames.length} calls with the same body and Idempotency-Key, in this order: ${[first, ...later].join(", then ")}. The booking is stored before the answer; the company's team confirms or declines it later. Each call costs one booking call of the client's rate limit.`,
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
