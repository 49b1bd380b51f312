import { afterEach, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../server/api/n8n-api";
import { createRateLimit } from "../../server/http/rate-limit";
import { DESCRIPTION_MAX, NAME_MAX, SUBJECT_MAX } from "../../src/booking/constants";
import { BOOKING_LIMIT, SLOT_TAKEN, SUCCESS, TENTATIVE } from "../../src/booking/messages";
import { type FakeN8n, startFakeN8n } from "../support/fake-n8n";
import { bookingApp, NOW, validBooking } from "./booking-harness";
import { decodeEntities, TEST_SITE_URL } from "./harness";
import { expectWaitPage } from "./wait-page-check";

// The booking form without JavaScript: a real form post to /schedule-consultation,
// answered with the booking page (303) or the form again, every value kept
// (docs/architecture.md#pages-made-for-one-request).

type App = ReturnType<typeof bookingApp>;
let app: App | undefined;
let fake: FakeN8n | undefined;

afterEach(async () => {
  await app?.close();
  await fake?.close();
  app = undefined;
  fake = undefined;
});

const FORM = "application/x-www-form-urlencoded";

/** The form's fields as the browser posts them: categories repeated, the checkbox only when ticked. */
function formBody(overrides: Record<string, unknown> = {}, extra: [string, string][] = []): string {
  const fields = { ...validBooking(), ...overrides };
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) body.append(name, String(item));
    else if (name === "isWhatsapp") {
      if (value === true) body.append(name, "true");
    } else if (value !== undefined) body.append(name, String(value));
  }
  body.append("website", "");
  body.append("renderedAt", "");
  for (const [name, value] of extra) body.append(name, value);
  return body.toString();
}

const post = (test: App, body: string) =>
  test.request.post("/schedule-consultation").set("Content-Type", FORM).send(body);

/**
 * What the option for `slot` shows (its `label`, which says " (Booked)", else its text, which
 * stays the bare slot for agents), and whether it is disabled.
 */
function option(html: string, slot: string): { text: string; disabled: boolean } | undefined {
  const match = html.match(new RegExp(`<option([^>]*)value="${slot}"([^>]*)>([^<]*)</option>`));
  if (!match) return undefined;
  const attributes = `${match[1]}${match[2]}`;
  const label = / label="([^"]*)"/.exec(attributes)?.[1];
  return { text: decodeEntities(label ?? match[3] ?? ""), disabled: /disabled/.test(attributes) };
}

/** The value attribute of the input named `name`. */
const inputValue = (html: string, name: string) =>
  decodeEntities(html.match(new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`))?.[1] ?? "");

describe("POST /schedule-consultation, intent=slots", () => {
  it("answers 200 with the form again: every value kept and that day's slots, booked ones disabled", async () => {
    app = bookingApp();
    await post(app, formBody({ timeSlot: "12:00 to 13:00", name: "Ada Lovelace" }));
    const response = await post(
      app,
      formBody({ hours: 2, timeSlot: "", name: "Grace <Hopper>", description: "Line one\nline two" }, [
        ["intent", "slots"],
      ]),
    );
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const html = response.text;
    expect(inputValue(html, "name")).toBe("Grace <Hopper>");
    expect(inputValue(html, "email")).toBe("grace@example.com");
    expect(html).toContain("Line one\nline two</textarea>");
    expect(html).toMatch(/<option value="2" selected="">2\b/);
    expect(html).toMatch(/<input[^>]*name="isWhatsapp" checked="" value="true"/);
    expect(html).toMatch(/<input[^>]*name="serviceCategories" checked="" value="Cloud Migration"/);
    expect(html).toMatch(/<input[^>]*name="serviceCategories" value="AI Chatbots"/);
    // 12:00-13:00 is booked: the 2-hour slots that overlap it are disabled and marked.
    expect(option(html, "11:00 to 13:00")).toEqual({ text: "11:00 to 13:00 (Booked)", disabled: true });
    expect(option(html, "12:00 to 14:00")).toEqual({ text: "12:00 to 14:00 (Booked)", disabled: true });
    expect(option(html, "13:00 to 15:00")).toEqual({ text: "13:00 to 15:00", disabled: false });
    // No render time was posted (the kept page has none), so none is made up now.
    expect(inputValue(html, "renderedAt")).toBe("");
    expect(response.headers.location).toBeUndefined();
  });

  it("without a date answers 400 with the summary and the date's message beside the date field", async () => {
    app = bookingApp();
    const response = await post(app, formBody({ date: "" }, [["intent", "slots"]]));
    expect(response.status).toBe(400);
    const html = response.text;
    expect(html).toContain("There is a problem with your booking");
    expect(html).toMatch(/id="booking-error-summary" role="alert" tabindex="-1" autofocus=""/);
    expect(html).toContain('href="#booking-date"');
    expect(html).toMatch(/id="booking-date"[^>]*aria-describedby="booking-date-error"/);
    expect(html).toMatch(/id="booking-date-error"[^>]*>.*Choose a date/);
    // Only the date and hours are judged when asking for slots: no message about the rest.
    expect(html).not.toContain("Enter your name");
  });

  it("the form shown again keeps the render time it was posted with, so time spent on it keeps counting", async () => {
    app = bookingApp();
    const earlier = NOW.getTime() - 10 * 60_000;
    const kept = await post(app, formBody().replace("renderedAt=", `renderedAt=${earlier}&intent=slots`));
    expect(inputValue(kept.text, "renderedAt")).toBe(String(earlier));
    // One the spam check would not accept is dropped, never replaced with the server's time.
    const ahead = await post(
      app,
      formBody().replace("renderedAt=", `renderedAt=${NOW.getTime() + 3_600_000}&intent=slots`),
    );
    expect(inputValue(ahead.text, "renderedAt")).toBe("");
  });

  it("a visitor who books within seconds of 'Show available times' is booked, not taken for a bot", async () => {
    app = bookingApp();
    const shown = await post(app, formBody({ timeSlot: "" }, [["intent", "slots"]]));
    const again = new URLSearchParams(formBody());
    again.set("renderedAt", inputValue(shown.text, "renderedAt"));
    const booked = await post(app, again.toString());
    expect(booked.status).toBe(303);
    expect(await app.store.listBookings()).toHaveLength(1);
  });

  it("a date outside the booking window is refused with the schema's own message", async () => {
    app = bookingApp();
    const response = await post(app, formBody({ date: "2026-11-21" }, [["intent", "slots"]]));
    expect(response.status).toBe(400);
    expect(decodeEntities(response.text)).toContain("Choose a date between 2026-11-22 and 2027-11-21");
  });

  it("a date that is no date is a 400 with the date's message, on both buttons", async () => {
    app = bookingApp();
    for (const date of ["abc", "2026-13-45", "2026-12-32", "2026-00-10", "1", "9999-12-31", "0000-01-01"])
      for (const intent of ["slots", "book"]) {
        const response = await post(app, formBody({ date }, [["intent", intent]]));
        expect(response.status, `${intent} ${date}`).toBe(400);
        const shown = decodeEntities(response.text.split("window.__staticRouterHydrationData")[0] ?? "");
        expect(shown, `${intent} ${date}`).toContain('id="booking-date-error"');
        expect(shown).not.toContain("The next date with a free slot");
      }
  });
});

describe("POST /schedule-consultation, booking", () => {
  it("books through the booking service and answers 303 to the booking page, with nothing personal in the URL", async () => {
    app = bookingApp();
    const response = await post(app, formBody({}, [["intent", "book"]]));
    expect(response.status).toBe(303);
    const [booking] = await app.store.listBookings();
    if (!booking) throw new Error("nothing stored");
    // `&booked`: the page opens with the form's success text.
    expect(response.headers.location).toBe(`${app.site.backend.links.pagePath(booking.id)}&booked`);
    expect(response.headers.location).toMatch(/^\/bookings\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}&booked$/);
    // The same ten fields as the API stores: the checkbox a boolean, the hours a number.
    expect(booking.request).toEqual(validBooking());

    const page = await app.request.get(response.headers.location as string);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Moving our ERP to the cloud");
    // A request, waiting for the team: the spec's text as its message, never a "booked" heading.
    const shown = decodeEntities(page.text.split("window.__staticRouterHydrationData")[0] ?? "");
    expect(shown).toMatch(
      /<p role="status"[^>]*>Your consultation has been scheduled\. We'll contact you soon\.<\/p>/,
    );
    expect(shown).toContain(SUCCESS);
    expect(shown).toMatch(/<h2[^>]*>Consultation requested<\/h2>/);
    expect(shown).toContain('<span class="sr-only">State: </span>Waiting for confirmation</p>');
    expect(shown).toMatch(/<a href="\/schedule-consultation"[^>]*>Book another consultation<\/a>/);
    const headings = [...shown.matchAll(/<h[1-4][^>]*>(.*?)<\/h[1-4]>/g)].map(([, text]) => text);
    for (const heading of headings) expect(heading).not.toMatch(/booked|scheduled|confirmed/i);
  });

  it("posts without an intent book too; the same form sent twice is one booking", async () => {
    app = bookingApp();
    const first = await post(app, formBody());
    const again = await post(app, formBody());
    expect([first.status, again.status]).toEqual([303, 303]);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await app.store.listBookings()).toHaveLength(1);
  });

  it("the same form posted again after its booking was cancelled books anew, and a third post is that booking", async () => {
    app = bookingApp();
    const first = await post(app, formBody());
    const [booking] = await app.store.listBookings();
    await app.store.cancel(booking?.id ?? "", new Date());
    const again = await post(app, formBody());
    expect(again.status).toBe(303);
    expect(again.headers.location).not.toBe(first.headers.location);
    const third = await post(app, formBody());
    expect(third.headers.location).toBe(again.headers.location);
    expect((await app.store.listBookings()).map((stored) => stored.state)).toEqual([
      "cancelled",
      "requested",
    ]);
  });

  it("with n8n, makes both delivery calls in order under one key, each carrying the booking link", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake });
    const response = await post(app, formBody());
    expect(response.status).toBe(303);
    const [booking] = await app.store.listBookings();
    const manageUrl = app.site.backend.links.manageUrl(booking?.id ?? "");
    expect(fake.calls.map((call) => call.webhook)).toEqual([
      "get-booked-slots",
      "send-consultation-email",
      "submit-consultation",
    ]);
    const deliveries = fake.calls.slice(1);
    expect(new Set(deliveries.map((call) => call.idempotencyKey)).size).toBe(1);
    for (const call of deliveries)
      expect(call.body).toEqual({
        ...validBooking(),
        bookingId: booking?.id,
        manageUrl,
        staffUrl: app.site.backend.links.staffUrl(booking?.id as string),
        channel: "form",
      });
  });

  it("answers 400 with every value kept, a summary that takes focus and each message beside its field", async () => {
    app = bookingApp();
    const response = await post(
      app,
      formBody({ name: "", email: "not-an-email", phone: "+1 555 0100 999", description: "Keep me" }),
    );
    expect(response.status).toBe(400);
    // What the page shows, without its hydration data (which repeats the messages).
    const html = decodeEntities(response.text.split("window.__staticRouterHydrationData")[0] ?? "");
    expect(html).toMatch(/id="booking-error-summary" role="alert" tabindex="-1" autofocus=""/);
    for (const message of ["Enter your name", "Enter a valid email address, such as name@example.com"]) {
      expect(html.split(message).length - 1).toBe(2); // in the summary and beside the field
    }
    expect(html).toContain('href="#booking-name"');
    expect(html).toMatch(
      /id="booking-email"[^>]*aria-invalid="true"[^>]*aria-describedby="booking-email-error"/,
    );
    expect(inputValue(response.text, "email")).toBe("not-an-email");
    expect(inputValue(response.text, "phone")).toBe("+1 555 0100 999");
    expect(html).toContain("Keep me</textarea>");
    // The chosen slot is free: it stays chosen.
    expect(html).toMatch(/<option value="11:00 to 12:00" selected="">/);
    expect(await app.store.listBookings()).toEqual([]);
  });

  it("names a 90 KB description as too long, and shows it again cut to its limit, in the page and its hydration data", async () => {
    app = bookingApp();
    const ordinary = await post(app, formBody({ name: "" }));
    expect(ordinary.status).toBe(400);
    const description = "d".repeat(DESCRIPTION_MAX) + "TAIL".repeat((90_000 - DESCRIPTION_MAX) / 4);
    const name = `${"n".repeat(NAME_MAX)}NAMETAIL`;
    const subject = `${"s".repeat(SUBJECT_MAX)}SUBJECTTAIL`;
    const response = await post(app, formBody({ name, subject, description }));
    expect(response.status).toBe(400);
    const [page = "", hydration = ""] = response.text.split("window.__staticRouterHydrationData");
    // The schema saw every value whole: it names each field that is too long.
    for (const message of [
      `Keep the description to ${DESCRIPTION_MAX} characters or fewer`,
      `Keep your name to ${NAME_MAX} characters or fewer`,
      `Keep the subject to ${SUBJECT_MAX} characters or fewer`,
    ])
      expect(decodeEntities(page)).toContain(message);
    // Shown again cut to each field's limit, in the page and in its hydration data alike.
    expect(page).toContain(`>${"d".repeat(DESCRIPTION_MAX)}</textarea>`);
    expect(inputValue(response.text, "name")).toBe("n".repeat(NAME_MAX));
    expect(inputValue(response.text, "subject")).toBe("s".repeat(SUBJECT_MAX));
    expect(hydration).toContain(`"${"d".repeat(DESCRIPTION_MAX)}"`);
    for (const tail of ["TAIL", "NAMETAIL", "SUBJECTTAIL"]) expect(response.text).not.toContain(tail);
    // So the answer is the ordinary one plus the values at their limits, twice.
    expect(Buffer.byteLength(response.text)).toBeLessThan(
      Buffer.byteLength(ordinary.text) + 2 * (DESCRIPTION_MAX + NAME_MAX + SUBJECT_MAX) + 2000,
    );
  });

  it("'Show available times' shows long values again cut too, the date and slot as long as theirs can be", async () => {
    app = bookingApp();
    const response = await post(
      app,
      formBody(
        {
          description: `${"d".repeat(DESCRIPTION_MAX)}${"TAIL".repeat(15_000)}`,
          date: `2026-12-01${"DATETAIL".repeat(1000)}`,
          timeSlot: `11:00 to 12:00${"SLOTTAIL".repeat(1000)}`,
        },
        [["intent", "slots"]],
      ),
    );
    expect(response.status).toBe(400);
    for (const tail of ["TAIL", "DATETAIL", "SLOTTAIL"]) expect(response.text).not.toContain(tail);
    expect(response.text).toContain(`>${"d".repeat(DESCRIPTION_MAX)}</textarea>`);
    expect(inputValue(response.text, "date")).toBe("2026-12-01");
    expect(Buffer.byteLength(response.text)).toBeLessThan(130_000);
  });

  it("answers 409 on a taken slot with the slot-taken text, fresh slots and the slot unchosen", async () => {
    app = bookingApp();
    await post(app, formBody({ name: "Ada Lovelace", email: "ada@example.com" }));
    const response = await post(app, formBody());
    expect(response.status).toBe(409);
    const html = decodeEntities(response.text);
    // Once in the summary (linked to the slot) and once beside the slot.
    const shown = html.split("window.__staticRouterHydrationData")[0] ?? "";
    expect(shown.split(SLOT_TAKEN).length - 1).toBe(2);
    expect(shown).toContain('href="#booking-time-slot"');
    expect(option(response.text, "11:00 to 12:00")).toEqual({
      text: "11:00 to 12:00 (Booked)",
      disabled: true,
    });
    expect(html).toMatch(/<option value="" selected="">Select a time slot<\/option>/);
    expect(inputValue(response.text, "name")).toBe("Grace Hopper");
    expect(await app.store.listBookings()).toHaveLength(1);
  });

  it("the same form posted from another address meets its slot as taken, never a failure to try again", async () => {
    app = bookingApp({ trustProxy: true });
    const from = (address: string) => post(app as App, formBody()).set("X-Forwarded-For", address);
    const first = await from("198.51.100.1");
    expect(first.status).toBe(303);
    const other = await from("203.0.113.7");
    expect(other.status).toBe(409);
    expect(decodeEntities(other.text)).toContain(SLOT_TAKEN);
    expect(other.text).not.toContain(String(first.headers.location));
    expect(await app.store.listBookings()).toHaveLength(1);
  });

  it("answers 429 past the rate limit with the small wait page, never the form again", async () => {
    app = bookingApp({
      limits: {
        lookups: createRateLimit({ capacity: 1, perMinute: 1 }),
        bookings: createRateLimit({ capacity: 2, perMinute: 1 }),
      },
    });
    // A booking costs its two delivery calls, as through the API.
    expect((await post(app, formBody())).status).toBe(303);
    const marker = "Zq7-echo-marker";
    const limited = await post(
      app,
      formBody({ timeSlot: "12:00 to 13:00", name: `Grace ${marker}`, description: marker.repeat(6000) }),
    );
    expect(limited.status).toBe(429);
    await expectWaitPage(limited);
    expect(limited.text).not.toContain(marker);
    expect(limited.text).not.toContain("grace@example.com");
    const slots = await post(app, formBody({}, [["intent", "slots"]]));
    expect(slots.status).toBe(200);
    const slotsLimited = await post(app, formBody({}, [["intent", "slots"]]));
    expect(slotsLimited.status).toBe(429);
    await expectWaitPage(slotsLimited);
  });

  it("answers 429 with the quota's text when a contact has reached its bookings", async () => {
    app = bookingApp({ quotas: { perContact: 1, perAddressDay: 100 } });
    expect((await post(app, formBody())).status).toBe(303);
    const response = await post(app, formBody({ timeSlot: "14:00 to 15:00" }));
    expect(response.status).toBe(429);
    expect(decodeEntities(response.text)).toContain(BOOKING_LIMIT);
  });

  it("a filled honeypot or a form sent back too fast looks booked and stores nothing", async () => {
    app = bookingApp();
    const bot = await post(app, formBody({}, []).replace("website=", "website=http%3A%2F%2Fspam.example"));
    expect(bot.status).toBe(303);
    const fast = await post(app, formBody().replace("renderedAt=", `renderedAt=${NOW.getTime() - 1000}`));
    expect(fast.status).toBe(303);
    expect(await app.store.listBookings()).toEqual([]);
    // The answer names a booking page that does not exist: a bot learns nothing from it.
    expect((await app.request.get(bot.headers.location as string)).status).toBe(404);
    const person = await post(app, formBody().replace("renderedAt=", `renderedAt=${NOW.getTime() - 60_000}`));
    expect(person.status).toBe(303);
    expect(await app.store.listBookings()).toHaveLength(1);
  });

  it("with n8n away, the booking page opens with the tentative text", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake, deliveryWaitMs: 200 });
    await fake.down();
    const response = await post(app, formBody());
    expect(response.status).toBe(303);
    const page = await app.request.get(response.headers.location as string);
    expect(decodeEntities(page.text)).toContain(TENTATIVE);
    // A later visit through the e-mail's link has no such notice.
    const later = await app.request.get((response.headers.location as string).replace("&booked", ""));
    expect(decodeEntities(later.text)).not.toContain(TENTATIVE);
  });

  it("refuses a post another site's page made (the browser says so), and takes this site's own", async () => {
    app = bookingApp();
    const from = (headers: Record<string, string>) =>
      app?.request.post("/schedule-consultation").set("Content-Type", FORM).set(headers).send(formBody());
    expect((await from({ "Sec-Fetch-Site": "cross-site" }))?.status).toBe(403);
    expect((await from({ "Sec-Fetch-Site": "same-site" }))?.status).toBe(403);
    expect((await from({ Origin: "https://elsewhere.example" }))?.status).toBe(403);
    expect((await from({ Origin: "null" }))?.status).toBe(403);
    expect(await app.store.listBookings()).toEqual([]);
    expect((await from({ "Sec-Fetch-Site": "same-origin", Origin: TEST_SITE_URL }))?.status).toBe(303);
    expect(await app.store.listBookings()).toHaveLength(1);
  });

  it("takes a description of 5000 non-Latin characters, which form encoding makes 45 KB", async () => {
    app = bookingApp();
    const description = "中".repeat(5000);
    const body = formBody({ description });
    expect(Buffer.byteLength(body)).toBeGreaterThan(MAX_BODY_BYTES);
    const response = await post(app, body);
    expect(response.status).toBe(303);
    expect((await app.store.listBookings())[0]?.request.description).toBe(description);
  });

  it("refuses other bodies with 415 and oversized ones with 413", async () => {
    app = bookingApp();
    const json = await app.request
      .post("/schedule-consultation")
      .set("Content-Type", "application/json")
      .send(JSON.stringify(validBooking()));
    expect(json.status).toBe(415);
    const huge = await post(app, formBody({ description: "x".repeat(3 * MAX_BODY_BYTES) }));
    expect(huge.status).toBe(413);
    expect(await app.store.listBookings()).toEqual([]);
  });
});
