import { type Context, Hono } from "hono";
import type { ChangeAnswer, ChangeService } from "../booking/change-service";
import { noSuchEndpoint, notJson, postOnly, rateLimited } from "./api-refusals";
import { clientAddress } from "./client-address";
import { MAX_BODY_BYTES } from "./n8n-api";
import type { BookingRateLimits } from "./rate-limit";
import { readJsonBody, sendsJson } from "./read-body";

export interface BookingsApiDeps {
  changes: ChangeService;
  trustProxy: boolean;
  limits: BookingRateLimits;
}

/** The token of `Authorization: Bearer {token}`, or undefined. */
function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("Authorization") ?? "");
  return match?.[1];
}

const json = (c: Context, answer: ChangeAnswer) => c.json(answer.body, answer.status);

/**
 * `/api/bookings/{id}/cancel` and `/reschedule`, for programs (see
 * docs/product.md#cancel-and-reschedule): the booking's token as a Bearer token, JSON
 * answers, the same change service as the booking page's forms. A missing or wrong
 * token is a 404, as on the page.
 */
export function bookingsApi({ changes, trustProxy, limits }: BookingsApiDeps): Hono {
  const api = new Hono();

  api.use("/:bookingId/:action", async (c, next) => {
    const action = c.req.param("action");
    if (action !== "cancel" && action !== "reschedule") return noSuchEndpoint(c);
    if (c.req.method !== "POST") {
      return postOnly(c);
    }
    // A change costs what a booking call costs.
    const limit = limits.bookings.take(clientAddress(c, trustProxy));
    if (!limit.allowed) {
      return rateLimited(c, limit.retryAfterSeconds);
    }
    return next();
  });

  api.post("/:bookingId/cancel", async (c) =>
    json(c, await changes.cancel(c.req.param("bookingId"), bearerToken(c))),
  );

  api.post("/:bookingId/reschedule", async (c) => {
    if (!sendsJson(c)) {
      return notJson(c);
    }
    const read = await readJsonBody(c, MAX_BODY_BYTES);
    if (!read.ok) return read.answer;
    const { body } = read;
    return json(c, await changes.reschedule(c.req.param("bookingId"), bearerToken(c), body));
  });

  return api;
}
