import { afterEach, describe, expect, it } from "vitest";
import { DECLINED_CANNOT_CHANGE } from "../../src/booking/messages";
import { confirmSchema, declineSchema } from "../../src/booking/team-schema";
import { bookingPage } from "../../src/content/booking-page";
import { bookingApp, JSON_HEADERS, validBooking } from "./booking-harness";
import { decodeEntities } from "./harness";

// The visitor's side of the team's decisions: the booking page, its calendar file and the
// change API say "requested", "confirmed" (with the meeting link) or "declined", and a
// declined booking cannot be changed. The team decides through its service, as its page,
// its API and the operator's command do.

type App = ReturnType<typeof bookingApp>;
let app: App | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const MEETING = "https://meet.example.com/abc-defg-hij?pwd=x1,y2";
const FORM = "application/x-www-form-urlencoded";

async function book(test: App, overrides: Record<string, unknown> = {}) {
  const response = await test.request
    .post("/api/n8n/submit-consultation")
    .set(JSON_HEADERS)
    .send(validBooking(overrides));
  expect(response.status).toBe(200);
  const id = response.body.bookingId as string;
  const { links } = test.site.backend;
  return {
    id,
    token: links.token(id),
    page: links.pagePath(id),
    ics: links.calendarPath(id),
    teamToken: links.teamToken(id),
  };
}

async function stored(test: App, id: string) {
  const booking = await test.store.findBooking(id);
  if (!booking) throw new Error(`no booking ${id}`);
  return booking;
}

async function confirm(test: App, id: string, body: { meetingUrl: string; note?: string }) {
  const outcome = await test.site.backend.team.confirm(
    await stored(test, id),
    confirmSchema.parse(body),
    "team",
  );
  expect(outcome.kind).toBe("decided");
}

async function decline(test: App, id: string, body: { message?: string } = {}) {
  const outcome = await test.site.backend.team.decline(
    await stored(test, id),
    declineSchema.parse(body),
    "team",
  );
  expect(outcome.kind).toBe("decided");
}

/** What the page shows, without its hydration data. */
const shown = (html: string) => decodeEntities(html.split("window.__staticRouterHydrationData")[0] ?? "");
const pageOf = async (test: App, path: string) => {
  const response = await test.request.get(path);
  expect(response.status).toBe(200);
  return { html: shown(response.text), raw: response.text };
};

/** The calendar file's content lines, unfolded (RFC 5545 section 3.1). */
const icsOf = async (test: App, path: string) =>
  (await test.request.get(path)).text.replace(/\r\n[ \t]/g, "").split("\r\n");
const property = (lines: string[], name: string) =>
  lines.filter((line) => line.startsWith(`${name}:`)).map((line) => line.slice(name.length + 1));

const cancelApi = (test: App, id: string, token: string) =>
  test.request.post(`/api/bookings/${id}/cancel`).set("Authorization", `Bearer ${token}`);
const moveApi = (test: App, id: string, token: string, body: Record<string, unknown>) =>
  test.request
    .post(`/api/bookings/${id}/reschedule`)
    .set("Authorization", `Bearer ${token}`)
    .set(JSON_HEADERS)
    .send(body);
const postForm = (test: App, path: string, fields: Record<string, string>) =>
  test.request.post(path).set("Content-Type", FORM).send(new URLSearchParams(fields).toString());

describe("the booking page of each state", () => {
  it("requested: waiting for confirmation, with the calendar links, cancel and move", async () => {
    app = bookingApp();
    const { page } = await book(app);
    const { html } = await pageOf(app, page);
    expect(html).toMatch(/State: <\/span>Waiting for confirmation/);
    expect(html).toContain(bookingPage.texts.withTeam);
    expect(html).toContain(bookingPage.calendarNote.requested);
    expect(html).toContain("Add to Google Calendar");
    expect(html).toContain(bookingPage.moveLink);
    expect(html).not.toContain(bookingPage.joinMeeting);
    // A move of a request asks nothing new: the note belongs to a confirmed booking.
    expect(html).not.toContain(bookingPage.moveAsksAgain);
  });

  it("confirmed: the Join link opens the meeting in a new tab, the note keeps its lines, cancel and move stay", async () => {
    app = bookingApp();
    const { id, page, teamToken } = await book(app);
    await confirm(app, id, { meetingUrl: MEETING, note: "Bring your ERP diagram.\nWe start on time." });
    const { html, raw } = await pageOf(app, page);
    expect(html).toMatch(/State: <\/span>Confirmed/);
    expect(html).toContain(bookingPage.texts.confirmed);
    const join =
      /<a href="([^"]*)" target="_blank" rel="noopener noreferrer"[^>]*>(?:(?!<\/a>).)*Join the meeting/s.exec(
        html,
      );
    expect(join?.[1]).toBe(MEETING);
    expect(html).toContain(bookingPage.noteHeading);
    // Kept as the team wrote it: the line break stays, shown as one (white-space: pre-line).
    expect(html).toMatch(/whitespace-pre-line[^>]*>Bring your ERP diagram.\nWe start on time.</);
    expect(html).toContain(bookingPage.calendarNote.confirmed);
    expect(html).toContain(bookingPage.moveLink);
    expect(html).toContain(bookingPage.cancelSummary);
    expect(html).toContain(bookingPage.moveAsksAgain);
    // Google and Outlook get the meeting link as the location.
    expect(html).toContain(`location=${encodeURIComponent(MEETING)}`);
    // Never the team's link, in the page or its hydration data.
    expect(raw).not.toContain(teamToken);
    expect(raw).not.toContain("/team/bookings");
  });

  it("confirmed without a note: the link, and no note heading", async () => {
    app = bookingApp();
    const { id, page } = await book(app);
    await confirm(app, id, { meetingUrl: MEETING });
    const { html } = await pageOf(app, page);
    expect(html).toContain(bookingPage.joinMeeting);
    expect(html).not.toContain(bookingPage.noteHeading);
  });

  it("declined: the team's message with its lines, a link to book another time, nothing to change", async () => {
    app = bookingApp();
    const { id, page, teamToken } = await book(app);
    await decline(app, id, { message: "We are fully booked that week.\nThe week after is free." });
    const { html, raw } = await pageOf(app, page);
    expect(html).toContain(bookingPage.title.declined);
    expect(html).toMatch(/State: <\/span>Declined/);
    expect(html).toContain(bookingPage.texts.declined);
    expect(html).toContain(bookingPage.messageHeading);
    expect(html).toMatch(/whitespace-pre-line[^>]*>We are fully booked that week.\nThe week after is free.</);
    expect(html).toMatch(/<a href="\/schedule-consultation"[^>]*>(?:(?!<\/a>).)*Book another time/s);
    for (const gone of [
      bookingPage.moveLink,
      bookingPage.cancelSummary,
      bookingPage.changeHeading,
      "/cancel",
      "/reschedule",
      "Add to Google Calendar",
      bookingPage.calendarLinks.ics,
      bookingPage.joinMeeting,
    ]) {
      expect(html, gone).not.toContain(gone);
    }
    expect(raw).not.toContain(teamToken);
  });

  it("declined without a message: no message heading", async () => {
    app = bookingApp();
    const { id, page } = await book(app);
    await decline(app, id);
    const { html } = await pageOf(app, page);
    expect(html).toMatch(/State: <\/span>Declined/);
    expect(html).not.toContain(bookingPage.messageHeading);
  });

  it("a confirmed booking moved by the visitor waits for confirmation again, without the old link", async () => {
    app = bookingApp();
    const { id, token, page } = await book(app);
    await confirm(app, id, { meetingUrl: MEETING, note: "See you." });
    const moved = await postForm(app, `/bookings/${id}/reschedule`, {
      token,
      sequence: String((await stored(app, id)).sequence),
      date: "2026-12-02",
      hours: "1",
      timeSlot: "13:00 to 14:00",
    });
    expect(moved.status).toBe(303);
    const { html } = await pageOf(app, page);
    expect(html).toMatch(/State: <\/span>Waiting for confirmation/);
    expect(html).not.toContain(MEETING);
    expect(html).not.toContain("See you.");
  });
});

describe("the calendar file of each state", () => {
  it("TENTATIVE, then CONFIRMED with the meeting link, then CANCELLED: SEQUENCE grows with each change", async () => {
    app = bookingApp();
    const { id, token, ics } = await book(app);
    const manageUrl = app.site.backend.links.manageUrl(id);
    const seen: string[] = [];
    const look = async () => {
      const lines = await icsOf(app as App, ics);
      seen.push(...property(lines, "SEQUENCE"));
      return lines;
    };

    const requested = await look();
    expect(property(requested, "STATUS")).toEqual(["TENTATIVE"]);
    expect(property(requested, "URL")).toEqual([manageUrl]);
    expect(property(requested, "LOCATION")).toEqual([]);

    await confirm(app, id, { meetingUrl: MEETING, note: "Bring the diagram." });
    const confirmed = await look();
    expect(property(confirmed, "STATUS")).toEqual(["CONFIRMED"]);
    expect(property(confirmed, "URL")).toEqual([MEETING]);
    // LOCATION is TEXT: the comma is escaped.
    expect(property(confirmed, "LOCATION")).toEqual([MEETING.replace(",", "\\,")]);
    const description = property(confirmed, "DESCRIPTION")[0] ?? "";
    expect(description).toContain(`Join the meeting: ${MEETING.replace(",", "\\,")}`);
    expect(description).toContain("Bring the diagram.");
    // The booking page stays in the description.
    expect(description.endsWith(manageUrl)).toBe(true);

    const newLink = "https://meet.example.com/new-room";
    await confirm(app, id, { meetingUrl: newLink });
    const relinked = await look();
    expect(property(relinked, "URL")).toEqual([newLink]);
    expect(property(relinked, "LOCATION")).toEqual([newLink]);

    const moved = await moveApi(app, id, token, { date: "2026-12-03", hours: 1, timeSlot: "15:00 to 16:00" });
    expect(moved.status).toBe(200);
    const requestedAgain = await look();
    expect(property(requestedAgain, "STATUS")).toEqual(["TENTATIVE"]);
    expect(property(requestedAgain, "URL")).toEqual([manageUrl]);
    expect(property(requestedAgain, "LOCATION")).toEqual([]);
    expect(property(requestedAgain, "DTSTART")).toEqual(["20261203T200000Z"]);

    expect((await cancelApi(app, id, token)).status).toBe(200);
    const cancelled = await look();
    expect(property(cancelled, "STATUS")).toEqual(["CANCELLED"]);
    expect(property(cancelled, "LOCATION")).toEqual([]);

    expect(seen).toEqual(["0", "1", "2", "3", "4"]);
  });

  it("CANCELLED once declined, its SEQUENCE grown, never the team's link", async () => {
    app = bookingApp();
    const { id, ics, teamToken } = await book(app);
    await decline(app, id, { message: "Fully booked." });
    const text = (await app.request.get(ics)).text;
    const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
    expect(property(lines, "STATUS")).toEqual(["CANCELLED"]);
    expect(property(lines, "SEQUENCE")).toEqual(["1"]);
    expect(property(lines, "LOCATION")).toEqual([]);
    expect(property(lines, "DESCRIPTION")[0]).toContain("Fully booked.");
    expect(text).not.toContain(teamToken);
  });
});

describe("the change API's answers", () => {
  it("carry the booking's state: a moved confirmed booking is requested again, without the link", async () => {
    app = bookingApp();
    const { id, token, teamToken } = await book(app);
    await confirm(app, id, { meetingUrl: MEETING, note: "A note for the page only." });
    const moved = await moveApi(app, id, token, { date: "2026-12-02", hours: 1, timeSlot: "13:00 to 14:00" });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({ state: "requested", sequence: 2 });
    expect(moved.body.booking).not.toHaveProperty("meetingUrl");

    await confirm(app, id, { meetingUrl: MEETING });
    const cancelled = await cancelApi(app, id, token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ state: "cancelled", sequence: 4 });
    expect(cancelled.body.booking).not.toHaveProperty("meetingUrl");
    for (const response of [moved, cancelled]) {
      const text = JSON.stringify(response.body);
      expect(text).not.toContain("A note for the page only.");
      expect(text).not.toContain(teamToken);
    }
  });

  it("refuse changes of a declined booking: 409 declined on cancel and on move, nothing changes", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    await decline(app, id, { message: "Fully booked." });
    const before = await stored(app, id);
    const cancelled = await cancelApi(app, id, token);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toEqual({ error: "declined", message: DECLINED_CANNOT_CHANGE });
    const moved = await moveApi(app, id, token, { date: "2026-12-02", hours: 1, timeSlot: "13:00 to 14:00" });
    expect(moved.status).toBe(409);
    expect(moved.body).toEqual({ error: "declined", message: DECLINED_CANNOT_CHANGE });
    expect(await stored(app, id)).toEqual(before);
  });
});

describe("the booking page's forms of a declined booking", () => {
  it("a cancel or a move posted anyway answers 409: the page with why, nothing changes", async () => {
    app = bookingApp();
    const { id, token, page } = await book(app);
    await decline(app, id);
    const before = await stored(app, id);
    const cancelled = await postForm(app, `/bookings/${id}/cancel`, { token });
    expect(cancelled.status).toBe(409);
    expect(shown(cancelled.text)).toContain(DECLINED_CANNOT_CHANGE);
    expect(shown(cancelled.text)).toMatch(/State: <\/span>Declined/);
    const moved = await postForm(app, `/bookings/${id}/reschedule`, {
      token,
      sequence: String(before.sequence),
      date: "2026-12-02",
      hours: "1",
      timeSlot: "13:00 to 14:00",
    });
    expect(moved.status).toBe(409);
    expect(shown(moved.text)).toContain(DECLINED_CANNOT_CHANGE);
    // The move page itself sends the visitor back to the booking page.
    const movePage = await app.request.get(`/bookings/${id}/reschedule?token=${token}`);
    expect(movePage.status).toBe(303);
    expect(movePage.headers.location).toBe(page);
    expect(await stored(app, id)).toEqual(before);
  });
});
