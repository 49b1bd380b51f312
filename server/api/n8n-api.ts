import { Hono } from "hono";
import { type ApiCallName, type BookingCalls, bookingCalls, isApiCallName } from "../../src/booking/calls";
import type { BookingService, ServiceAnswer } from "../booking/booking-service";
import { noSuchEndpoint, notJson, postOnly, rateLimited } from "./api-refusals";
import { clientAddress } from "./client-address";
import type { BookingRateLimits, RateLimit } from "./rate-limit";
import { readJsonBody, sendsJson } from "./read-body";

export const MAX_BODY_BYTES = 32 * 1024;

export interface N8nApiDeps {
  service: BookingService;
  trustProxy: boolean;
  /** Per client address and kind of call (shared with the form posts). */
  limits: BookingRateLimits;
}

type Handler = (
  service: BookingService,
  body: unknown,
  idempotencyKey: string | undefined,
  clientAddress: string,
) => Promise<ServiceAnswer>;

/** Each booking call's handler; the type asks for one per entry of the list of calls. */
const handlers: { [Name in ApiCallName]: Handler } = {
  "get-booked-slots": (service, body) => service.bookedSlots(body),
  "send-consultation-email": (service, body, key, address) =>
    service.submit("send-consultation-email", body, key, address),
  "submit-consultation": (service, body, key, address) =>
    service.submit("submit-consultation", body, key, address),
};

/**
 * `/api/n8n/*`, one endpoint per booking call (src/booking/calls.ts): JSON in, JSON out,
 * each failure a clear status and message (see docs/architecture.md#booking-calls).
 */
export function n8nApi({ service, trustProxy, limits }: N8nApiDeps): Hono {
  const { lookups, bookings } = limits;
  const limitOf: Record<BookingCalls[ApiCallName]["kind"], RateLimit> = {
    lookup: lookups,
    delivery: bookings,
  };
  const api = new Hono();

  api.all("/:endpoint", async (c, next) => {
    const endpoint = c.req.param("endpoint");
    if (!isApiCallName(endpoint)) return noSuchEndpoint(c);
    if (c.req.method !== "POST") {
      return postOnly(c);
    }
    const limit = limitOf[bookingCalls[endpoint].kind].take(clientAddress(c, trustProxy));
    if (!limit.allowed) {
      return rateLimited(c, limit.retryAfterSeconds);
    }
    if (!sendsJson(c)) {
      return notJson(c);
    }
    return next();
  });

  api.post("/:endpoint", async (c) => {
    const endpoint = c.req.param("endpoint") as ApiCallName;
    const read = await readJsonBody(c, MAX_BODY_BYTES);
    if (!read.ok) return read.answer;
    const { body } = read;
    const answer = await handlers[endpoint](
      service,
      body,
      c.req.header("Idempotency-Key"),
      clientAddress(c, trustProxy),
    );
    return c.json(answer.body, answer.status);
  });

  return api;
}
