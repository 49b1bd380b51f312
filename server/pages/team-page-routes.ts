import { type Context, Hono } from "hono";
import { TEAM_DONE_PARAM, type TeamDone, teamErrorsFrom } from "../../src/booking/team-view";
import { MAX_BODY_BYTES } from "../api/n8n-api";
import { readFormBody } from "../api/read-body";
import type { BookingLinks } from "../booking/booking-links";
import { readPostedDecision } from "../booking/posted-form";
import { type TeamPosted, teamPageView } from "../booking/team-page-view";
import { type DecisionOutcome, TEAM_REFUSALS, type TeamService } from "../booking/team-service";
import type { Cost } from "../http/client";
import { crossSite } from "../http/cross-site";
import { DECISION_STATUS } from "../http/outcome-status";
import type { Booking } from "../store/types";
import { errorPage } from "./error-page";
import { BOOKING_PAGE_HEADERS, type ViewAnswer } from "./view-answer";
import { waitPage } from "./wait-page";

export interface TeamPageRoutesDeps {
  team: TeamService;
  links: BookingLinks;
  renderView: ViewAnswer;
  siteUrl: string;
  timeZone: string;
  /** `MEETING_URL`: the Confirm form's link while the booking has none. */
  meetingUrl: string | null;
}

type Decision = "confirm" | "decline";

/** What the page's notice says after a decision's 303. */
const DONE: Record<Decision, TeamDone> = { confirm: "confirmed", decline: "declined" };

/**
 * The team's page of a booking and its two forms (docs/product.md#the-teams-side), opened
 * by the team's own token (a visitor's opens nothing here): the whole request, and a
 * Confirm and a Decline form that work without JavaScript, through the same team service
 * as the JSON API. Private like the visitor's page; anything not found is the ordinary
 * not-found page.
 */
export function teamPageRoutes({
  team,
  links,
  renderView,
  siteUrl,
  timeZone,
  meetingUrl,
}: TeamPageRoutesDeps): Hono {
  const app = new Hono();

  /**
   * Spends the request's cost, then opens the booking: the booking, or the answer for
   * none (429 when the client must wait, the not-found page, 503 when the store fails).
   */
  async function opened(c: Context, cost: Cost, token: string | undefined): Promise<Booking | Response> {
    const wait = c.get("client").spend(cost);
    if (wait !== null) return waitPage(wait);
    const opening = await team.open(c.req.param("bookingId") ?? "", token);
    if (opening.kind === "opened") return opening.booking;
    return opening.kind === "not_found" ? c.notFound() : errorPage(503, { "Retry-After": "5" });
  }

  /**
   * The team page, rendered at the request's own address: a refused post's answer stands at
   * `/confirm` or `/decline`, and the browser hydrates the route of the address it shows.
   */
  function showTeamPage(
    c: Context,
    booking: Booking,
    status: number,
    shown: { notice?: TeamDone | null; error?: string; posted?: TeamPosted } = {},
  ) {
    const refusal = team.refusal(booking);
    const view = teamPageView(booking, {
      timeZone,
      token: links.teamToken(booking.id),
      refusal: refusal && TEAM_REFUSALS[refusal],
      defaultMeetingUrl: meetingUrl,
      ...shown,
    });
    return renderView(c, c.req.path, { page: "team-booking", team: view }, status, BOOKING_PAGE_HEADERS);
  }

  /** What a decision answers on the page: the page again (303), or why not. */
  function afterDecision(c: Context, decision: Decision, outcome: DecisionOutcome, posted: TeamPosted) {
    const status = DECISION_STATUS[outcome.kind];
    switch (outcome.kind) {
      case "decided":
        return c.redirect(
          `${links.teamPagePath(outcome.booking.id)}&${TEAM_DONE_PARAM}=${DONE[decision]}`,
          303,
        );
      case "not_found":
        return c.notFound();
      case "store_unavailable":
        return errorPage(503, { "Retry-After": "5" });
      case "refused":
        // What was typed stays in the form: after a `changed`, the team reads the booking and posts again.
        return showTeamPage(c, outcome.booking, status, { error: TEAM_REFUSALS[outcome.reason], posted });
      case "invalid":
        return showTeamPage(c, outcome.booking, status, {
          posted: { ...posted, errors: teamErrorsFrom(outcome.issues) },
        });
    }
  }

  /** A post of the Confirm or Decline form: another site's is refused before its body is read. */
  async function decide(c: Context, decision: Decision) {
    if (crossSite(c, siteUrl)) return c.text("Confirm or decline a booking from the team's own page.", 403);
    const form = await readFormBody(c, MAX_BODY_BYTES, "the form");
    if (form instanceof Response) return form;
    const booking = await opened(c, "change", form.get("token") ?? "");
    if (booking instanceof Response) return booking;
    const { posted, body } = readPostedDecision(form, decision);
    const outcome =
      decision === "confirm" ? await team.confirm(booking, body) : await team.decline(booking, body);
    return afterDecision(c, decision, outcome, posted);
  }

  app.get("/team/bookings/:bookingId", async (c) => {
    const booking = await opened(c, "lookup", c.req.query("token"));
    if (booking instanceof Response) return booking;
    const done = c.req.query(TEAM_DONE_PARAM);
    const notice = done === "confirmed" || done === "declined" ? done : null;
    return showTeamPage(c, booking, 200, { notice });
  });

  app.post("/team/bookings/:bookingId/confirm", (c) => decide(c, "confirm"));
  app.post("/team/bookings/:bookingId/decline", (c) => decide(c, "decline"));

  return app;
}
