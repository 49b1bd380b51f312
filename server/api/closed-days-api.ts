import { Hono } from "hono";
import type { BookingService } from "../booking/booking-service";
import { readGate } from "./api-refusals";
import { closedDaysResponse } from "./outcome-bodies";

/**
 * `GET /api/closed-days`: the dates the team closed within the booking window, with their
 * reasons (see docs/product.md#the-booking-api). Read-only and public (the form shows each
 * reason already); the booking form's search for the next free date passes over them, as
 * the server's does (src/components/booking/use-next-free-date.ts). No query: the window is
 * the server's, by its clock and the company's zone. Costs a lookup, like a day's slots.
 */
export function closedDaysApi(service: BookingService): Hono {
  const api = new Hono();
  api.use("/", readGate("lookup"));
  api.get("/", async (c) => closedDaysResponse(c, await service.closedDaysAhead()));
  return api;
}
