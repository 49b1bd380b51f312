import { type Context, Hono } from "hono";
import type { z } from "zod";
import { confirmSchema, declineSchema } from "../../src/booking/team-schema";
import type { DecisionOutcome, TeamService } from "../booking/team-service";
import type { Booking } from "../store/types";
import { endpointGate } from "./api-refusals";
import { bearerToken } from "./bookings-api";
import { jsonBody } from "./json-body";
import { decisionResponse } from "./outcome-bodies";

/**
 * `/api/team/bookings/{id}/confirm` and `/decline`, for programs (n8n can confirm by itself
 * once it has made the calendar event and its video link; see
 * docs/product.md#the-teams-side): the team's token as a Bearer token, JSON in and out, the
 * same team service as the team page's forms. A visitor's token, a wrong one or none is a
 * 404, as on the page.
 */
export function teamApi({ team, timeZone }: { team: TeamService; timeZone: string }): Hono {
  const api = new Hono();

  api.use(
    "/:bookingId/:action",
    endpointGate("action", (action) => (action === "confirm" || action === "decline" ? "change" : undefined)),
  );

  /**
   * The body as `schema` parsed it, the booking the id and the team's token open, then
   * `decide` on it, answered as JSON. An `optional` body may be left out, as a visitor's
   * cancel's may: a decline needs no field.
   */
  const deciding =
    <Schema extends z.ZodType>(
      schema: Schema,
      decide: (booking: Booking, body: z.output<Schema>) => Promise<DecisionOutcome>,
      options: { optional?: boolean } = {},
    ) =>
    async (c: Context) => {
      const body = await jsonBody(c, schema, undefined, options);
      if (body instanceof Response) return body;
      const opened = await team.open(c.req.param("bookingId") ?? "", bearerToken(c));
      const outcome = opened.kind === "opened" ? await decide(opened.booking, body) : opened;
      return decisionResponse(c, outcome, timeZone);
    };

  api.post(
    "/:bookingId/confirm",
    deciding(confirmSchema, (booking, body) => team.confirm(booking, body)),
  );
  api.post(
    "/:bookingId/decline",
    deciding(declineSchema, (booking, body) => team.decline(booking, body), { optional: true }),
  );

  return api;
}
