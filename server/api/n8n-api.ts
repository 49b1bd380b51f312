import { type Context, Hono } from "hono";
import type { Channel } from "../../src/booking/booking-states";
import {
  type ApiCallName,
  type BookingCalls,
  bookingCalls,
  type DeliveryName,
  isApiCallName,
} from "../../src/booking/calls";
import type { BookingService } from "../booking/booking-service";
import type { Cost } from "../http/client";
import { endpointGate } from "./api-refusals";
import { jsonBody } from "./json-body";
import { bookResponse, slotsResponse } from "./outcome-bodies";

// The form routes and the OpenAPI document read the limit from here too.
export { MAX_BODY_BYTES } from "./json-body";

/**
 * How the call came: the site's own booking form sends `Sec-Fetch-Site: same-origin` (a
 * browser sets it, no page script can), anything else is another program. It only says
 * where a booking came from, for the team; nothing is decided by it.
 */
const channelOf = (c: Context): Channel => (c.req.header("Sec-Fetch-Site") === "same-origin" ? "web" : "api");

/** What a call of each kind costs against the client's rate limits (server/http/client.ts). */
const costOf: Record<BookingCalls[ApiCallName]["kind"], Cost> = { lookup: "lookup", delivery: "bookingCall" };

/**
 * `/api/n8n/*`, one endpoint per booking call (src/booking/calls.ts): JSON in, JSON out,
 * each failure a clear status and message (see docs/architecture.md#booking-calls). Each
 * body is parsed once, by the JSON guard with the service's schema, and the service takes
 * the typed value; a booking call's refused body is counted as the service counts its own
 * outcomes.
 */
export function n8nApi(service: BookingService): Hono {
  const api = new Hono();
  const { dateQuery, consultation } = service.schemas;

  const delivery = (kind: DeliveryName) => async (c: Context) => {
    const body = await jsonBody(c, consultation, (issues) => bookResponse(c, service.invalid(issues)));
    if (body instanceof Response) return body;
    const key = c.req.header("Idempotency-Key");
    return bookResponse(c, await service.submit(kind, body, key, c.get("client"), channelOf(c)));
  };

  /** Each booking call's handler; the type asks for one per entry of the list of calls. */
  const handlers: { [Name in ApiCallName]: (c: Context) => Promise<Response> } = {
    "get-booked-slots": async (c) => {
      const body = await jsonBody(c, dateQuery);
      return body instanceof Response ? body : slotsResponse(c, await service.bookedSlots(body));
    },
    "send-consultation-email": delivery("send-consultation-email"),
    "submit-consultation": delivery("submit-consultation"),
  };

  api.use(
    "/:endpoint",
    endpointGate("endpoint", (name) => (isApiCallName(name) ? costOf[bookingCalls[name].kind] : undefined)),
  );
  api.post("/:endpoint", (c) => handlers[c.req.param("endpoint") as ApiCallName](c));

  return api;
}
