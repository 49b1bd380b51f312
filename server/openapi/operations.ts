import { callNames, isApiCallName } from "../../src/booking/calls";
import { bookingCallOperation } from "./booking-call-operations";
import { bookingExamples, type ExampleFacts } from "./examples";
import { body, type Operation, response, shared } from "./responses";

// The operations of the OpenAPI document, one per JSON endpoint of server/api/: the booking
// calls (./booking-call-operations.ts), a booking's changes (bookings-api.ts) and the
// team's decisions (team-api.ts).

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
export function operations(facts: ExampleFacts): Record<string, { post: Operation }> {
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
        .map((name) => [`/api/n8n/${name}`, { post: bookingCallOperation(name, facts) }]),
    ),
    "/api/bookings/{bookingId}/cancel": {
      post: {
        ...change,
        operationId: "cancelBooking",
        summary: "Cancel a booking",
        description:
          "Cancels a requested or confirmed booking until 24 hours before its slot; its slot is free at once. Cancelling twice answers the cancelled booking. Costs one change of the client's rate limit.",
        responses: answers("VisitorBookingAnswer", examples.cancelled, changeRefused),
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
          "The company's team declines a requested or confirmed booking, with a message to the visitor if it likes; its slot is free at once.",
        requestBody: body("Decline", { message: examples.declined.message, sequence: 0 }),
        responses: { ...withBody, ...answers("TeamBookingAnswer", examples.declined, decisionRefused) },
      },
    },
  };
}
