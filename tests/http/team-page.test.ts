import { afterEach, describe, expect, it, vi } from "vitest";
import { TEAM_REFUSALS } from "../../server/booking/team-service";
import { createRateLimit } from "../../server/http/rate-limit";
import { parseSlot } from "../../src/booking/slots";
import { teamPage } from "../../src/content/team-page";
import { bookForTheTeam, bookingApp, JSON_HEADERS, NOW, validBooking } from "./booking-harness";
import { decodeEntities, headOf } from "./harness";
import { expectWaitPage } from "./wait-page-check";

// The team's page of a booking and its Confirm and Decline forms, without JavaScript:
// opened only by the team's own token, private, and answering each post with the page
// (303) or the page again with the reason.

type App = ReturnType<typeof bookingApp>;
let app: App | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
  vi.restoreAllMocks();
});

const FORM = "application/x-www-form-urlencoded";
const MEETING = "https://meet.example.com/grace";

const book = bookForTheTeam;

/** What the page shows, without its hydration data. */
const shown = (html: string) => decodeEntities(html.split("window.__staticRouterHydrationData")[0] ?? "");

const post = (test: App, path: string, fields: Record<string, string>) =>
  test.request
    .post(path)
    .set("Content-Type", FORM)
    .set("Sec-Fetch-Site", "same-origin")
    .send(new URLSearchParams(fields).toString());

const confirm = (test: App, id: string, fields: Record<string, string>) =>
  post(test, `/team/bookings/${id}/confirm`, fields);
const decline = (test: App, id: string, fields: Record<string, string>) =>
  post(test, `/team/bookings/${id}/decline`, fields);

/** The state badge's text. */
const badge = (html: string) => /State: <\/span>([A-Za-z]+)/.exec(html)?.[1];

describe("GET /team/bookings/{id}?token=", () => {
  it("shows the whole request, the slot in the company's zone, the state, the channel and the history", async () => {
    app = bookingApp();
    const { page } = await book(app, {
      hours: 2,
      timeSlot: "14:00 to 16:00",
      description: "First line of the plan.\nSecond line: the budget.",
    });
    const response = await app.request.get(page);
    expect(response.status).toBe(200);
    const html = shown(response.text);
    expect(html).toContain("Grace Hopper");
    expect(html).toContain('href="mailto:grace@example.com"');
    expect(html).toContain('href="tel:+15550102000"');
    expect(html).toContain("+1 (555) 010-2000");
    expect(html).toMatch(/WhatsApp<\/dt><dd[^>]*>Yes</);
    expect(html).toContain("Cloud Migration");
    expect(html).toContain("Machine Learning");
    expect(html).toContain("2 hours");
    expect(html).toContain("Tuesday, December 1, 2026");
    expect(html).toContain("14:00 to 16:00 Eastern Time (EST)");
    expect(html).toContain("Moving our ERP to the cloud");
    // The description keeps its line break, and the page keeps it visible.
    expect(html).toMatch(/whitespace-pre-line[^>]*>First line of the plan.\nSecond line: the budget.</);
    expect(badge(html)).toBe("Requested");
    expect(html).toMatch(/Booked through<\/dt><dd[^>]*>API</);
    expect(html).toMatch(/>Booked<\/span> <span[^>]*>by the visitor</);
    expect(html).toContain(`<time dateTime="${NOW.toISOString()}">Sat 21 Nov 2026, 10:00 EST</time>`);
    // No fee was named when it was booked.
    expect(html).not.toContain("Consultation fee");
  });

  it("names the fee the booking was made under", async () => {
    app = bookingApp({ env: { CONSULTATION_FEE: "EUR 49.50" } });
    const { page } = await book(app);
    expect(shown((await app.request.get(page)).text)).toMatch(/Consultation fee<\/dt><dd[^>]*>€49.50</);
  });

  it("shows where the booking came from, or that nothing was kept", async () => {
    app = bookingApp();
    const { page } = await book(app, {
      source: { utm_campaign: "fall <launch>", utm_source: "linkedin", referrer: "https://news.example.org" },
    });
    const html = shown((await app.request.get(page)).text);
    expect(html).toMatch(
      /Came from<\/dt><dd[^>]*><ul[^>]*><li><span[^>]*>Source: <\/span>linkedin<\/li><li><span[^>]*>Campaign: <\/span>fall <launch><\/li><li><span[^>]*>Referring site: <\/span>https:\/\/news.example.org<\/li><\/ul>/,
    );
    const plain = shown((await app.request.get((await book(app, { timeSlot: "14:00 to 15:00" })).page)).text);
    expect(plain).toContain(
      `Came from</dt><dd class="mt-1 font-medium wrap-anywhere text-slate-900"><span class="font-normal text-slate-600">${teamPage.sources.none}</span>`,
    );
  });

  it("says 'Not recorded' for a booking made before the channel was recorded, and 'No' for no WhatsApp", async () => {
    app = bookingApp();
    const { id, page } = await book(app, { isWhatsapp: false });
    const stored = await app.store.findBooking(id);
    if (!stored) throw new Error("no booking");
    vi.spyOn(app.store, "findBooking").mockResolvedValue({ ...stored, channel: null });
    const html = shown((await app.request.get(page)).text);
    expect(html).toMatch(/Booked through<\/dt><dd[^>]*>Not recorded</);
    expect(html).toMatch(/WhatsApp<\/dt><dd[^>]*>No</);
  });

  it("is private: no-store, no referrer, noindex, no canonical link, never kept, not in the sitemap", async () => {
    app = bookingApp();
    const { id, page } = await book(app);
    const response = await app.request.get(page).set("Accept-Encoding", "gzip");
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers.etag).toBeUndefined();
    const head = headOf(response.text);
    expect(head).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(head).not.toContain('rel="canonical"');
    expect(head).toContain("<title>Consultation request | ");
    // Nothing personal in the title a browser's history or tab list shows.
    expect(head).not.toMatch(/<title>[^<]*Grace/);
    const sitemap = (await app.request.get("/sitemap.xml")).text;
    expect(sitemap).not.toContain("/team/");
    expect((await app.request.get("/robots.txt")).text).toContain("Disallow: /team/\n");
    // Rendered for each request: a decision shows at once.
    await confirm(app, id, { token: app.site.backend.links.teamToken(id), meetingUrl: MEETING });
    expect(badge(shown((await app.request.get(page)).text))).toBe("Confirmed");
  });

  it("a wrong, missing or visitor's token, or an unknown or malformed id, is the ordinary not-found page", async () => {
    app = bookingApp();
    const first = await book(app);
    const second = await book(app, { timeSlot: "12:00 to 13:00", email: "ada@example.com" });
    const notFound = await app.request.get("/no-such-page");
    for (const attempt of [
      `/team/bookings/${first.id}`,
      `/team/bookings/${first.id}?token=`,
      `/team/bookings/${first.id}?token=${"A".repeat(43)}`,
      `/team/bookings/${first.id}?token=${first.visitorToken}`,
      `/team/bookings/${first.id}?token=${second.token}`,
      `/team/bookings/00000000-0000-4000-8000-000000000000?token=${first.token}`,
      `/team/bookings/${first.id.toUpperCase()}?token=${first.token}`,
      `/team/bookings/not-a-booking?token=${first.token}`,
    ]) {
      const response = await app.request.get(attempt);
      expect(response.status, attempt).toBe(404);
      expect(response.text, attempt).toBe(notFound.text);
    }
  });

  it("the team's token opens nothing of the visitor's: page, calendar file, move page and API are 404", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    for (const path of [
      `/bookings/${id}?token=${token}`,
      `/bookings/${id}/calendar.ics?token=${token}`,
      `/bookings/${id}/reschedule?token=${token}`,
    ])
      expect((await app.request.get(path)).status, path).toBe(404);
    expect((await post(app, `/bookings/${id}/cancel`, { token })).status).toBe(404);
    const api = await app.request.post(`/api/bookings/${id}/cancel`).set("Authorization", `Bearer ${token}`);
    expect(api.status).toBe(404);
    expect((await app.store.findBooking(id))?.state).toBe("requested");
  });

  it("costs a lookup of the client's rate limit: past it, the small wait page", async () => {
    app = bookingApp({
      limits: {
        lookups: createRateLimit({ capacity: 1, perMinute: 1 }),
        bookings: createRateLimit({ capacity: 100, perMinute: 100 }),
      },
    });
    const { page, token } = await book(app);
    expect((await app.request.get(page)).status).toBe(200);
    const limited = await app.request.get(page);
    await expectWaitPage(limited);
    expect(limited.text).not.toContain(token);
  });
});

describe("the team page's forms", () => {
  it("offer Confirm (meeting link pre-filled from MEETING_URL) and Decline, each with the team's token", async () => {
    app = bookingApp({ env: { MEETING_URL: "https://meet.example.com/team-room" } });
    const { id, token } = await book(app);
    const html = shown((await app.request.get(`/team/bookings/${id}?token=${token}`)).text);
    expect(html).toMatch(
      new RegExp(`<form id="confirm" [^>]*action="/team/bookings/${id}/confirm" method="post"`),
    );
    expect(html).toMatch(
      new RegExp(`<form id="decline" [^>]*action="/team/bookings/${id}/decline" method="post"`),
    );
    expect(html.match(new RegExp(`<input type="hidden" name="token" value="${token}"/>`, "g"))).toHaveLength(
      2,
    );
    const link = /<input [^>]*name="meetingUrl"[^>]*>/.exec(html)?.[0] ?? "";
    expect(link).toContain('type="url"');
    expect(link).toContain('required=""');
    expect(link).toContain('maxLength="500"');
    expect(link).toContain('value="https://meet.example.com/team-room"');
    expect(html).toMatch(/<textarea [^>]*name="note"[^>]*maxLength="500"/);
    expect(html).toMatch(/<textarea [^>]*name="message"[^>]*maxLength="500"/);
    expect(html).toContain(teamPage.confirm.button.requested);
    // Never the visitor's token or link.
    expect(html).not.toContain(app.site.backend.links.token(id));
  });

  it("start with an empty meeting link without MEETING_URL", async () => {
    app = bookingApp();
    const { page } = await book(app);
    const html = shown((await app.request.get(page)).text);
    const link = /<input [^>]*name="meetingUrl"[^>]*>/.exec(html)?.[0] ?? "";
    expect(link).toContain('value=""');
  });

  it("are not offered once the slot has started: the page says why", async () => {
    let clock = NOW;
    app = bookingApp({ now: () => clock });
    const { page } = await book(app);
    clock = new Date("2026-12-01T16:00:00Z");
    const html = shown((await app.request.get(page)).text);
    expect(html).toContain(TEAM_REFUSALS.too_late);
    expect(html).not.toContain('id="confirm"');
    expect(html).not.toContain('id="decline"');
  });
});

describe("POST /team/bookings/{id}/confirm", () => {
  it("confirms: 303 to the team page, which says so and shows the link, the note and the history", async () => {
    app = bookingApp();
    const { id, token, page } = await book(app);
    const response = await confirm(app, id, {
      token,
      meetingUrl: MEETING,
      note: "Bring the ERP diagram.\nThanks!",
    });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`${page}&done=confirmed`);
    const stored = await app.store.findBooking(id);
    expect(stored?.state).toBe("confirmed");
    expect(stored?.meetingUrl).toBe(MEETING);
    expect(stored?.teamNote).toBe("Bring the ERP diagram.\nThanks!");

    const html = shown((await app.request.get(response.headers.location ?? "")).text);
    expect(badge(html)).toBe("Confirmed");
    expect(html).toMatch(new RegExp(`role="status"[^>]*>.*${teamPage.notices.confirmed}`));
    expect(html).toContain(`href="${MEETING}"`);
    expect(html).toContain("Bring the ERP diagram.\nThanks!");
    expect(html).toMatch(/>Confirmed<\/span> <span[^>]*>by the team</);
    // The form now changes the link, starting from the current one and its note.
    expect(html).toContain(teamPage.confirm.button.confirmed);
    expect(/<input [^>]*name="meetingUrl"[^>]*>/.exec(html)?.[0]).toContain(`value="${MEETING}"`);
    expect(html).toMatch(/<textarea [^>]*name="note"[^>]*>Bring the ERP diagram.\nThanks!<\/textarea>/);
    // The notice is only for the visit after the post.
    expect(shown((await app.request.get(page)).text)).not.toContain(teamPage.notices.confirmed);
  });

  it("changes a confirmed booking's meeting link, and the history keeps both", async () => {
    app = bookingApp();
    const { id, token, page } = await book(app);
    expect((await confirm(app, id, { token, meetingUrl: MEETING })).status).toBe(303);
    const again = await confirm(app, id, {
      token,
      meetingUrl: "https://meet.example.com/new-room",
      note: "",
    });
    expect(again.status).toBe(303);
    const stored = await app.store.findBooking(id);
    expect(stored?.meetingUrl).toBe("https://meet.example.com/new-room");
    expect(stored?.history.map((event) => event.kind)).toEqual(["made", "confirmed", "confirmed"]);
    const html = shown((await app.request.get(page)).text);
    expect(html).toContain('href="https://meet.example.com/new-room"');
    expect(html).toContain(`href="${MEETING}"`);
  });

  it("an invalid link is the page again, 400, with the summary and the message beside the field, values kept", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    const response = await confirm(app, id, {
      token,
      meetingUrl: "http://meet.example.com/x",
      note: "See you",
    });
    expect(response.status).toBe(400);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    const html = shown(response.text);
    expect(html).toMatch(/id="team-error-summary" role="alert" tabindex="-1"/);
    expect(html).toContain(teamPage.errorTitle.confirm);
    expect(html).toContain('href="#team-meeting-url"');
    const input = /<input [^>]*name="meetingUrl"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="team-meeting-url-hint team-meeting-url-error"');
    expect(input).toContain('value="http://meet.example.com/x"');
    expect(html).toMatch(/id="team-meeting-url-error"[^>]*>.*Enter the meeting link as an https:\/\/ link/);
    expect(html).toMatch(/<textarea [^>]*name="note"[^>]*>See you<\/textarea>/);
    expect((await app.store.findBooking(id))?.state).toBe("requested");
  });

  it("a note over its limit is a 400 that names it, and shows the note cut to the limit", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    const response = await confirm(app, id, { token, meetingUrl: MEETING, note: "n".repeat(20_000) });
    expect(response.status).toBe(400);
    const html = shown(response.text);
    expect(html).toContain('href="#team-note"');
    expect(html).toMatch(/<textarea [^>]*name="note"[^>]*>n{500}<\/textarea>/);
    expect(response.text).not.toContain("n".repeat(501));
  });

  it("refuses a post from a page the visitor's move made stale (409), keeping what was typed; the fresh page's post confirms", async () => {
    app = bookingApp();
    const { id, token, visitorToken, page } = await book(app);
    const before = shown((await app.request.get(page)).text);
    expect(before.match(/<input type="hidden" name="sequence" value="0"\/>/g)).toHaveLength(2);
    const moved = await app.request
      .post(`/api/bookings/${id}/reschedule`)
      .set("Authorization", `Bearer ${visitorToken}`)
      .set(JSON_HEADERS)
      .send({ date: "2026-12-02", hours: 1, timeSlot: "14:00 to 15:00" });
    expect(moved.status).toBe(200);
    const stale = await confirm(app, id, { token, sequence: "0", meetingUrl: MEETING, note: "See you." });
    expect(stale.status).toBe(409);
    const html = shown(stale.text);
    expect(html).toMatch(new RegExp(`role="alert"[^>]*>.*${TEAM_REFUSALS.changed}`));
    expect(html).toContain("Wednesday, December 2, 2026");
    expect(/<input [^>]*name="meetingUrl"[^>]*>/.exec(html)?.[0]).toContain(`value="${MEETING}"`);
    expect(html).toMatch(/<textarea [^>]*name="note"[^>]*>See you.<\/textarea>/);
    expect(html).toContain('<input type="hidden" name="sequence" value="1"/>');
    expect((await app.store.findBooking(id))?.state).toBe("requested");
    const fresh = await confirm(app, id, { token, sequence: "1", meetingUrl: MEETING });
    expect(fresh.status).toBe(303);
    expect((await app.store.findBooking(id))?.state).toBe("confirmed");
  });

  it("takes a double post of the same form as one confirm: both 303, one event, one sequence", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    const fields = { token, sequence: "0", meetingUrl: MEETING, note: "See you." };
    const [first, second] = await Promise.all([confirm(app, id, fields), confirm(app, id, fields)]);
    expect([first.status, second.status]).toEqual([303, 303]);
    const stored = await app.store.findBooking(id);
    expect(stored?.sequence).toBe(1);
    expect(stored?.history.filter((event) => event.kind === "confirmed")).toHaveLength(1);
  });

  it("an unreadable sequence is a 400 that names it", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    const response = await confirm(app, id, { token, sequence: "latest", meetingUrl: MEETING });
    expect(response.status).toBe(400);
    expect(shown(response.text)).toContain("Send the booking's sequence as a whole number");
    expect((await app.store.findBooking(id))?.state).toBe("requested");
  });

  it("refuses a cancelled booking with 409 and the reason, and the page offers nothing more", async () => {
    app = bookingApp();
    const { id, token, visitorToken } = await book(app);
    await app.request.post(`/api/bookings/${id}/cancel`).set("Authorization", `Bearer ${visitorToken}`);
    const response = await confirm(app, id, { token, meetingUrl: MEETING });
    expect(response.status).toBe(409);
    const html = shown(response.text);
    expect(html).toMatch(new RegExp(`role="alert"[^>]*>.*${TEAM_REFUSALS.cancelled}`));
    expect(badge(html)).toBe("Cancelled");
    expect(html).not.toContain('id="confirm"');
    expect(html).toMatch(/>Cancelled<\/span> <span[^>]*>by the visitor</);
    expect((await app.store.findBooking(id))?.state).toBe("cancelled");
  });

  it("refuses once the slot has started (409, too late)", async () => {
    let clock = NOW;
    app = bookingApp({ now: () => clock });
    const { id, token } = await book(app);
    // 11:00 in New York on 1 December is 16:00Z: the slot has started.
    clock = new Date("2026-12-01T16:00:00Z");
    const response = await confirm(app, id, { token, meetingUrl: MEETING });
    expect(response.status).toBe(409);
    expect(shown(response.text)).toContain(TEAM_REFUSALS.too_late);
    expect((await app.store.findBooking(id))?.state).toBe("requested");
    // A second before, it could still be confirmed.
    clock = new Date("2026-12-01T15:59:59Z");
    expect((await confirm(app, id, { token, meetingUrl: MEETING })).status).toBe(303);
  });

  it("checks the token first: a wrong, missing or visitor's token is the not-found page, and nothing changes", async () => {
    app = bookingApp();
    const { id, visitorToken } = await book(app);
    const notFound = (await app.request.get("/no-such-page")).text;
    for (const fields of [{ token: visitorToken }, { token: "B".repeat(43) }, {}] as Record<
      string,
      string
    >[]) {
      const response = await confirm(app, id, { ...fields, meetingUrl: "not a link" });
      expect(response.status).toBe(404);
      expect(response.text).toBe(notFound);
    }
    expect((await app.store.findBooking(id))?.state).toBe("requested");
  });

  it("refuses another site's post (403), another type (415) and a body too large (413)", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    for (const [header, value] of [
      ["Sec-Fetch-Site", "cross-site"],
      ["Origin", "https://evil.example"],
    ]) {
      const foreign = await app.request
        .post(`/team/bookings/${id}/confirm`)
        .set("Content-Type", FORM)
        .set(header as string, value as string)
        .send(new URLSearchParams({ token, meetingUrl: MEETING }).toString());
      expect(foreign.status, header).toBe(403);
    }
    const json = await app.request
      .post(`/team/bookings/${id}/confirm`)
      .set(JSON_HEADERS)
      .set("Sec-Fetch-Site", "same-origin")
      .send({ token, meetingUrl: MEETING });
    expect(json.status).toBe(415);
    const large = await confirm(app, id, { token, meetingUrl: MEETING, note: "x".repeat(40 * 1024) });
    expect(large.status).toBe(413);
    expect((await app.store.findBooking(id))?.state).toBe("requested");
    // A post that says nothing of where it comes from is no browser's: the team's page is worked from one.
    const unmarked = await app.request
      .post(`/team/bookings/${id}/confirm`)
      .set("Content-Type", FORM)
      .send(new URLSearchParams({ token, meetingUrl: MEETING }).toString());
    expect(unmarked.status).toBe(403);
    // The site's own page posts as the browser marks it.
    const own = await app.request
      .post(`/team/bookings/${id}/confirm`)
      .set("Content-Type", FORM)
      .set("Sec-Fetch-Site", "same-origin")
      .send(new URLSearchParams({ token, meetingUrl: MEETING }).toString());
    expect(own.status).toBe(303);
  });

  it("costs a change of the client's rate limit: past it, the small wait page, and nothing changes", async () => {
    app = bookingApp({
      limits: {
        lookups: createRateLimit({ capacity: 100, perMinute: 100 }),
        bookings: createRateLimit({ capacity: 2, perMinute: 1 }),
      },
    });
    // The booking itself spends one.
    const { id, token } = await book(app);
    expect((await confirm(app, id, { token, meetingUrl: MEETING })).status).toBe(303);
    const limited = await confirm(app, id, { token, meetingUrl: "https://meet.example.com/other" });
    await expectWaitPage(limited);
    expect(limited.text).not.toContain(token);
    expect((await app.store.findBooking(id))?.meetingUrl).toBe(MEETING);
  });

  it("answers 503 when the store cannot take the decision", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    vi.spyOn(app.store, "confirm").mockRejectedValueOnce(new Error("disk full"));
    const response = await confirm(app, id, { token, meetingUrl: MEETING });
    expect(response.status).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect((await app.store.findBooking(id))?.state).toBe("requested");
  });
});

describe("POST /team/bookings/{id}/decline", () => {
  it("declines: 303 to the team page, which shows the message, the history, and no forms", async () => {
    app = bookingApp();
    const { id, token, page } = await book(app);
    const response = await decline(app, id, { token, message: "We are fully booked that week." });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`${page}&done=declined`);
    expect((await app.store.findBooking(id))?.state).toBe("declined");
    const html = shown((await app.request.get(response.headers.location ?? "")).text);
    expect(badge(html)).toBe("Declined");
    expect(html).toContain(teamPage.notices.declined);
    expect(html).toContain("We are fully booked that week.");
    expect(html).toMatch(/>Declined<\/span> <span[^>]*>by the team</);
    expect(html).toContain(TEAM_REFUSALS.declined);
    expect(html).not.toContain('id="confirm"');
    expect(html).not.toContain('id="decline"');
    // Its slot is free at once.
    const slots = await app.request
      .post("/api/n8n/get-booked-slots")
      .set(JSON_HEADERS)
      .send({ date: "2026-12-01" });
    expect(slots.body.bookedSlots).toEqual([]);
  });

  it("declines without a message too", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    expect((await decline(app, id, { token })).status).toBe(303);
    expect((await app.store.findBooking(id))?.teamMessage).toBeNull();
  });

  it("a message over its limit is a 400 with the Decline form open, the message cut to its limit", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    const response = await decline(app, id, { token, message: "m".repeat(501) });
    expect(response.status).toBe(400);
    const html = shown(response.text);
    expect(html).toContain(teamPage.errorTitle.decline);
    expect(html).toContain('href="#team-message"');
    expect(html).toMatch(/<details [^>]*open=""/);
    expect(html).toMatch(/<textarea [^>]*aria-invalid="true"[^>]*name="message"[^>]*>m{500}<\/textarea>/);
    expect((await app.store.findBooking(id))?.state).toBe("requested");
  });

  it("refuses a declined booking (409), and a confirmed one can still be declined", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    expect((await confirm(app, id, { token, meetingUrl: MEETING })).status).toBe(303);
    expect((await decline(app, id, { token })).status).toBe(303);
    // A declined booking is refused, the same decline again (a double post) included.
    for (const fields of [{ token }, { token, message: "Sorry, we are booked." }] as Record<
      string,
      string
    >[]) {
      const again = await decline(app, id, fields);
      expect(again.status).toBe(409);
      expect(shown(again.text)).toContain(TEAM_REFUSALS.declined);
    }
    const confirming = await confirm(app, id, { token, meetingUrl: MEETING });
    expect(confirming.status).toBe(409);
  });
});

describe("the history", () => {
  it("shows a move from one slot to another and a cancel, each with who did it", async () => {
    app = bookingApp();
    const { id, visitorToken, page } = await book(app);
    const moved = await app.request
      .post(`/api/bookings/${id}/reschedule`)
      .set("Authorization", `Bearer ${visitorToken}`)
      .set(JSON_HEADERS)
      .send({ date: "2026-12-02", hours: 2, timeSlot: "14:00 to 16:00" });
    expect(moved.status).toBe(200);
    await app.request.post(`/api/bookings/${id}/cancel`).set("Authorization", `Bearer ${visitorToken}`);
    const html = shown((await app.request.get(page)).text);
    expect(html).toContain(
      "From Tuesday, December 1, 2026, 11:00 to 12:00 EST to Wednesday, December 2, 2026, 14:00 to 16:00 EST",
    );
    expect(html).toMatch(/>Moved<\/span> <span[^>]*>by the visitor</);
    expect(html).toMatch(/>Cancelled<\/span> <span[^>]*>by the visitor</);
    expect(html.indexOf(">Booked</span>")).toBeLessThan(html.indexOf(">Moved</span>"));
    expect(html.indexOf(">Moved</span>")).toBeLessThan(html.indexOf(">Cancelled</span>"));
  });
});

describe("a long history", () => {
  it("shows the latest 50 events and how many earlier ones there are, read and sent no further", async () => {
    app = bookingApp();
    const { id, page } = await book(app);
    const minute = (n: number) => new Date(NOW.getTime() + n * 60_000);
    // 119 moves (the store does not count them without a limit) after the booking: 120 events.
    for (let move = 1; move <= 119; move++) {
      const timeSlot = move % 2 ? "12:00 to 13:00" : "13:00 to 14:00";
      const slot = parseSlot(timeSlot);
      if (!slot) throw new Error(timeSlot);
      const result = await app.store.reschedule({
        ...{ bookingId: id, date: "2026-12-01", timeSlot, slot, hours: 1 },
        expectedSequence: move - 1,
        now: minute(move),
      });
      expect(result.outcome).toBe("rescheduled");
    }
    const text = (await app.request.get(page)).text;
    const html = shown(text);
    const history = html.slice(html.indexOf('id="team-history-heading"'));
    expect(history.match(/<time dateTime=/g)).toHaveLength(50);
    expect(history).toContain(teamPage.earlierEvents(50, 70));
    expect(history).toContain("and 70 earlier events");
    // The oldest shown is the 71st event; the 70th is neither shown nor in the hydration data.
    expect(history.indexOf(minute(70).toISOString())).toBeGreaterThan(0);
    expect(text).not.toContain(minute(69).toISOString());
    expect(text).toContain(minute(119).toISOString());
  });

  it("says nothing of earlier events while the whole history is shown", async () => {
    app = bookingApp();
    const { page } = await book(app);
    expect(shown((await app.request.get(page)).text)).not.toContain("earlier event");
  });
});

describe("the team's token", () => {
  it("appears nowhere the visitor sees: the API's answers, the booking page, its forms' answers, the .ics, the logs", async () => {
    app = bookingApp();
    const booked = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send(validBooking({ name: "Ada Lovelace", email: "ada@example.com" }));
    const id = booked.body.bookingId as string;
    const { links } = app.site.backend;
    const team = links.teamToken(id);
    const visitor = links.token(id);
    // The team's page, its forms and its decisions carry it...
    const teamPageText = (await app.request.get(links.teamPagePath(id))).text;
    expect(teamPageText).toContain(team);
    await confirm(app, id, { token: team, meetingUrl: MEETING });
    // ...and nothing the visitor can read does.
    const seen = [
      JSON.stringify(booked.body),
      (await app.request.get(links.pagePath(id))).text,
      (await app.request.get(links.calendarPath(id))).text,
      (await app.request.get(links.reschedulePath(id))).text,
      JSON.stringify(
        (
          await app.request
            .post(`/api/bookings/${id}/reschedule`)
            .set("Authorization", `Bearer ${visitor}`)
            .set(JSON_HEADERS)
            .send({ date: "2026-12-03", hours: 1, timeSlot: "11:00 to 12:00" })
        ).body,
      ),
      JSON.stringify(
        (await app.request.post(`/api/bookings/${id}/cancel`).set("Authorization", `Bearer ${visitor}`)).body,
      ),
      (await app.request.get(links.pagePath(id))).text,
      app.rawLog.join("\n"),
    ];
    for (const text of seen) expect(text).not.toContain(team);
    // The team page never carries the visitor's.
    expect(teamPageText).not.toContain(visitor);
  });

  it("appears nowhere in a booking made without JavaScript: the 303 and the page it leads to", async () => {
    app = bookingApp();
    const fields = new URLSearchParams({
      name: "Grace Hopper",
      email: "grace@example.com",
      phone: "+1 (555) 010-2000",
      hours: "1",
      date: "2026-12-01",
      timeSlot: "11:00 to 12:00",
      subject: "Moving our ERP to the cloud",
      description: "A migration plan.",
      intent: "book",
    });
    const response = await app.request
      .post("/schedule-consultation")
      .set("Content-Type", FORM)
      .send(fields.toString());
    expect(response.status).toBe(303);
    const id = /\/bookings\/([0-9a-f-]{36})/.exec(response.headers.location ?? "")?.[1] ?? "";
    const team = app.site.backend.links.teamToken(id);
    expect(response.headers.location).not.toContain(team);
    expect((await app.request.get(response.headers.location ?? "")).text).not.toContain(team);
    // Booked through the form without JavaScript, as the team page says.
    const html = shown((await app.request.get(app.site.backend.links.teamPagePath(id))).text);
    expect(html).toMatch(/Booked through<\/dt><dd[^>]*>Booking form \(no JavaScript\)</);
  });
});
