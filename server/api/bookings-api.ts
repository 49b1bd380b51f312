import { type Context, Hono } from "hono";
import { z } from "zod";
import type { BookingLinks } from "../booking/booking-links";
import type { ChangeOutcome, ChangeService } from "../booking/change-service";
import type { Booking } from "../store/types";
import { endpointGate } from "./api-refusals";
import { jsonBody } from "./json-body";
import { changeResponse } from "./outcome-bodies";

export interface BookingsApiDeps {
  changes: ChangeService;
  links: BookingLinks;
  timeZone: string;
}

/** The token of `Authorization: Bearer {token}`, or undefined. */
export function bearerToken(c: Context): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("Authorization") ?? "")?.[1];
}

/** A cancel's body, when one is sent: any JSON object (its keys are not read). */
const NO_FIELDS = z.object({}, { error: "Send a JSON object, or no body" });

/**
 * `/api/bookings/{id}/cancel` and `/reschedule`, for programs (see
 * docs/product.md#cancel-and-reschedule): the booking's token as a Bearer token, JSON
 * responses, the same change service as the booking page's forms. A missing or wrong
 * token is a 404, as on the page. A cancel needs no body.
 */
export function bookingsApi({ changes, links, timeZone }: BookingsApiDeps): Hono {
  const api = new Hono();

  api.use(
    "/:bookingId/:action",
    endpointGate("action", (action) =>
      action === "cancel" || action === "reschedule" ? "change" : undefined,
    ),
  );

  /** The booking the id and token open, then `change` of it, answered as JSON. */
  const changing = async (c: Context, change: (booking: Booking) => Promise<ChangeOutcome>) => {
    const opened = await changes.open(c.req.param("bookingId") ?? "", bearerToken(c));
    const outcome = opened.kind === "opened" ? await change(opened.booking) : opened;
    return changeResponse(c, outcome, links, timeZone);
  };

  api.post("/:bookingId/cancel", async (c) => {
    // No body is needed; one sent goes the JSON endpoints' one way (a broken one is a 400, not ignored).
    const body = await jsonBody(c, NO_FIELDS, undefined, { optional: true });
    if (body instanceof Response) return body;
    return changing(c, (found) => changes.cancel(found));
  });

  api.post("/:bookingId/reschedule", async (c) => {
    const body = await jsonBody(c, changes.schedule);
    return body instanceof Response ? body : changing(c, (found) => changes.reschedule(found, body));
  });

  return api;
}
