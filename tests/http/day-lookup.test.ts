import { describe, expect, it, vi } from "vitest";
import { SLOTS_STORE_UNAVAILABLE } from "../../src/booking/messages";
import {
  type BookingAppOptions,
  type bookingApp,
  JSON_HEADERS,
  validBooking,
  waitFor,
} from "./booking-harness";
import { decodeEntities } from "./harness";
import { sitesUnderTest, textOf } from "./site-under-test";

// The booked-slots lookup's result (src/booking/day-rules.ts `bookedDayOf`) with the
// company's calendar and n8n's busy times, and a new booking checked against the same day
// on every way in: the JSON API, the form without JavaScript and MCP.

const OFFICE = { BOOKING_HOURS: "mon-fri 09:00-12:00 13:00-17:00" };
// The harness's clock is Saturday 21 November 2026; 1 December is a Tuesday, 5 December a Saturday.
const TUESDAY = "2026-12-01";
const SATURDAY = "2026-12-05";
// 14:30 to 14:45 in New York (EST, UTC-5) on the Tuesday.
const BUSY = [{ start: "2026-12-01T14:30:00-05:00", end: "2026-12-01T14:45:00-05:00" }];

type App = ReturnType<typeof bookingApp>;
const sites = sitesUnderTest();
const start = (options: BookingAppOptions) => sites.app(options);
const startFakeN8n = sites.fakeN8n;

const lookUp = (test: App, date: string) =>
  test.request.post("/api/n8n/get-booked-slots").set(JSON_HEADERS).send({ date });

const submit = (test: App, overrides: Record<string, unknown>) =>
  test.request.post("/api/n8n/submit-consultation").set(JSON_HEADERS).send(validBooking(overrides));

const formFields = (overrides: Record<string, unknown>) =>
  new URLSearchParams({
    ...Object.fromEntries(
      Object.entries(validBooking(overrides)).map(([name, value]) => [
        name,
        Array.isArray(value) ? String(value[0]) : String(value),
      ]),
    ),
    website: "",
    renderedAt: "",
  }).toString();

describe("the booked-slots lookup's result", () => {
  it("stays as it was with the default calendar: the held bookings' labels only", async () => {
    const test = start({});
    expect((await submit(test, { date: TUESDAY, hours: 2, timeSlot: "14:00 to 16:00" })).status).toBe(200);
    expect((await lookUp(test, TUESDAY)).body).toEqual({ bookedSlots: ["14:00 to 16:00"] });
  });

  it("adds the labels the buffer takes and those outside the weekday's hours", async () => {
    const test = start({ env: { ...OFFICE, BOOKING_BUFFER_MINUTES: "60" } });
    expect((await submit(test, { date: TUESDAY, timeSlot: "14:00 to 15:00" })).status).toBe(200);
    const response = await lookUp(test, TUESDAY);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      bookedSlots: [
        "14:00 to 15:00",
        "12:00 to 13:00",
        "13:00 to 14:00",
        "15:00 to 16:00",
        "17:00 to 18:00",
        "18:00 to 19:00",
        "19:00 to 20:00",
      ],
    });
  });

  it("lists every label of a weekday without hours, and says why", async () => {
    const response = await lookUp(start({ env: OFFICE }), SATURDAY);
    expect(response.body).toEqual({
      bookedSlots: [
        "11:00 to 12:00",
        "12:00 to 13:00",
        "13:00 to 14:00",
        "14:00 to 15:00",
        "15:00 to 16:00",
        "16:00 to 17:00",
        "17:00 to 18:00",
        "18:00 to 19:00",
        "19:00 to 20:00",
      ],
      closed: { reason: "No consultations on Saturdays" },
    });
  });

  it("answers a date no booking may take (today, the past, past the window) as a closed day, without asking n8n", async () => {
    const fake = await startFakeN8n();
    const test = start({ n8n: fake });
    for (const date of ["2026-11-21", "1999-01-01", "2099-01-01"]) {
      const response = await lookUp(test, date);
      expect(response.status).toBe(200);
      expect(response.body.closed).toEqual({ reason: "Choose a date between 2026-11-22 and 2027-11-21" });
      expect(response.body.bookedSlots).toHaveLength(9);
    }
    expect(fake.callsTo("get-booked-slots")).toEqual([]);
    // A move reads its booking's own day and the days beside it wherever they fall (the move
    // page's buffer across midnight): today is read as it is, not as a closed day.
    const own = { date: "2026-11-22", timeSlot: "11:00 to 12:00" };
    expect(await test.site.backend.service.bookedSlots({ date: "2026-11-21" }, own)).toEqual({
      kind: "slots",
      bookedSlots: [],
    });
    expect(fake.callsTo("get-booked-slots")).toHaveLength(1);
    fake.calls.length = 0;
    // The first date the window holds is looked up as ever.
    expect((await lookUp(test, "2026-11-22")).body).toEqual({ bookedSlots: [] });
    expect(fake.callsTo("get-booked-slots")).toHaveLength(1);
  });

  it("says why a day the company closed takes no booking, with or without n8n", async () => {
    const fake = await startFakeN8n();
    for (const options of [{}, { n8n: fake }]) {
      const test = start({ ...options, env: OFFICE });
      await test.store.closeDays({
        from: TUESDAY,
        until: TUESDAY,
        reason: "Public holiday",
        now: new Date(),
      });
      const response = await lookUp(test, TUESDAY);
      expect(response.body.closed).toEqual({ reason: "Public holiday" });
      expect(response.body.bookedSlots).toEqual(
        expect.arrayContaining(["09:00 to 10:00", "11:00 to 12:00", "16:00 to 17:00", "19:00 to 20:00"]),
      );
      const refused = await submit(test, { date: TUESDAY, timeSlot: "09:00 to 10:00" });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe("day_closed");
    }
  });

  it("says full once the day holds its daily limit, every label listed", async () => {
    const test = start({ env: { ...OFFICE, BOOKING_DAILY_LIMIT: "1" } });
    expect((await lookUp(test, TUESDAY)).body).toEqual({
      bookedSlots: ["12:00 to 13:00", "17:00 to 18:00", "18:00 to 19:00", "19:00 to 20:00"],
    });
    expect((await submit(test, { date: TUESDAY, timeSlot: "09:00 to 10:00" })).status).toBe(200);
    const full = await lookUp(test, TUESDAY);
    expect(full.body.full).toBe(true);
    expect(full.body.closed).toBeUndefined();
    expect(full.body.bookedSlots).toEqual(
      expect.arrayContaining(["09:00 to 10:00", "10:00 to 11:00", "16:00 to 17:00", "19:00 to 20:00"]),
    );
  });
});

describe("n8n's busy times", () => {
  it("make the slots they overlap booked, with the buffer around them", async () => {
    const fake = await startFakeN8n();
    fake.busy.set(TUESDAY, BUSY);
    const test = start({ n8n: fake, env: OFFICE });
    expect((await lookUp(test, TUESDAY)).body).toEqual({
      bookedSlots: ["12:00 to 13:00", "14:00 to 15:00", "17:00 to 18:00", "18:00 to 19:00", "19:00 to 20:00"],
    });
    const buffered = start({ n8n: fake, env: { ...OFFICE, BOOKING_BUFFER_MINUTES: "30" } });
    expect((await lookUp(buffered, TUESDAY)).body.bookedSlots).toEqual([
      "12:00 to 13:00",
      "14:00 to 15:00",
      // 15 minutes after the busy time ends; 13:00 to 14:00 ends 30 minutes before it starts.
      "15:00 to 16:00",
      "17:00 to 18:00",
      "18:00 to 19:00",
      "19:00 to 20:00",
    ]);
  });

  it('a malformed busy list is n8n failing: 502, never "nothing booked"', async () => {
    const fake = await startFakeN8n();
    const test = start({ n8n: fake });
    for (const busy of [
      [{ start: "2026-12-01T14:30:00", end: "2026-12-01T15:00:00" }],
      [{ start: "x", end: "y" }],
    ]) {
      fake.busy.set(TUESDAY, busy);
      const response = await lookUp(test, TUESDAY);
      expect(response.status).toBe(502);
      expect(response.body).toMatchObject({ error: "n8n_unavailable", failure: "shape" });
    }
  });
});

describe("a new booking, checked against the day n8n knows", () => {
  it("is 409 slot_taken on the JSON API for a busy time or a slot only n8n holds; a free slot books", async () => {
    const fake = await startFakeN8n();
    fake.busy.set(TUESDAY, BUSY);
    fake.bookedSlots.set(TUESDAY, ["10:00 to 11:00"]);
    const test = start({ n8n: fake, env: OFFICE });
    for (const timeSlot of ["14:00 to 15:00", "10:00 to 11:00"]) {
      const refused = await submit(test, { date: TUESDAY, timeSlot });
      expect(refused.status, timeSlot).toBe(409);
      expect(refused.body).toMatchObject({ error: "slot_taken" });
    }
    expect(await test.store.listBookings()).toHaveLength(0);
    expect((await submit(test, { date: TUESDAY, timeSlot: "15:00 to 16:00" })).status).toBe(200);
  });

  it("is taken when n8n does not answer, or answers wrongly: the team confirms it", async () => {
    const fake = await startFakeN8n({ mode: "500" });
    fake.busy.set(TUESDAY, BUSY);
    const test = start({ n8n: fake, env: OFFICE });
    const booked = await submit(test, { date: TUESDAY, timeSlot: "14:00 to 15:00" });
    expect(booked.status).toBe(202);
    expect(await test.store.listBookings()).toHaveLength(1);
  });

  it("asks n8n once per booking: a replay of its key is the booking it made", async () => {
    const fake = await startFakeN8n();
    const test = start({ n8n: fake, env: OFFICE });
    const key = "replayed-booking-0001";
    const first = await submit(test, { date: TUESDAY, timeSlot: "14:00 to 15:00" }).set(
      "Idempotency-Key",
      key,
    );
    expect(first.status).toBe(200);
    // n8n now lists the booking itself, and a busy time over it: the replay still answers it.
    fake.busy.set(TUESDAY, BUSY);
    const again = await submit(test, { date: TUESDAY, timeSlot: "14:00 to 15:00" }).set(
      "Idempotency-Key",
      key,
    );
    expect(again.status).toBe(200);
    expect(again.body.bookingId).toBe(first.body.bookingId);
    expect(fake.callsTo("get-booked-slots")).toHaveLength(1);
  });

  it("is refused beside the time-slot field by the form without JavaScript, the slots read again", async () => {
    const fake = await startFakeN8n();
    fake.busy.set(TUESDAY, BUSY);
    const test = start({ n8n: fake, env: OFFICE });
    const response = await test.request
      .post("/schedule-consultation")
      .set("Content-Type", "application/x-www-form-urlencoded")
      .send(formFields({ date: TUESDAY, timeSlot: "14:00 to 15:00" }));
    expect(response.status).toBe(409);
    const html = decodeEntities(response.text.split("window.__staticRouterHydrationData")[0] ?? "");
    const error = html.match(/<p id="booking-time-slot-error"[^>]*>.*?<\/p>/s)?.[0] ?? "";
    expect(error.replace(/<[^>]+>/g, "")).toMatch(/taken|booked/i);
    // The list shown again has the busy hour disabled.
    expect(html).toMatch(
      /<option[^>]*disabled=""[^>]*value="14:00 to 15:00"|<option[^>]*value="14:00 to 15:00"[^>]*disabled=""/,
    );
    expect(await test.store.listBookings()).toHaveLength(0);
  });

  it("is refused by MCP's booking tool, and its slot tool lists the busy hour as booked", async () => {
    const fake = await startFakeN8n();
    fake.busy.set(TUESDAY, BUSY);
    const test = start({ n8n: fake, env: OFFICE });
    const client = await sites.mcp(test);
    const slots = JSON.parse(
      textOf(await client.callTool({ name: "get_available_slots", arguments: { date: TUESDAY } })),
    );
    expect(slots.bookedSlots).toEqual(["14:00 to 15:00"]);
    const refused = await client.callTool({
      name: "book_consultation",
      arguments: {
        ...validBooking({ date: TUESDAY, timeSlot: "14:00 to 15:00" }),
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/taken|booked/i);
    expect(await test.store.listBookings()).toHaveLength(0);
  });

  it("is how a move is checked too: a busy time refuses it, the booking's own slot does not", async () => {
    const fake = await startFakeN8n();
    const test = start({ n8n: fake, env: OFFICE });
    const booked = await submit(test, { date: TUESDAY, timeSlot: "09:00 to 10:00" });
    expect(booked.status).toBe(200);
    const id = booked.body.bookingId as string;
    const token = test.site.backend.links.token(id);
    const move = (timeSlot: string, hours = 1) =>
      test.request
        .post(`/api/bookings/${id}/reschedule`)
        .set("Authorization", `Bearer ${token}`)
        .set(JSON_HEADERS)
        .send({ date: TUESDAY, hours, timeSlot });
    fake.busy.set(TUESDAY, BUSY);
    const refused = await move("14:00 to 15:00");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: "slot_taken" });
    // n8n lists the booking's own 9:00 (it was delivered): a longer slot over it still moves.
    await waitFor(() => fake.stored.size === 1);
    const longer = await move("09:00 to 11:00", 2);
    expect(longer.status).toBe(200);
    expect((await test.store.findBooking(id))?.timeSlot).toBe("09:00 to 11:00");
  });

  it("marks only booked slots (Booked): the hours outside the weekday's are disabled, unmarked", async () => {
    const test = start({ env: { BOOKING_HOURS: "mon-fri 09:00-12:00 13:00-17:00, sat 10:00-14:00" } });
    expect((await submit(test, { date: TUESDAY, timeSlot: "14:00 to 15:00" })).status).toBe(200);
    const optionsOn = async (date: string) => {
      const page = await test.request
        .post("/schedule-consultation")
        .set("Content-Type", "application/x-www-form-urlencoded")
        .send(new URLSearchParams({ intent: "slots", date, hours: "1" }).toString());
      const html = decodeEntities(page.text.split("window.__staticRouterHydrationData")[0] ?? "");
      return (slot: string) => new RegExp(`<option value="${slot}"[^>]*>`).exec(html)?.[0] ?? "";
    };
    const tuesday = await optionsOn(TUESDAY);
    expect(tuesday("14:00 to 15:00")).toContain('label="14:00 to 15:00 (Booked)"');
    expect(tuesday("13:00 to 14:00")).not.toContain("disabled");
    expect(tuesday("13:00 to 14:00")).not.toContain("hidden");
    const saturday = await optionsOn(SATURDAY);
    // Tuesday's lunch hour and Saturday's afternoon are not those days' hours, and booked by no one.
    for (const option of [tuesday("12:00 to 13:00"), saturday("15:00 to 16:00")]) {
      expect(option).toContain("disabled");
      expect(option).not.toContain("(Booked)");
      // Shown to no one (the list's values stay for agents).
      expect(option).toContain("hidden");
    }
  });

  it("gives the move form the day after as it reads it for the move, where its buffer reaches past midnight", async () => {
    const test = start({ env: { BOOKING_HOURS: "mon-sun 00:00-24:00", BOOKING_BUFFER_MINUTES: "60" } });
    const booked = await submit(test, { date: TUESDAY, timeSlot: "23:00 to 24:00" });
    const id = booked.body.bookingId as string;
    const token = test.site.backend.links.token(id);
    // The public lookup counts the booking against the next day's first hour...
    expect((await lookUp(test, "2026-12-02")).body.bookedSlots).toContain("00:00 to 01:00");
    // ...the move page's does not: moving there leaves its own slot.
    const shown = await test.request.get(`/bookings/${id}/reschedule?token=${token}`);
    const beside = /"besideDays":\[.*?\{"date":"2026-12-02","day":\{"bookedSlots":(\[[^\]]*\])/.exec(
      shown.text,
    )?.[1];
    expect(beside).toBeDefined();
    expect(JSON.parse(beside ?? "")).not.toContain("00:00 to 01:00");
  });

  it("shows the move form the slots its own booking's buffer and the daily limit leave it", async () => {
    const test = start({ env: { ...OFFICE, BOOKING_BUFFER_MINUTES: "60", BOOKING_DAILY_LIMIT: "1" } });
    const booked = await submit(test, { date: TUESDAY, timeSlot: "14:00 to 15:00" });
    const id = booked.body.bookingId as string;
    const token = test.site.backend.links.token(id);
    const page = await test.request
      .post(`/bookings/${id}/reschedule`)
      .set("Content-Type", "application/x-www-form-urlencoded")
      .send(
        new URLSearchParams({
          token,
          sequence: "0",
          hours: "1",
          date: TUESDAY,
          timeSlot: "",
          intent: "slots",
        }).toString(),
      );
    const html = decodeEntities(page.text.split("window.__staticRouterHydrationData")[0] ?? "");
    // The day is full and 15:00 lies in its buffer, but only because of the booking being moved.
    expect(html).toContain('<option value="15:00 to 16:00">');
    expect(html).not.toContain("15:00 to 16:00 (Booked)");
    // With JavaScript the form shows its own date as the server read it for the move (the public
    // lookup counts the booking against itself): the page carries that day.
    const shown = await test.request.get(`/bookings/${id}/reschedule?token=${token}`);
    const data = /"ownDay":(\{[^}]*\})/.exec(shown.text)?.[1] ?? "";
    expect(JSON.parse(data)).toEqual({
      bookedSlots: ["12:00 to 13:00", "17:00 to 18:00", "18:00 to 19:00", "19:00 to 20:00"],
    });
    expect((await lookUp(test, TUESDAY)).body.full).toBe(true);
    expect(html).not.toContain("Fully booked");
  });

  it("says a day the store closed is closed while n8n is down, and a no-JS search passes over a long closure", async () => {
    const fake = await startFakeN8n({ mode: "500" });
    const test = start({ n8n: fake, env: OFFICE });
    // Two working weeks and more: Monday 7 to Friday 18 December.
    await test.store.closeDays({
      from: "2026-12-07",
      until: "2026-12-18",
      reason: "Year-end",
      now: new Date(),
    });
    const response = await lookUp(test, "2026-12-09");
    expect(response.status).toBe(200);
    expect(response.body.closed).toEqual({ reason: "Year-end" });
    fake.mode = "ok";
    const shown = await test.request
      .post("/schedule-consultation")
      .set("Content-Type", "application/x-www-form-urlencoded")
      .send(new URLSearchParams({ date: "2026-12-08", hours: "1", intent: "slots" }).toString());
    const html = decodeEntities(shown.text.split("window.__staticRouterHydrationData")[0] ?? "");
    expect(html).toContain("Year-end. The next date with a free slot is Monday, December 21, 2026.");
    // Only the date that may be free was asked of n8n, besides the day itself.
    expect(fake.callsTo("get-booked-slots").map((call) => (call.body as { date: string }).date)).toEqual([
      "2026-12-09",
      "2026-12-08",
      "2026-12-21",
    ]);
  });
});

describe("the lookup while the store cannot be read", () => {
  it("answers 503 store_unavailable in a reader's words: nothing was being saved", async () => {
    const test = start({});
    vi.spyOn(test.store, "bookedSlots").mockRejectedValue(new Error("disk I/O error"));
    const response = await lookUp(test, TUESDAY);
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: "store_unavailable", message: SLOTS_STORE_UNAVAILABLE });
  });
});
