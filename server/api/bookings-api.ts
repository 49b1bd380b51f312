import { type Context, Hono } from "hono";
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

/**
 * `/api/bookings/{id}/cancel` and `/reschedule`, for programs (see
 * docs/product.md#cancel-and-reschedule): the booking's token as a Bearer token, JSON
 * responses, the same change service as the booking page's forms. A missing or wrong
 * token is a 404, as on the page. A cancel has no body to check.
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

  api.post("/:bookingId/cancel", (c) => changing(c, (found) => changes.cancel(found)));

  api.post("/:bookingId/reschedule", async (c) => {
    const body = await jsonBody(c, changes.schedule);
    return body instanceof Response ? body : changing(c, (found) => changes.reschedule(found, body));
  });

  return api;
}
