import { afterEach, describe, expect, it } from "vitest";
import { bookingToken } from "../../server/booking/booking-token";
import { createRateLimit } from "../../server/http/rate-limit";
import { bookingPage } from "../../src/content/booking-page";
import { type FakeN8n, startFakeN8n } from "../support/fake-n8n";
import { bookingApp, JSON_HEADERS, NOW, validBooking } from "./booking-harness";
import { decodeEntities, headOf, TEST_SITE_URL } from "./harness";
import { expectWaitPage } from "./wait-page-check";

// A booking's private page and its calendar file: only with the booking's own token,
// never kept, never indexed, never sending a referrer.

type App = ReturnType<typeof bookingApp>;
let app: App | undefined;
let fake: FakeN8n | undefined;

afterEach(async () => {
  await app?.close();
  await fake?.close();
  app = undefined;
  fake = undefined;
});

/** Books through the API and returns the booking's id and the path of its page. */
async function book(test: App, overrides: Record<string, unknown> = {}) {
  const response = await test.request
    .post("/api/n8n/submit-consultation")
    .set(JSON_HEADERS)
    .send(validBooking(overrides));
  expect(response.status).toBeLessThan(300);
  const { bookingId, manageUrl } = response.body as { bookingId: string; manageUrl: string };
  const url = new URL(manageUrl);
  return { bookingId, path: `${url.pathname}${url.search}`, token: url.searchParams.get("token") ?? "" };
}

/** What the page shows, without its hydration data. */
const shown = (html: string) => decodeEntities(html.split("window.__staticRouterHydrationData")[0] ?? "");

describe("GET /bookings/{id}?token=", () => {
  it("shows what was booked in the company's zone, named, with its state and calendar links", async () => {
    app = bookingApp();
    const { bookingId, path } = await book(app, { hours: 2, timeSlot: "14:00 to 16:00", date: "2026-12-01" });
    const response = await app.request.get(path);
    expect(response.status).toBe(200);
    const html = shown(response.text);
    expect(html).toContain("Tuesday, December 1, 2026");
    expect(html).toContain("14:00 to 16:00 Eastern Time (EST)");
    expect(html).toContain("2 hours");
    expect(html).toContain("Moving our ERP to the cloud");
    expect(html).toContain("Cloud Migration");
    expect(html).toMatch(/State: <\/span>Waiting for confirmation/);
    // Never the visitor's contact details.
    expect(html).not.toContain("grace@example.com");
    expect(response.text).not.toContain("grace@example.com");

    const token = bookingToken(app.site.backend.linkSecrets[0], bookingId);
    expect(html).toContain(`href="/bookings/${bookingId}/calendar.ics?token=${token}"`);
    // 14:00 in New York on 1 December (EST, UTC-5) is 19:00Z.
    expect(html).toContain("dates=20261201T190000Z%2F20261201T210000Z");
    expect(html).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
    expect(html).toContain("https://outlook.live.com/calendar/0/action/compose?");
    expect(html).toContain("startdt=2026-12-01T19%3A00%3A00Z");
    // Another company's calendar gets the site's address, never the private link's token.
    const token2 = encodeURIComponent(token);
    const thirdParty = [...html.matchAll(/href="(https:\/\/(?:calendar\.google|outlook\.live)\.com[^"]*)"/g)];
    expect(thirdParty).toHaveLength(2);
    for (const [, href] of thirdParty) {
      expect(href).not.toContain(token);
      expect(href).not.toContain(token2);
      expect(href).not.toContain(bookingId);
      expect(href).toContain(encodeURIComponent(`${TEST_SITE_URL}/`));
    }
    // No notice on a visit through the e-mail's link.
    expect(html).not.toContain("has been scheduled");
  });

  it("costs a lookup of the client's rate limit, so a link cannot be used to load the server", async () => {
    app = bookingApp({
      limits: {
        lookups: createRateLimit({ capacity: 2, perMinute: 1 }),
        bookings: createRateLimit({ capacity: 100, perMinute: 100 }),
      },
    });
    const { path, token } = await book(app);
    expect((await app.request.get(path)).status).toBe(200);
    expect((await app.request.get(path.replace("?token", "/calendar.ics?token"))).status).toBe(200);
    // Past it, each is the small wait page of every page made for one request: no render,
    // and never the token it was asked with.
    for (const limitedPath of [
      path,
      path.replace("?token", "/calendar.ics?token"),
      path.replace("?token", "/reschedule?token"),
    ]) {
      const limited = await app.request.get(limitedPath);
      await expectWaitPage(limited);
      expect(limited.text, limitedPath).not.toContain(token);
    }
  });

  it("is private: no-store, no referrer, noindex, and no canonical link", async () => {
    app = bookingApp();
    const { path } = await book(app);
    const response = await app.request.get(path).set("Accept-Encoding", "gzip");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    expect(response.headers.etag).toBeUndefined();
    const head = headOf(response.text);
    expect(head).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(head).not.toContain('rel="canonical"');
  });

  it("a wrong, missing or another booking's token, or a malformed id, is the ordinary not-found page", async () => {
    app = bookingApp();
    const first = await book(app);
    const second = await book(app, { timeSlot: "12:00 to 13:00" });
    const notFound = await app.request.get("/no-such-page");
    const attempts = [
      `/bookings/${first.bookingId}`,
      `/bookings/${first.bookingId}?token=`,
      `/bookings/${first.bookingId}?token=${"A".repeat(43)}`,
      `/bookings/${first.bookingId}?token=${second.token}`,
      `/bookings/${first.bookingId.toUpperCase()}?token=${first.token}`,
      `/bookings/not-a-booking?token=${first.token}`,
      `/bookings/${first.bookingId}/calendar.ics`,
      `/bookings/${first.bookingId}/calendar.ics?token=${second.token}`,
    ];
    for (const attempt of attempts) {
      const response = await app.request.get(attempt);
      expect(response.status, attempt).toBe(404);
      // The same bytes as any unknown path: nothing hints that the booking exists.
      expect(response.text, attempt).toBe(notFound.text);
    }
  });

  it("says the request is on its way to the team until n8n has both calls, then that the team has it", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake });
    const response = await app.request
      .post("/api/n8n/send-consultation-email")
      .set(JSON_HEADERS)
      .set("Idempotency-Key", "page-state-1-kkk")
      .send(validBooking());
    const url = new URL(response.body.manageUrl);
    const page = shown((await app.request.get(`${url.pathname}${url.search}`)).text);
    expect(page).toMatch(/State: <\/span>Waiting for confirmation/);
    expect(page).toContain(bookingPage.texts.queued);
    await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .set("Idempotency-Key", "page-state-1-kkk")
      .send(validBooking());
    const after = shown((await app.request.get(`${url.pathname}${url.search}`)).text);
    expect(after).toMatch(/State: <\/span>Waiting for confirmation/);
    expect(after).toContain(bookingPage.texts.withTeam);
  });

  it("a cancelled booking says so and offers no calendar links", async () => {
    app = bookingApp();
    const { bookingId, path } = await book(app);
    await app.store.cancel(bookingId, NOW);
    const html = shown((await app.request.get(path)).text);
    expect(html).toContain("Your consultation was cancelled");
    expect(html).toMatch(/State: <\/span>Cancelled/);
    expect(html).not.toContain("Add to Google Calendar");
    // Nothing is left to change, and no way to change it is promised.
    expect(html).not.toContain(bookingPage.changeHeading);
    expect(html).not.toMatch(/reschedule or cancel up to/i);
  });
});

/** The content lines of an iCalendar text, unfolded (RFC 5545 section 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("GET /bookings/{id}/calendar.ics?token=", () => {
  it("is one VEVENT in UTC with a stable UID, the subject and the page link, as text/calendar", async () => {
    app = bookingApp();
    const { bookingId, path } = await book(app, {
      subject: "ERP, CRM; and \\ more: a long subject that runs past the seventy-five octets of a line",
    });
    const response = await app.request.get(path.replace("?token", "/calendar.ics?token"));
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="consultation-2026-12-01.ics"',
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    const ics = response.text;
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = unfold(ics);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain(`UID:${bookingId}@test.example`);
    // 11:00 in New York on 1 December is 16:00Z.
    expect(lines).toContain("DTSTART:20261201T160000Z");
    expect(lines).toContain("DTEND:20261201T170000Z");
    expect(lines).toContain("SEQUENCE:0");
    // A request until the team confirms it.
    expect(lines).toContain("STATUS:TENTATIVE");
    expect(lines.some((line) => line.startsWith("LOCATION:"))).toBe(false);
    expect(lines).toContain(
      "SUMMARY:Consultation with Northwind Digital: ERP\\, CRM\\; and \\\\ more: a long subject that runs past the seventy-five octets of a line",
    );
    const manageUrl = app.site.backend.links.manageUrl(bookingId);
    expect(manageUrl.startsWith(`${TEST_SITE_URL}/bookings/`)).toBe(true);
    expect(lines).toContain(`URL:${manageUrl}`);
    // The link once, after the text.
    const description = lines.find((line) => line.startsWith("DESCRIPTION:")) ?? "";
    expect(description.split(manageUrl)).toHaveLength(2);
    expect(description.endsWith(manageUrl)).toBe(true);

    // Stable: the same UID and times on every download.
    const again = unfold((await app.request.get(path.replace("?token", "/calendar.ics?token"))).text);
    expect(again.filter((line) => /^(UID|DTSTART|DTEND):/.test(line))).toEqual(
      lines.filter((line) => /^(UID|DTSTART|DTEND):/.test(line)),
    );
  });

  it("says STATUS:CANCELLED once the booking is cancelled", async () => {
    app = bookingApp();
    const { bookingId, path } = await book(app);
    await app.store.cancel(bookingId, NOW);
    const lines = unfold((await app.request.get(path.replace("?token", "/calendar.ics?token"))).text);
    expect(lines).toContain("STATUS:CANCELLED");
  });
});
