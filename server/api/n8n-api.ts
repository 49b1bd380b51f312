import { type Context, Hono } from "hono";
import type { Channel } from "../../src/booking/booking-states";
import { type ApiCallName, type BookingCalls, bookingCalls, isApiCallName } from "../../src/booking/calls";
import type { BookingService } from "../booking/booking-service";
import type { Cost } from "../http/client";
import { bookAnswer, slotsAnswer } from "./answers";
import { noSuchEndpoint, notJson, postOnly, rateLimited } from "./api-refusals";
import { readJsonBody, sendsJson } from "./read-body";

export const MAX_BODY_BYTES = 32 * 1024;

type Handler = (service: BookingService, body: unknown, c: Context) => Promise<Response>;

/**
 * How the call came: the site's own booking form sends `Sec-Fetch-Site: same-origin` (a
 * browser sets it, no page script can), anything else is another program. It only says
 * where a booking came from, for the team; nothing is decided by it.
 */
const channelOf = (c: Context): Channel => (c.req.header("Sec-Fetch-Site") === "same-origin" ? "web" : "api");

const delivery =
  (kind: Exclude<ApiCallName, "get-booked-slots">): Handler =>
  async (service, body, c) => {
    const key = c.req.header("Idempotency-Key");
    return bookAnswer(c, await service.submit(kind, body, key, c.get("client"), channelOf(c)));
  };

/** Each booking call's handler; the type asks for one per entry of the list of calls. */
const handlers: { [Name in ApiCallName]: Handler } = {
  "get-booked-slots": async (service, body, c) => slotsAnswer(c, await service.bookedSlots(body)),
  "send-consultation-email": delivery("send-consultation-email"),
  "submit-consultation": delivery("submit-consultation"),
};

/** What a call of each kind costs against the client's rate limits (server/http/client.ts). */
const costOf: Record<BookingCalls[ApiCallName]["kind"], Cost> = { lookup: "lookup", delivery: "bookingCall" };

/**
 * `/api/n8n/*`, one endpoint per booking call (src/booking/calls.ts): JSON in, JSON out,
 * each failure a clear status and message (see docs/architecture.md#booking-calls).
 */
export function n8nApi(service: BookingService): Hono {
  const api = new Hono();

  api.all("/:endpoint", async (c, next) => {
    const endpoint = c.req.param("endpoint");
    if (!isApiCallName(endpoint)) return noSuchEndpoint(c);
    if (c.req.method !== "POST") return postOnly(c);
    const wait = c.get("client").spend(costOf[bookingCalls[endpoint].kind]);
    if (wait !== null) return rateLimited(c, wait);
    if (!sendsJson(c)) return notJson(c);
    return next();
  });

  api.post("/:endpoint", async (c) => {
    const read = await readJsonBody(c, MAX_BODY_BYTES);
    if (!read.ok) return read.answer;
    return handlers[c.req.param("endpoint") as ApiCallName](service, read.body, c);
  });

  return api;
}
