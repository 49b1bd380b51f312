import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { createRateLimit } from "../../server/http/rate-limit";
import { FEED_REFRESH_MINUTES } from "../../server/pages/team-feed";
import { confirmSchema } from "../../src/booking/team-schema";
import { company } from "../../src/content/company";
import { bookingApp, JSON_HEADERS, NOW, validBooking } from "./booking-harness";
import { TEST_SITE_URL } from "./harness";
import { expectWaitPage } from "./wait-page-check";

// The team's calendar feed over HTTP (docs/architecture.md#pages-made-for-one-request), read
// back by ical.js as a calendar app reads it.

type App = ReturnType<typeof bookingApp>;
let app: App | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const MEETING = "https://meet.example.com/northwind-grace";
const HOST = new URL(TEST_SITE_URL).hostname;

let visitors = 0;
/** Books through the API (each of its own visitor, so no quota counts): the id. */
async function book(test: App, overrides: Record<string, unknown>): Promise<string> {
  const response = await test.request
    .post("/api/n8n/submit-consultation")
    .set(JSON_HEADERS)
    .send(validBooking({ email: `visitor${++visitors}@example.com`, ...overrides }));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.bookingId as string;
}

async function confirm(test: App, id: string) {
  const booking = await test.store.findBooking(id);
  if (!booking) throw new Error(`no booking ${id}`);
  const outcome = await test.site.backend.team.confirm(
    booking,
    confirmSchema.parse({ meetingUrl: MEETING }),
    "team",
  );
  expect(outcome.kind).toBe("decided");
}

const feedPath = (test: App) => test.site.backend.links.feedPath();

/** The feed's events by UID, as ical.js reads them. */
async function feedEvents(test: App): Promise<Map<string, ICAL.Event>> {
  const response = await test.request.get(feedPath(test));
  expect(response.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(response.text));
  const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
  return new Map(events.map((event) => [event.uid, event]));
}

const status = (event: ICAL.Event | undefined) => event?.component.getFirstPropertyValue("status");

describe("the team's calendar feed", () => {
  it("holds each requested and confirmed booking and each closed day, with the visitor's UID and SEQUENCE", async () => {
    app = bookingApp();
    const requested = await book(app, { date: "2026-12-01", timeSlot: "14:00 to 16:00", hours: 2 });
    const confirmed = await book(app, { date: "2026-12-02", name: "Ada Lovelace", subject: "A new engine" });
    const cancelled = await book(app, { date: "2026-12-03" });
    await confirm(app, confirmed);
    const { links } = app.site.backend;
    expect(
      (
        await app.request
          .post(`/bookings/${cancelled}/cancel`)
          .type("form")
          .send({ token: links.token(cancelled) })
      ).status,
    ).toBe(303);
    await app.store.closeDays({
      from: "2026-12-24",
      until: "2026-12-25",
      reason: "Public holiday",
      now: NOW,
    });

    const events = await feedEvents(app);
    expect([...events.keys()].sort()).toEqual(
      [
        `${requested}@${HOST}`,
        `${confirmed}@${HOST}`,
        `closed-2026-12-24@${HOST}`,
        `closed-2026-12-25@${HOST}`,
      ].sort(),
    );

    const tentative = events.get(`${requested}@${HOST}`);
    expect(status(tentative)).toBe("TENTATIVE");
    expect(tentative?.summary).toBe("Requested by Grace Hopper: Moving our ERP to the cloud");
    // 14:00 in New York on 1 December (EST, UTC-5) is 19:00Z, for two hours.
    expect(tentative?.startDate.toJSDate()).toEqual(new Date("2026-12-01T19:00:00Z"));
    expect(tentative?.endDate.toJSDate()).toEqual(new Date("2026-12-01T21:00:00Z"));
    expect(tentative?.description).toContain(links.staffUrl(requested));
    expect(tentative?.location).toBeNull();

    const held = events.get(`${confirmed}@${HOST}`);
    expect(status(held)).toBe("CONFIRMED");
    expect(held?.summary).toBe("Consultation with Ada Lovelace: A new engine");
    expect(held?.location).toBe(MEETING);
    expect(held?.component.getFirstPropertyValue("url")).toBe(MEETING);
    expect(held?.description).toContain(links.staffUrl(confirmed));
    // The same UID and SEQUENCE as the visitor's own file of the booking.
    const visitorFile = await app.request.get(links.calendarPath(confirmed));
    const visitorEvent = new ICAL.Event(
      new ICAL.Component(ICAL.parse(visitorFile.text)).getFirstSubcomponent("vevent") ?? undefined,
    );
    expect(visitorEvent.uid).toBe(held?.uid);
    expect(visitorEvent.sequence).toBe(held?.sequence);
    expect(held?.sequence).toBe(1);

    const closed = events.get(`closed-2026-12-24@${HOST}`);
    expect(closed?.summary).toBe("Closed: Public holiday");
    expect(closed?.startDate.isDate).toBe(true);
    expect(closed?.startDate.toString()).toBe("2026-12-24");
    expect(closed?.endDate.toString()).toBe("2026-12-25");
    expect(closed?.component.getFirstPropertyValue("transp")).toBe("TRANSPARENT");
    expect(events.get(`closed-2026-12-25@${HOST}`)?.endDate.toString()).toBe("2026-12-26");
  });

  it("is text/calendar, private, noindex and sends no referrer, named for the company and refreshed every 15 minutes", async () => {
    app = bookingApp();
    const response = await app.request.get(feedPath(app));
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    const calendar = new ICAL.Component(ICAL.parse(response.text));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${company.name} consultations`);
    expect(String(calendar.getFirstPropertyValue("x-published-ttl"))).toBe(`PT${FEED_REFRESH_MINUTES}M`);
    expect(String(calendar.getFirstPropertyValue("refresh-interval"))).toBe("PT15M");
    expect(calendar.getAllSubcomponents("vevent")).toEqual([]);

    const head = await app.request.head(feedPath(app));
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(head.headers["cache-control"]).toBe("private, no-store");
    expect(head.text ?? "").toBe("");
  });

  it("covers 30 days back to the window's last date, by the clock", async () => {
    let clock = NOW;
    app = bookingApp({ now: () => clock, env: { BOOKING_WINDOW_DAYS: "30" } });
    // Today is 2026-11-21 in New York: the window ends on 2026-12-21.
    const early = await book(app, { date: "2026-11-22" });
    const last = await book(app, { date: "2026-12-21" });
    expect([...(await feedEvents(app)).keys()].sort()).toEqual(
      [`${early}@${HOST}`, `${last}@${HOST}`].sort(),
    );

    // A day earlier, the window ends on 2026-12-20.
    clock = new Date(NOW.getTime() - 86_400_000);
    expect([...(await feedEvents(app)).keys()]).toEqual([`${early}@${HOST}`]);

    // On 2026-12-22 (the company's zone), 30 days back is 2026-11-22: still there...
    clock = new Date("2026-12-22T15:00:00Z");
    expect([...(await feedEvents(app)).keys()].sort()).toEqual(
      [`${early}@${HOST}`, `${last}@${HOST}`].sort(),
    );
    // ...and gone a day later.
    clock = new Date("2026-12-23T15:00:00Z");
    expect([...(await feedEvents(app)).keys()]).toEqual([`${last}@${HOST}`]);
    // 04:00Z on 2026-12-24 is still 2026-12-23 in New York.
    clock = new Date("2026-12-24T04:00:00Z");
    expect([...(await feedEvents(app)).keys()]).toEqual([`${last}@${HOST}`]);
  });

  it("without its own token is the ordinary not-found page, for any other token of the keyring too", async () => {
    app = bookingApp();
    const id = await book(app, { date: "2026-12-01" });
    const { links } = app.site.backend;
    const notFound = await app.request.get("/no-such-page");
    const desk = new URL(links.deskUrl()).searchParams.get("token");
    const feedToken = new URL(links.feedUrl()).searchParams.get("token") ?? "";
    for (const attempt of [
      "/team/calendar.ics",
      "/team/calendar.ics?token=",
      `/team/calendar.ics?token=${"A".repeat(43)}`,
      `/team/calendar.ics?token=${feedToken.slice(0, -1)}`,
      `/team/calendar.ics?token=${desk}`,
      `/team/calendar.ics?token=${links.teamToken(id)}`,
      `/team/calendar.ics?token=${links.token(id)}`,
    ]) {
      const response = await app.request.get(attempt);
      expect(response.status, attempt).toBe(404);
      expect(response.text, attempt).toBe(notFound.text);
      expect(response.headers["content-type"], attempt).toBe(notFound.headers["content-type"]);
    }
    expect((await app.request.get(`/team/calendar.ics?token=${feedToken}`)).status).toBe(200);
  });

  it("opens with the desk's session instead of its token, as every /team path does", async () => {
    app = bookingApp();
    const test = app;
    const link = new URL(test.site.backend.links.deskUrl());
    const signedIn = await test.request.get(`${link.pathname}${link.search}`);
    const cookie = (signedIn.headers["set-cookie"] as unknown as string[])[0]?.split(";")[0] ?? "";
    const feed = await test.request.get("/team/calendar.ics").set("Cookie", cookie);
    expect(feed.status).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect((await test.request.get("/team/calendar.ics")).status).toBe(404);
  });

  it("costs a lookup of the client's rate limit, as the booking's file does", async () => {
    app = bookingApp({
      limits: {
        lookups: createRateLimit({ capacity: 1, perMinute: 1 }),
        bookings: createRateLimit({ capacity: 100, perMinute: 100 }),
      },
    });
    expect((await app.request.get(feedPath(app))).status).toBe(200);
    for (const path of [feedPath(app), "/team/calendar.ics?token=wrong"]) {
      const limited = await app.request.get(path);
      await expectWaitPage(limited);
      expect(limited.text).not.toContain(new URL(app.site.backend.links.feedUrl()).searchParams.get("token"));
    }
  });

  it("is a 503 page when the store fails, and logs it without the token", async () => {
    app = bookingApp();
    const path = feedPath(app);
    await app.store.close();
    const response = await app.request.get(path);
    expect(response.status).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    const failed = app.logLines.find((line) => line.event === "team_feed.failed");
    expect(failed).toBeDefined();
    const token = new URL(app.site.backend.links.feedUrl()).searchParams.get("token") ?? "";
    expect(app.rawLog.join("\n")).not.toContain(token);
  });
});
