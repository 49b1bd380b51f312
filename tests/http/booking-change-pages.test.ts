import { afterEach, describe, expect, it } from "vitest";
import {
  CHANGED_MEANWHILE,
  NO_ONLINE_MOVES,
  SLOT_TAKEN,
  TOO_LATE_TO_CHANGE,
  TOO_MANY_CHANGES,
} from "../../src/booking/messages";
import { bookingApp, JSON_HEADERS, NOW, validBooking } from "./booking-harness";
import { decodeEntities } from "./harness";

// Cancel and move a booking from its page, without JavaScript: real forms posted to the
// server, which answers with the booking page (303) or the form again.

type App = ReturnType<typeof bookingApp>;
let app: App | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const FORM = "application/x-www-form-urlencoded";

async function book(test: App, overrides: Record<string, unknown> = {}) {
  const response = await test.request
    .post("/api/n8n/submit-consultation")
    .set(JSON_HEADERS)
    .send(validBooking(overrides));
  expect(response.status).toBe(200);
  const id = response.body.bookingId as string;
  return { id, token: test.site.backend.links.token(id), page: test.site.backend.links.pagePath(id) };
}

/** What the page shows, without its hydration data. */
const shown = (html: string) => decodeEntities(html.split("window.__staticRouterHydrationData")[0] ?? "");

const post = (test: App, path: string, fields: Record<string, string>) =>
  test.request.post(path).set("Content-Type", FORM).send(new URLSearchParams(fields).toString());

describe("the booking page's change actions", () => {
  it("offer the move link and a cancel form with the token while changes are open", async () => {
    app = bookingApp();
    const { id, token, page } = await book(app);
    const html = shown((await app.request.get(page)).text);
    expect(html).toContain(`href="/bookings/${id}/reschedule?token=${token}"`);
    expect(html).toMatch(new RegExp(`<form [^>]*action="/bookings/${id}/cancel" method="post"`));
    expect(html).toContain(`<input type="hidden" name="token" value="${token}"/>`);
  });

  it("say whom to contact instead, and offer nothing, once it is too late", async () => {
    app = bookingApp({ now: () => new Date("2026-11-30T16:00:00.001Z") });
    const { page } = await book(app);
    const html = shown((await app.request.get(page)).text);
    expect(html).toContain(TOO_LATE_TO_CHANGE);
    expect(html).not.toContain("/cancel");
    expect(html).not.toContain("/reschedule");
  });
});

describe("POST /bookings/{id}/cancel", () => {
  it("cancels and answers 303 to the booking page, which says so", async () => {
    app = bookingApp();
    const { id, token, page } = await book(app);
    const response = await post(app, `/bookings/${id}/cancel`, { token });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(page);
    expect(shown((await app.request.get(page)).text)).toContain("Your consultation was cancelled");
    expect((await app.store.findBooking(id))?.state).toBe("cancelled");
  });

  it("a wrong token is the not-found page, another site's post is 403, and nothing changes", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    expect((await post(app, `/bookings/${id}/cancel`, { token: "C".repeat(43) })).status).toBe(404);
    expect((await post(app, `/bookings/${id}/cancel`, {})).status).toBe(404);
    const foreign = await app.request
      .post(`/bookings/${id}/cancel`)
      .set("Content-Type", FORM)
      .set("Sec-Fetch-Site", "cross-site")
      .send(`token=${token}`);
    expect(foreign.status).toBe(403);
    expect((await app.store.findBooking(id))?.state).toBe("requested");
  });

  it("after the deadline answers 409: the booking page with the text that says whom to contact", async () => {
    let clock = NOW;
    app = bookingApp({ now: () => clock });
    const { id, token } = await book(app);
    clock = new Date("2026-11-30T16:00:00.001Z");
    const response = await post(app, `/bookings/${id}/cancel`, { token });
    expect(response.status).toBe(409);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(shown(response.text)).toMatch(
      new RegExp(`role="alert"[^>]*>.*${TOO_LATE_TO_CHANGE.slice(0, 40)}`),
    );
    expect((await app.store.findBooking(id))?.state).toBe("requested");
  });
});

describe("the move page", () => {
  it("GET shows the booking form's date-and-time step with the booking's slot, private", async () => {
    app = bookingApp();
    const { id, token } = await book(app, { hours: 2, timeSlot: "11:00 to 13:00" });
    const response = await app.request.get(`/bookings/${id}/reschedule?token=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    const html = shown(response.text);
    expect(html).toMatch(/<option value="2" selected="">2\b/);
    expect(html).toMatch(/id="booking-date"[^>]*value="2026-12-01"/);
    expect(html).toContain(`<input type="hidden" name="sequence" value="0"/>`);
    expect(html).toContain("Show available times");
    // Still waiting for the team: it is not called booked.
    expect(html.replaceAll("<!-- -->", "")).toContain("is set for Tuesday, December 1, 2026, 11:00 to 13:00");
    expect(html).not.toMatch(/is booked for/);
    expect((await app.request.get(`/bookings/${id}/reschedule?token=${"D".repeat(43)}`)).status).toBe(404);
  });

  it("'Show available times' lists the day's slots, the booking's own not counted as taken", async () => {
    app = bookingApp();
    const { id, token } = await book(app, { hours: 2, timeSlot: "11:00 to 13:00" });
    await book(app, { timeSlot: "15:00 to 16:00", email: "ada@example.com" });
    const response = await post(app, `/bookings/${id}/reschedule`, {
      token,
      sequence: "0",
      hours: "2",
      date: "2026-12-01",
      timeSlot: "",
      intent: "slots",
    });
    expect(response.status).toBe(200);
    const html = shown(response.text);
    expect(html).toMatch(/<option value="12:00 to 14:00">12:00 to 14:00<\/option>/);
    // Shown (the label) with " (Booked)"; the text stays the bare slot for agents.
    expect(html).toMatch(
      /<option value="14:00 to 16:00" label="14:00 to 16:00 \(Booked\)" disabled="">14:00 to 16:00<\/option>/,
    );
  });

  it("a move answers 303 to the booking page; a stale page, a taken slot or a bad date answer the form again", async () => {
    app = bookingApp();
    const { id, token, page } = await book(app);
    await book(app, { timeSlot: "15:00 to 16:00", email: "ada@example.com" });
    const move = (fields: Record<string, string>) =>
      post(app as App, `/bookings/${id}/reschedule`, {
        token,
        hours: "1",
        date: "2026-12-01",
        intent: "move",
        ...fields,
      });

    const moved = await move({ sequence: "0", timeSlot: "13:00 to 14:00" });
    expect(moved.status).toBe(303);
    expect(moved.headers.location).toBe(page);
    expect(await app.store.findBooking(id)).toMatchObject({
      timeSlot: "13:00 to 14:00",
      sequence: 1,
    });

    const stale = await move({ sequence: "0", timeSlot: "17:00 to 18:00" });
    expect(stale.status).toBe(409);
    expect(shown(stale.text)).toContain(CHANGED_MEANWHILE);
    expect(shown(stale.text)).toContain(`<input type="hidden" name="sequence" value="1"/>`);

    const taken = await move({ sequence: "1", timeSlot: "15:00 to 16:00" });
    expect(taken.status).toBe(409);
    expect(shown(taken.text)).toMatch(new RegExp(`id="booking-time-slot-error"[^>]*>.*${SLOT_TAKEN}`));

    const bad = await move({ sequence: "1", date: "2026-11-21", timeSlot: "11:00 to 12:00" });
    expect(bad.status).toBe(400);
    expect(shown(bad.text)).toContain("There is a problem with your booking");
    expect(shown(bad.text)).toContain("Choose a date between 2026-11-22 and 2027-11-21");
    // A date that is no date: the form again, as quickly as any other refusal.
    for (const intent of ["slots", "move"])
      for (const date of ["abc", "9999-12-31"]) {
        const noDate = await move({ sequence: "1", date, timeSlot: "11:00 to 12:00", intent });
        expect(noDate.status, `${intent} ${date}`).toBe(400);
        expect(shown(noDate.text)).toContain('id="booking-date-error"');
      }
    expect(await app.store.findBooking(id)).toMatchObject({
      timeSlot: "13:00 to 14:00",
      sequence: 1,
    });
  });
});

describe("moved as often as a visitor may (BOOKING_MAX_MOVES)", () => {
  const move = (test: App, id: string, token: string, sequence: number, timeSlot: string) =>
    post(test, `/bookings/${id}/reschedule`, {
      token,
      sequence: String(sequence),
      hours: "1",
      date: "2026-12-01",
      timeSlot,
      intent: "move",
    });

  it("the 4th move is 409: the booking page with whom to write to, offering Cancel and no move link", async () => {
    app = bookingApp();
    const { id, token, page } = await book(app);
    for (const [sequence, slot] of ["12:00 to 13:00", "13:00 to 14:00", "14:00 to 15:00"].entries())
      expect((await move(app, id, token, sequence, slot)).status).toBe(303);
    const fourth = await move(app, id, token, 3, "15:00 to 16:00");
    expect(fourth.status).toBe(409);
    expect(shown(fourth.text)).toContain(TOO_MANY_CHANGES);
    expect(shown(fourth.text)).not.toContain(`href="/bookings/${id}/reschedule`);
    expect((await app.store.findBooking(id))?.timeSlot).toBe("14:00 to 15:00");
    // The last move's form posted again (the page of the version before): nothing to move, its page.
    const again = await move(app, id, token, 2, "14:00 to 15:00");
    expect(again.status).toBe(303);
    expect((await app.store.findBooking(id))?.sequence).toBe(3);

    // The booking page: no move link, the cancel form still there while the 24 hours allow.
    const html = shown((await app.request.get(page)).text);
    expect(html).toContain(TOO_MANY_CHANGES);
    expect(html).not.toContain("/reschedule");
    expect(html).toMatch(new RegExp(`<form [^>]*action="/bookings/${id}/cancel" method="post"`));
    // The move page opens the booking page, as when a change is no longer allowed.
    const opened = await app.request.get(`/bookings/${id}/reschedule?token=${token}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe(page);
    // "Show available times" is refused the same way.
    const listed = await post(app, `/bookings/${id}/reschedule`, {
      token,
      sequence: "3",
      hours: "1",
      date: "2026-12-01",
      timeSlot: "",
      intent: "slots",
    });
    expect(listed.status).toBe(409);
    expect(shown(listed.text)).toContain(TOO_MANY_CHANGES);
  });

  it("a refused move does not count; BOOKING_MAX_MOVES=0 refuses the first", async () => {
    app = bookingApp({ env: { BOOKING_MAX_MOVES: "1" } });
    const { id, token } = await book(app);
    await book(app, { timeSlot: "15:00 to 16:00", email: "ada@example.com" });
    expect((await move(app, id, token, 0, "15:00 to 16:00")).status).toBe(409);
    expect((await move(app, id, token, 0, "16:00 to 17:00")).status).toBe(303);
    expect(shown((await move(app, id, token, 1, "17:00 to 18:00")).text)).toContain(TOO_MANY_CHANGES);
    await app.close();

    app = bookingApp({ env: { BOOKING_MAX_MOVES: "0" } });
    const never = await book(app);
    expect(shown((await app.request.get(never.page)).text)).not.toContain("/reschedule");
    const first = await move(app, never.id, never.token, 0, "12:00 to 13:00");
    expect(first.status).toBe(409);
    // Never moved: the words say moves are not offered online, not that they ran out.
    expect(shown(first.text)).toContain(NO_ONLINE_MOVES);
  });
});
