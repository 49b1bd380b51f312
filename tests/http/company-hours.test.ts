import { describe, expect, it } from "vitest";
import { type bookingApp, JSON_HEADERS, validBooking } from "./booking-harness";
import { decodeEntities } from "./harness";
import { sitesUnderTest, textOf } from "./site-under-test";

// The company's own hours (BOOKING_HOURS and the other calendar settings) on every way in:
// a slot outside its weekday's hours is a 400 with an issue on `timeSlot` on the JSON API,
// the form without JavaScript, MCP and a move; the lookups apply the buffer and the limit.

const OFFICE = { BOOKING_HOURS: "mon-fri 09:00-12:00 13:00-17:00" };
// The harness's clock is Saturday 21 November 2026; 1 December is a Tuesday, 5 December a Saturday.
const TUESDAY = "2026-12-01";
const SATURDAY = "2026-12-05";
const WITHIN = `Choose a time slot within the consultation hours: Monday to Friday, 9 AM to noon and 1 PM to 5 PM Eastern Time`;

type App = ReturnType<typeof bookingApp>;
const sites = sitesUnderTest();

const submit = (test: App, overrides: Record<string, unknown>) =>
  test.request.post("/api/n8n/submit-consultation").set(JSON_HEADERS).send(validBooking(overrides));

const shown = (html: string) => decodeEntities(html.split("window.__staticRouterHydrationData")[0] ?? "");

const form = (test: App, path: string, fields: Record<string, string>) =>
  test.request
    .post(path)
    .set("Content-Type", "application/x-www-form-urlencoded")
    .send(new URLSearchParams(fields).toString());

async function connect(env: Record<string, string>) {
  const app = sites.app({ env });
  return { app, client: await sites.mcp(app) };
}

describe("a slot the clocks skip or repeat (hours around 2 AM, New York)", () => {
  const NIGHT = { BOOKING_HOURS: "sun 00:00-04:00" };
  // 2027-03-14: 02:00 EST becomes 03:00 EDT.
  const SPRING = "2027-03-14";

  it("is not offered by the lookup or the slot tool (the forms read the same rule), and a booking of it is a 400 that says why", async () => {
    const { app, client } = await connect(NIGHT);
    const lookup = await app.request
      .post("/api/n8n/get-booked-slots")
      .set(JSON_HEADERS)
      .send({ date: SPRING });
    expect(lookup.status).toBe(200);
    expect(lookup.body.bookedSlots).toContain("02:00 to 03:00");
    expect(lookup.body.bookedSlots).toContain("01:00 to 02:00");
    expect(lookup.body.bookedSlots).not.toContain("00:00 to 01:00");
    const tool = JSON.parse(
      textOf(await client.callTool({ name: "get_available_slots", arguments: { date: SPRING } })),
    );
    expect(tool.freeSlots).toEqual(["00:00 to 01:00", "03:00 to 04:00"]);
    const refused = await submit(app, { date: SPRING, timeSlot: "02:00 to 03:00" });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      {
        path: "timeSlot",
        message:
          "On the night of Sunday, March 14, 2027 the clocks change at that time, so it has no one meeting time. Choose another time slot.",
      },
    ]);
    expect(await app.store.listBookings()).toHaveLength(0);
    expect((await submit(app, { date: SPRING, timeSlot: "03:00 to 04:00" })).status).toBe(200);
    // A night whose only slots of a length are such says so, not "Fully booked".
    const threeHours = JSON.parse(
      textOf(await client.callTool({ name: "get_available_slots", arguments: { date: SPRING, hours: 3 } })),
    );
    expect(threeHours).toMatchObject({ freeSlots: [], note: "The clocks change that night" });
  });

  it("the night the clocks go back: the repeated hour is not offered, the hour before it is", async () => {
    // 2027-11-07: 02:00 EDT becomes 01:00 EST; the window reaches it (the harness's clock is 2026-11-21).
    const { app, client } = await connect(NIGHT);
    const tool = JSON.parse(
      textOf(await client.callTool({ name: "get_available_slots", arguments: { date: "2027-11-07" } })),
    );
    expect(tool.freeSlots).toEqual(["00:00 to 01:00", "02:00 to 03:00", "03:00 to 04:00"]);
    expect((await submit(app, { date: "2027-11-07", timeSlot: "01:00 to 02:00" })).status).toBe(400);
    expect((await submit(app, { date: "2027-11-07", timeSlot: "00:00 to 01:00" })).status).toBe(200);
  });
});

describe("a slot outside the company's hours", () => {
  it("is a 400 on the JSON API with an issue on timeSlot; a slot inside them books", async () => {
    const app = sites.app({ env: OFFICE });
    const lunch = await submit(app, { date: TUESDAY, timeSlot: "12:00 to 13:00" });
    expect(lunch.status).toBe(400);
    expect(lunch.body.issues).toEqual([{ path: "timeSlot", message: WITHIN }]);
    const evening = await submit(app, { date: TUESDAY, timeSlot: "17:00 to 18:00" });
    expect(evening.status).toBe(400);
    expect(evening.body.issues).toEqual([{ path: "timeSlot", message: "Choose a time slot from the list" }]);
    const saturday = await submit(app, { date: SATURDAY, timeSlot: "09:00 to 10:00" });
    expect(saturday.status).toBe(400);
    expect(saturday.body.issues).toEqual([
      { path: "timeSlot", message: "No consultations on Saturdays: choose another date" },
    ]);
    const across = await submit(app, { date: TUESDAY, hours: 2, timeSlot: "11:00 to 13:00" });
    expect(across.body.issues).toEqual([{ path: "timeSlot", message: WITHIN }]);
    expect((await submit(app, { date: TUESDAY, timeSlot: "09:00 to 10:00" })).status).toBe(200);
    expect(await app.store.listBookings()).toHaveLength(1);
  });

  it("is refused by the form without JavaScript, beside the time-slot field", async () => {
    const app = sites.app({ env: OFFICE });
    const fields = {
      ...validBooking({ date: TUESDAY, timeSlot: "12:00 to 13:00" }),
      website: "",
      renderedAt: "",
    };
    const body = Object.fromEntries(
      Object.entries(fields).flatMap(([name, value]) =>
        Array.isArray(value)
          ? [[name, String(value[0])]]
          : value === true
            ? [[name, "true"]]
            : [[name, String(value)]],
      ),
    ) as Record<string, string>;
    const response = await form(app, "/schedule-consultation", body);
    expect(response.status).toBe(400);
    expect(shown(response.text)).toMatch(
      new RegExp(`id="booking-time-slot-error"[^>]*>.*${WITHIN.slice(0, 40)}`),
    );
    expect(await app.store.listBookings()).toHaveLength(0);
  });

  it("is refused by a move, over the API and the move form", async () => {
    const app = sites.app({ env: OFFICE });
    const booked = await submit(app, { date: TUESDAY, timeSlot: "09:00 to 10:00" });
    const id = booked.body.bookingId as string;
    const token = app.site.backend.links.token(id);
    const moved = await app.request
      .post(`/api/bookings/${id}/reschedule`)
      .set("Authorization", `Bearer ${token}`)
      .set(JSON_HEADERS)
      .send({ date: TUESDAY, hours: 1, timeSlot: "12:00 to 13:00" });
    expect(moved.status).toBe(400);
    expect(moved.body.issues).toEqual([{ path: "timeSlot", message: WITHIN }]);
    const page = await form(app, `/bookings/${id}/reschedule`, {
      token,
      sequence: "0",
      hours: "1",
      date: SATURDAY,
      timeSlot: "10:00 to 11:00",
      intent: "move",
    });
    expect(page.status).toBe(400);
    expect(shown(page.text)).toContain("No consultations on Saturdays: choose another date");
    const inside = await app.request
      .post(`/api/bookings/${id}/reschedule`)
      .set("Authorization", `Bearer ${token}`)
      .set(JSON_HEADERS)
      .send({ date: TUESDAY, hours: 1, timeSlot: "16:00 to 17:00" });
    expect(inside.status).toBe(200);
    expect((await app.store.findBooking(id))?.timeSlot).toBe("16:00 to 17:00");
  });

  it("is refused by MCP's booking tool; its slot tool lists only the weekday's slots", async () => {
    const { client } = await connect({ ...OFFICE, BOOKING_BUFFER_MINUTES: "60" });
    const args = {
      ...validBooking({ date: TUESDAY, timeSlot: "12:00 to 13:00" }),
      idempotencyKey: crypto.randomUUID(),
    };
    const refused = await client.callTool({ name: "book_consultation", arguments: args });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain(`timeSlot: ${WITHIN}`);
    const booked = await client.callTool({
      name: "book_consultation",
      arguments: { ...args, timeSlot: "14:00 to 15:00", idempotencyKey: crypto.randomUUID() },
    });
    expect(booked.isError).toBeFalsy();
    const tuesday = JSON.parse(
      textOf(await client.callTool({ name: "get_available_slots", arguments: { date: TUESDAY } })),
    );
    // The hour's buffer takes 13:00 and 15:00 as well as the booking's own hour.
    expect(tuesday.freeSlots).toEqual([
      "09:00 to 10:00",
      "10:00 to 11:00",
      "11:00 to 12:00",
      "16:00 to 17:00",
    ]);
    expect(tuesday.bookedSlots).toEqual(["13:00 to 14:00", "14:00 to 15:00", "15:00 to 16:00"]);
    const saturday = JSON.parse(
      textOf(await client.callTool({ name: "get_available_slots", arguments: { date: SATURDAY } })),
    );
    expect(saturday).toMatchObject({ freeSlots: [], bookedSlots: [], note: "No consultations on Saturdays" });
  });
});

describe("the company's hours in words", () => {
  it("are stated on the booking page, in the agent guide and in /openapi.json", async () => {
    const app = sites.app({ env: OFFICE });
    const hours = "Monday to Friday, 9 AM to noon and 1 PM to 5 PM Eastern Time";
    expect(shown((await app.request.get("/schedule-consultation")).text)).toContain(
      // On the page a time keeps its AM or PM on its line.
      `Consultation hours:</span> ${hours.replace(/(\d) ([AP]M)/g, "$1\u00a0$2")}.`,
    );
    const guide = (await app.request.get("/agents/book-a-consultation.md")).text;
    expect(guide).toContain(`Consultation hours: ${hours}.`);
    expect(guide).toContain(
      "The 1-hour slots are: 09:00 to 10:00, 10:00 to 11:00, 11:00 to 12:00, 13:00 to 14:00",
    );
    const openapi = (await app.request.get("/openapi.json")).text;
    expect(openapi).toContain(`inside the consultation hours: ${hours}`);
  });

  it("the page says why a day without hours has no slot and names the next date, without JavaScript", async () => {
    const app = sites.app({ env: OFFICE });
    const response = await form(app, "/schedule-consultation", {
      ...Object.fromEntries(
        Object.entries(validBooking({ date: SATURDAY, timeSlot: "" })).map(([k, v]) => [k, String(v)]),
      ),
      intent: "slots",
    });
    expect(response.status).toBe(200);
    expect(shown(response.text)).toContain(
      "No consultations on Saturdays. The next date with a free slot is Monday, December 7, 2026.",
    );
  });

  it("the defaults say the spec's grid", async () => {
    const app = sites.app();
    expect(shown((await app.request.get("/schedule-consultation")).text)).toContain(
      "Consultation hours:</span> Every day, 11\u00a0AM to 8\u00a0PM Eastern Time.",
    );
  });
});
