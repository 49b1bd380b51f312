import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { type bookingApp, JSON_HEADERS, NOW, validBooking } from "./booking-harness";
import { decodeEntities } from "./harness";
import { sitesUnderTest } from "./site-under-test";

// A closed day, a full day and the buffer on every way in: the store refuses them in the
// transaction that writes the booking, and each way in says so in the same words.

const CHRISTMAS = "2026-12-24";
const CLOSED = {
  error: "day_closed",
  message: "Consultations are closed on Thursday, December 24, 2026: Public holiday. Choose another date.",
};
const FULL = { error: "day_full", message: "That day is fully booked. Choose another date." };
const TAKEN = { error: "slot_taken", message: "That time slot was just taken. Please choose another." };

type App = ReturnType<typeof bookingApp>;
const sites = sitesUnderTest();

/** The site with Christmas Eve closed, and the calendar settings of `env`. */
async function siteWith(env: Record<string, string> = {}) {
  const app = sites.app({ env });
  await app.store.closeDays({ from: CHRISTMAS, until: CHRISTMAS, reason: "Public holiday", now: NOW });
  return app;
}

let emails = 0;
/** A booking of its own visitor, so that no quota counts. */
const booking = (overrides: Record<string, unknown>) =>
  validBooking({ email: `visitor${++emails}@example.com`, ...overrides });

const call = (
  test: App,
  name: "submit-consultation" | "send-consultation-email",
  overrides: Record<string, unknown>,
) => test.request.post(`/api/n8n/${name}`).set(JSON_HEADERS).send(booking(overrides));

const shown = (html: string) => decodeEntities(html.split("window.__staticRouterHydrationData")[0] ?? "");

const form = (test: App, path: string, fields: Record<string, string>) =>
  test.request
    .post(path)
    .set("Content-Type", "application/x-www-form-urlencoded")
    .send(new URLSearchParams(fields).toString());

/** The booking form's fields as a browser without JavaScript posts them. */
const formFields = (overrides: Record<string, unknown>) => {
  const fields: Record<string, string> = { website: "", renderedAt: "" };
  for (const [name, value] of Object.entries(booking(overrides)))
    fields[name] = Array.isArray(value) ? String(value[0]) : String(value);
  return fields;
};

/** The text of the message element beside the time-slot field. */
const besideTimeSlot = (html: string) =>
  /id="booking-time-slot-error"[^>]*>(.*?)<\/p>/s
    .exec(shown(html))?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();

const connectMcp = (test: App) => sites.mcp(test);

const bookOverMcp = (mcp: Client, overrides: Record<string, unknown>) =>
  mcp.callTool({
    name: "book_consultation",
    arguments: { ...booking(overrides), idempotencyKey: crypto.randomUUID() },
  }) as Promise<{ content: { text: string }[]; isError?: boolean }>;

/** Books through the API; the booking's id and its visitor's token. */
async function booked(test: App, overrides: Record<string, unknown>) {
  const response = await call(test, "submit-consultation", overrides);
  expect(response.status).toBe(200);
  const id = response.body.bookingId as string;
  return { id, token: test.site.backend.links.token(id) };
}

const moveOverApi = (test: App, { id, token }: { id: string; token: string }, to: Record<string, unknown>) =>
  test.request
    .post(`/api/bookings/${id}/reschedule`)
    .set("Authorization", `Bearer ${token}`)
    .set(JSON_HEADERS)
    .send({ hours: 1, ...to });

const moveForm = (test: App, { id, token }: { id: string; token: string }, date: string, timeSlot: string) =>
  form(test, `/bookings/${id}/reschedule`, {
    token,
    sequence: "0",
    hours: "1",
    date,
    timeSlot,
    intent: "move",
  });

describe("the JSON API", () => {
  it("a closed day: both booking calls answer 409 day_closed with the reason; nothing is stored", async () => {
    const test = await siteWith({ METRICS_PORT: "9464" });
    for (const name of ["submit-consultation", "send-consultation-email"] as const) {
      const response = await call(test, name, { date: CHRISTMAS, timeSlot: "14:00 to 15:00" });
      expect(response.status).toBe(409);
      expect(response.body).toEqual(CLOSED);
    }
    expect(await test.store.listBookings()).toEqual([]);
    const metrics = await supertest(test.site.metrics as NonNullable<typeof test.site.metrics>).get(
      "/metrics",
    );
    expect(metrics.text).toMatch(/bookings_total\{outcome="day_closed"\} 2/);
  });

  it("a full day (BOOKING_DAILY_LIMIT): 409 day_full; another day books", async () => {
    const test = await siteWith({ BOOKING_DAILY_LIMIT: "2" });
    await booked(test, { timeSlot: "11:00 to 12:00" });
    await booked(test, { timeSlot: "15:00 to 16:00" });
    const third = await call(test, "submit-consultation", { timeSlot: "18:00 to 19:00" });
    expect(third.status).toBe(409);
    expect(third.body).toEqual(FULL);
    expect((await call(test, "submit-consultation", { date: "2026-12-02" })).status).toBe(200);
  });

  it("the buffer (BOOKING_BUFFER_MINUTES=60): the hours either side of a booking are slot_taken, the next free", async () => {
    const test = await siteWith({ BOOKING_BUFFER_MINUTES: "60" });
    await booked(test, { timeSlot: "14:00 to 15:00" });
    for (const timeSlot of ["13:00 to 14:00", "15:00 to 16:00"]) {
      const response = await call(test, "submit-consultation", { timeSlot });
      expect(response.status).toBe(409);
      expect(response.body).toEqual(TAKEN);
    }
    expect((await call(test, "submit-consultation", { timeSlot: "16:00 to 17:00" })).status).toBe(200);
  });

  it("the buffer reaches across midnight: the last hour of one day and the first of the next keep it apart", async () => {
    const test = await siteWith({ BOOKING_HOURS: "mon-sun 00:00-24:00", BOOKING_BUFFER_MINUTES: "60" });
    await booked(test, { date: "2026-12-01", timeSlot: "23:00 to 24:00" });
    await booked(test, { date: "2026-12-04", timeSlot: "00:00 to 01:00" });
    for (const [date, timeSlot] of [
      ["2026-12-02", "00:00 to 01:00"],
      ["2026-12-03", "23:00 to 24:00"],
    ]) {
      const lookup = await test.request.post("/api/n8n/get-booked-slots").set(JSON_HEADERS).send({ date });
      expect(lookup.body.bookedSlots).toContain(timeSlot);
      const response = await call(test, "submit-consultation", { date, timeSlot });
      expect(response.status).toBe(409);
      expect(response.body).toEqual(TAKEN);
    }
    expect(
      (await call(test, "submit-consultation", { date: "2026-12-02", timeSlot: "01:00 to 02:00" })).status,
    ).toBe(200);
    expect(
      (await call(test, "submit-consultation", { date: "2026-12-03", timeSlot: "22:00 to 23:00" })).status,
    ).toBe(200);
  });
});

describe("the form without JavaScript", () => {
  it("says why beside the time-slot field, with the slot un-chosen: closed, full, taken by the buffer", async () => {
    const test = await siteWith({ BOOKING_DAILY_LIMIT: "2", BOOKING_BUFFER_MINUTES: "60" });
    const closed = await form(test, "/schedule-consultation", formFields({ date: CHRISTMAS }));
    expect(closed.status).toBe(409);
    expect(besideTimeSlot(closed.text)).toBe(CLOSED.message);
    // Nobody booked the closed day's slots: people see "No slots available" and the reason,
    // and each slot stays in the field, hidden and disabled, for an agent.
    const select =
      /<select[^>]*id="booking-time-slot"[^>]*>(.*?)<\/select>/s.exec(shown(closed.text))?.[1] ?? "";
    expect(select).not.toContain("(Booked)");
    expect(select).toMatch(/<option value="" label="No slots available" disabled=""/);
    const slotOptions = select.match(/<option value="[^"]+"[^>]*>/g) ?? [];
    expect(slotOptions.length).toBeGreaterThan(0);
    for (const option of slotOptions) expect(option).toMatch(/disabled="" hidden=""|hidden="" disabled=""/);

    await booked(test, { timeSlot: "14:00 to 15:00" });
    const buffered = await form(test, "/schedule-consultation", formFields({ timeSlot: "15:00 to 16:00" }));
    expect(buffered.status).toBe(409);
    expect(besideTimeSlot(buffered.text)).toBe(TAKEN.message);

    await booked(test, { timeSlot: "11:00 to 12:00" });
    const full = await form(test, "/schedule-consultation", formFields({ timeSlot: "18:00 to 19:00" }));
    expect(full.status).toBe(409);
    expect(besideTimeSlot(full.text)).toBe(FULL.message);
    // A day booked up is not closed: its slots stay shown, each " (Booked)".
    const fullSelect =
      /<select[^>]*id="booking-time-slot"[^>]*>(.*?)<\/select>/s.exec(shown(full.text))?.[1] ?? "";
    expect(fullSelect).toContain('label="11:00 to 12:00 (Booked)"');
    expect(fullSelect).not.toContain("hidden");
    expect(await test.store.listBookings()).toHaveLength(2);
  });
});

describe("MCP's booking tool", () => {
  it("answers a tool error in the same words: closed, full, taken by the buffer", async () => {
    const test = await siteWith({ BOOKING_DAILY_LIMIT: "2", BOOKING_BUFFER_MINUTES: "60" });
    const mcp = await connectMcp(test);
    const closed = await bookOverMcp(mcp, { date: CHRISTMAS });
    expect(closed.isError).toBe(true);
    expect(closed.content[0]?.text).toBe(CLOSED.message);
    expect((await bookOverMcp(mcp, { timeSlot: "14:00 to 15:00" })).isError).toBeFalsy();
    const buffered = await bookOverMcp(mcp, { timeSlot: "13:00 to 14:00" });
    expect(buffered.content[0]?.text).toBe(TAKEN.message);
    expect((await bookOverMcp(mcp, { timeSlot: "11:00 to 12:00" })).isError).toBeFalsy();
    const full = await bookOverMcp(mcp, { timeSlot: "18:00 to 19:00" });
    expect(full.isError).toBe(true);
    expect(full.content[0]?.text).toBe(FULL.message);
  });
});

describe("a move", () => {
  it("over the API: 409 day_closed, day_full, slot_taken by the buffer; within its own buffer it moves", async () => {
    const test = await siteWith({ BOOKING_DAILY_LIMIT: "2", BOOKING_BUFFER_MINUTES: "60" });
    const mine = await booked(test, { date: "2026-12-02", timeSlot: "14:00 to 15:00" });
    const closed = await moveOverApi(test, mine, { date: CHRISTMAS, timeSlot: "14:00 to 15:00" });
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual(CLOSED);

    await booked(test, { timeSlot: "11:00 to 12:00" });
    const buffered = await moveOverApi(test, mine, { date: "2026-12-01", timeSlot: "12:00 to 13:00" });
    expect(buffered.status).toBe(409);
    expect(buffered.body).toEqual(TAKEN);
    await booked(test, { timeSlot: "17:00 to 18:00" });
    const full = await moveOverApi(test, mine, { date: "2026-12-01", timeSlot: "14:00 to 15:00" });
    expect(full.status).toBe(409);
    expect(full.body).toEqual(FULL);
    // Its own booking does not count: an hour later on its own day is fine.
    const later = await moveOverApi(test, mine, { date: "2026-12-02", timeSlot: "15:00 to 16:00" });
    expect(later.status).toBe(200);
    expect((await test.store.findBooking(mine.id))?.moves).toBe(1);
  });

  it("with the move form: the refusal beside the time-slot field, closed and full", async () => {
    const test = await siteWith({ BOOKING_DAILY_LIMIT: "1" });
    const mine = await booked(test, { date: "2026-12-02", timeSlot: "14:00 to 15:00" });
    const closed = await moveForm(test, mine, CHRISTMAS, "14:00 to 15:00");
    expect(closed.status).toBe(409);
    expect(besideTimeSlot(closed.text)).toBe(CLOSED.message);
    await booked(test, { timeSlot: "11:00 to 12:00" });
    const full = await moveForm(test, mine, "2026-12-01", "16:00 to 17:00");
    expect(full.status).toBe(409);
    expect(besideTimeSlot(full.text)).toBe(FULL.message);
    expect((await test.store.findBooking(mine.id))?.date).toBe("2026-12-02");
  });
});
