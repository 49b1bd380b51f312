import { type Context, Hono } from "hono";
import type { DecisionOutcome, TeamService } from "../booking/team-service";
import type { Booking } from "../store/types";
import { decisionAnswer } from "./answers";
import { noSuchEndpoint, notJson, postOnly, rateLimited } from "./api-refusals";
import { bearerToken } from "./bookings-api";
import { MAX_BODY_BYTES } from "./n8n-api";
import { readJsonBody, sendsJson } from "./read-body";

export interface TeamApiDeps {
  team: TeamService;
  timeZone: string;
}

/**
 * `/api/team/bookings/{id}/confirm` and `/decline`, for programs (n8n can confirm by itself
 * once it has made the calendar event and its video link; see
 * docs/product.md#the-teams-side): the team's token as a Bearer token, JSON in and out, the
 * same team service as the team page's forms. A visitor's token, a wrong one or none is a
 * 404, as on the page.
 */
export function teamApi({ team, timeZone }: TeamApiDeps): Hono {
  const api = new Hono();

  api.use("/:bookingId/:action", async (c, next) => {
    const action = c.req.param("action");
    if (action !== "confirm" && action !== "decline") return noSuchEndpoint(c);
    if (c.req.method !== "POST") return postOnly(c);
    const wait = c.get("client").spend("change");
    if (wait !== null) return rateLimited(c, wait);
    return next();
  });

  /** The body, the booking the id and the team's token open, then `decide` on it, answered as JSON. */
  const deciding = async (
    c: Context,
    decide: (booking: Booking, body: unknown) => Promise<DecisionOutcome>,
  ) => {
    if (!sendsJson(c)) return notJson(c);
    const read = await readJsonBody(c, MAX_BODY_BYTES);
    if (!read.ok) return read.answer;
    const opened = await team.open(c.req.param("bookingId") ?? "", bearerToken(c));
    const outcome = opened.kind === "opened" ? await decide(opened.booking, read.body) : opened;
    return decisionAnswer(c, outcome, timeZone);
  };

  api.post("/:bookingId/confirm", (c) => deciding(c, (booking, body) => team.confirm(booking, body)));
  api.post("/:bookingId/decline", (c) => deciding(c, (booking, body) => team.decline(booking, body)));

  return api;
}
