import { afterEach, describe, expect, it } from "vitest";
import {
  CANCELLED_CANNOT_MOVE,
  NO_ONLINE_MOVES,
  SLOT_TAKEN,
  TOO_LATE_TO_CHANGE,
  TOO_MANY_CHANGES,
} from "../../src/booking/messages";
import { company } from "../../src/content/company";
import { type FakeN8n, startFakeN8n } from "../support/fake-n8n";
import { bookingApp, JSON_HEADERS, NOW, validBooking, waitFor } from "./booking-harness";

// POST /api/bookings/{id}/cancel and /reschedule: the booking's token as a Bearer token,
// the rules of the change window and of the booking form, and n8n told through the outbox.

type App = ReturnType<typeof bookingApp>;
let app: App | undefined;
let fake: FakeN8n | undefined;

afterEach(async () => {
  await app?.close();
  await fake?.close();
  app = undefined;
  fake = undefined;
});

/** Books through the API; the booking's id and token. */
async function book(test: App, overrides: Record<string, unknown> = {}, key?: string) {
  for (const call of ["send-consultation-email", "submit-consultation"]) {
    const request = test.request.post(`/api/n8n/${call}`).set(JSON_HEADERS);
    if (key) request.set("Idempotency-Key", key);
    const response = await request.send(validBooking(overrides));
    expect(response.status).toBeLessThan(300);
  }
  const id = (await test.store.listBookings()).at(-1)?.id ?? "";
  return { id, token: test.site.backend.links.token(id) };
}

const cancel = (test: App, id: string, token?: string) => {
  const request = test.request.post(`/api/bookings/${id}/cancel`);
  return token === undefined ? request : request.set("Authorization", `Bearer ${token}`);
};
const reschedule = (test: App, id: string, token: string, body: Record<string, unknown>) =>
  test.request
    .post(`/api/bookings/${id}/reschedule`)
    .set("Authorization", `Bearer ${token}`)
    .set(JSON_HEADERS)
    .send(body);
const slots = async (test: App, date: string) =>
  (await test.request.post("/api/n8n/get-booked-slots").set(JSON_HEADERS).send({ date })).body.bookedSlots;

describe("POST /api/bookings/{id}/cancel", () => {
  it("takes an empty body of any type as none", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    const response = await cancel(app, id, token).set("Content-Type", "text/plain").send("");
    expect(response.status).toBe(200);
    expect(response.body.booking.state).toBe("cancelled");
  });

  it("needs no body; one sent is checked as every JSON body is, and a broken one cancels nothing", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    const broken = await cancel(app, id, token).set("Content-Type", "application/json").send('{"broken":');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ error: "invalid_json" });
    const text = await cancel(app, id, token).set("Content-Type", "text/plain").send("please");
    expect(text.status).toBe(415);
    expect((await app.store.findBooking(id))?.state).toBe("requested");
    const notObject = await cancel(app, id, token).set(JSON_HEADERS).send("[]");
    expect(notObject.status).toBe(400);
    expect((await app.store.findBooking(id))?.state).toBe("requested");
    const withObject = await cancel(app, id, token).set(JSON_HEADERS).send({ reason: "plans changed" });
    expect(withObject.status).toBe(200);
    expect(withObject.body.booking.state).toBe("cancelled");
  });

  it("cancels: 200 with the booking, its slot free at once; cancelling again is the same answer", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    expect(await slots(app, "2026-12-01")).toEqual(["11:00 to 12:00"]);
    const response = await cancel(app, id, token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      booking: {
        bookingId: id,
        date: "2026-12-01",
        timeSlot: "11:00 to 12:00",
        hours: 1,
        timeZone: "America/New_York",
        subject: "Moving our ERP to the cloud",
        state: "cancelled",
        sequence: 1,
        manageUrl: app.site.backend.links.manageUrl(id),
      },
    });
    expect(await slots(app, "2026-12-01")).toEqual([]);
    expect((await cancel(app, id, token)).body).toEqual(response.body);
  });

  it("a missing, wrong or another booking's token, or an unknown id, is a 404 that says nothing more", async () => {
    app = bookingApp();
    const first = await book(app);
    const second = await book(app, { timeSlot: "12:00 to 13:00", email: "ada@example.com" });
    for (const [id, token] of [
      [first.id, undefined],
      [first.id, "A".repeat(43)],
      [first.id, second.token],
      ["00000000-0000-4000-8000-000000000000", first.token],
      ["not-an-id", first.token],
    ] as const) {
      const response = await cancel(app, id, token);
      expect(response.status, `${id} ${token}`).toBe(404);
      expect(response.body).toEqual({ error: "not_found", message: "No such booking." });
    }
    expect((await app.store.listBookings()).every((booking) => booking.state === "requested")).toBe(true);
  });

  it("closes 24 hours before the slot: 409 with the text that says whom to contact", async () => {
    let clock = NOW;
    app = bookingApp({ now: () => clock });
    // 11:00 on 22 November in New York is 16:00Z: changes close at 16:00Z on the 21st.
    const { id, token } = await book(app, { date: "2026-11-22" });
    clock = new Date("2026-11-21T16:00:00.001Z");
    const late = await cancel(app, id, token);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: "too_late", message: TOO_LATE_TO_CHANGE });
    clock = new Date("2026-11-21T16:00:00.000Z");
    expect((await cancel(app, id, token)).status).toBe(200);
  });

  it("answers 405 to other methods and 404 to other actions", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    expect((await app.request.get(`/api/bookings/${id}/cancel`)).status).toBe(405);
    expect(
      (await app.request.post(`/api/bookings/${id}/delete`).set("Authorization", `Bearer ${token}`)).status,
    ).toBe(404);
  });
});

describe("POST /api/bookings/{id}/reschedule", () => {
  it("moves the booking: 200, the old slot free and the new one held at once, the version grown", async () => {
    app = bookingApp();
    const { id, token } = await book(app, { hours: 2, timeSlot: "11:00 to 13:00" });
    // 12-14 overlaps the booking's own 11-13 only: its own slot does not count.
    const response = await reschedule(app, id, token, {
      date: "2026-12-01",
      hours: 2,
      timeSlot: "12:00 to 14:00",
    });
    expect(response.status).toBe(200);
    expect(response.body.booking).toMatchObject({
      timeSlot: "12:00 to 14:00",
      hours: 2,
      sequence: 1,
      state: "requested",
    });
    expect(await slots(app, "2026-12-01")).toEqual(["12:00 to 14:00"]);
    const moved = await reschedule(app, id, token, {
      date: "2026-12-03",
      hours: 1,
      timeSlot: "15:00 to 16:00",
    });
    expect(moved.body.booking).toMatchObject({
      date: "2026-12-03",
      timeSlot: "15:00 to 16:00",
      hours: 1,
      sequence: 2,
    });
    expect(await slots(app, "2026-12-01")).toEqual([]);
    expect((await app.store.findBooking(id))?.request).toMatchObject({
      date: "2026-12-03",
      timeSlot: "15:00 to 16:00",
      hours: 1,
      subject: "Moving our ERP to the cloud",
    });
  });

  it("checks the new date, hours and slot with the booking form's rules: 400 with the same messages", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    const response = await reschedule(app, id, token, {
      date: "2026-11-21",
      hours: 2,
      timeSlot: "11:00 to 12:00",
    });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        { path: "date", message: "Choose a date between 2026-11-22 and 2027-11-21" },
        { path: "timeSlot", message: 'Choose one of the 2-hour time slots, such as "11:00 to 13:00"' },
      ]),
    );
    const text = await app.request
      .post(`/api/bookings/${id}/reschedule`)
      .set("Authorization", `Bearer ${token}`)
      .set("Content-Type", "text/plain")
      .send("2026-12-02");
    expect(text.status).toBe(415);
    expect((await app.store.findBooking(id))?.sequence).toBe(0);
  });

  it("409: another booking's slot, a cancelled booking, too late; a wrong token 404", async () => {
    let clock = NOW;
    app = bookingApp({ now: () => clock });
    const mine = await book(app);
    await book(app, { timeSlot: "14:00 to 15:00", email: "ada@example.com" });
    const taken = await reschedule(app, mine.id, mine.token, {
      date: "2026-12-01",
      hours: 1,
      timeSlot: "14:00 to 15:00",
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: "slot_taken", message: SLOT_TAKEN });
    const other = await reschedule(app, mine.id, "B".repeat(43), {
      date: "2026-12-01",
      hours: 1,
      timeSlot: "16:00 to 17:00",
    });
    expect(other.status).toBe(404);

    clock = new Date("2026-11-30T16:00:00.001Z");
    const late = await reschedule(app, mine.id, mine.token, {
      date: "2026-12-05",
      hours: 1,
      timeSlot: "16:00 to 17:00",
    });
    expect(late.body).toEqual({ error: "too_late", message: TOO_LATE_TO_CHANGE });
    clock = NOW;
    await cancel(app, mine.id, mine.token);
    const cancelled = await reschedule(app, mine.id, mine.token, {
      date: "2026-12-05",
      hours: 1,
      timeSlot: "16:00 to 17:00",
    });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toEqual({ error: "cancelled", message: CANCELLED_CANNOT_MOVE });
  });
});

describe("how often a visitor moves one booking (BOOKING_MAX_MOVES)", () => {
  const to = (timeSlot: string) => ({ date: "2026-12-01", hours: 1, timeSlot });

  it("three moves by default; the 4th is 409 too_many_changes with whom to write to, and changes nothing", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    for (const slot of ["12:00 to 13:00", "13:00 to 14:00", "14:00 to 15:00"])
      expect((await reschedule(app, id, token, to(slot))).status).toBe(200);
    const fourth = await reschedule(app, id, token, to("15:00 to 16:00"));
    expect(fourth.status).toBe(409);
    expect(fourth.body).toEqual({ error: "too_many_changes", message: TOO_MANY_CHANGES });
    expect(fourth.body.message).toContain("reply to your confirmation email");
    expect(fourth.body.message).toContain(company.email.contact);
    expect(await slots(app, "2026-12-01")).toEqual(["14:00 to 15:00"]);
    expect((await app.store.findBooking(id))?.sequence).toBe(3);
    // Cancelling is still open.
    expect((await cancel(app, id, token)).body.booking.state).toBe("cancelled");
  });

  it("a refused move does not count", async () => {
    app = bookingApp({ env: { BOOKING_MAX_MOVES: "1" } });
    const mine = await book(app);
    await book(app, { timeSlot: "14:00 to 15:00", email: "ada@example.com" });
    expect((await reschedule(app, mine.id, mine.token, to("14:00 to 15:00"))).body.error).toBe("slot_taken");
    expect((await reschedule(app, mine.id, mine.token, { date: "2026-12-01", hours: 9 })).status).toBe(400);
    expect((await reschedule(app, mine.id, mine.token, to("16:00 to 17:00"))).status).toBe(200);
    expect((await reschedule(app, mine.id, mine.token, to("17:00 to 18:00"))).body.error).toBe(
      "too_many_changes",
    );
  });

  it("a move onto the slot it holds changes nothing: 200 with the booking as it is, no move counted", async () => {
    app = bookingApp({ env: { BOOKING_MAX_MOVES: "1" } });
    const { id, token } = await book(app);
    for (let call = 0; call < 3; call += 1) {
      const same = await reschedule(app, id, token, to("11:00 to 12:00"));
      expect(same.status).toBe(200);
      expect(same.body.booking).toMatchObject({ timeSlot: "11:00 to 12:00", sequence: 0 });
    }
    const moved = await reschedule(app, id, token, to("12:00 to 13:00"));
    expect(moved.body.booking).toMatchObject({ timeSlot: "12:00 to 13:00", sequence: 1 });
    // A retry of the last move allowed answers as it did, with or without the version it was
    // decided on; another slot is refused.
    expect((await reschedule(app, id, token, to("12:00 to 13:00"))).status).toBe(200);
    expect((await reschedule(app, id, token, to("13:00 to 14:00"))).body.error).toBe("too_many_changes");
    const booking = await app.store.findBooking(id);
    expect(booking).toMatchObject({ sequence: 1, moves: 1 });
    expect(booking?.deliveries.filter((delivery) => delivery.kind === "reschedule-consultation")).toEqual([]);
  });

  it("BOOKING_MAX_MOVES=0 refuses the first move", async () => {
    app = bookingApp({ env: { BOOKING_MAX_MOVES: "0" } });
    const { id, token } = await book(app);
    const first = await reschedule(app, id, token, to("12:00 to 13:00"));
    expect(first.status).toBe(409);
    expect(first.body.error).toBe("too_many_changes");
    expect((await app.store.findBooking(id))?.timeSlot).toBe("11:00 to 12:00");
    // It was never moved: the words say moves are not offered online, not that they ran out.
    expect(first.body.message).toBe(NO_ONLINE_MOVES);
    const page = await app.request.get(`/bookings/${id}?token=${token}`);
    expect(page.text).toContain("Bookings can&#x27;t be moved online");
    expect(page.text).not.toContain("moved as often as it can be");
  });
});

describe("n8n hears of the changes through the outbox", () => {
  it("a move, then a cancel: each its own delivery after the booking's calls, with its own key", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake });
    const { id, token } = await book(app, {}, "changes-key-1-kk");
    await reschedule(app, id, token, { date: "2026-12-02", hours: 1, timeSlot: "13:00 to 14:00" });
    await waitFor(() => fake?.callsTo("reschedule-consultation").length === 1);
    await cancel(app, id, token);
    await waitFor(() => fake?.callsTo("cancel-consultation").length === 1);
    const changes = fake.calls.filter((call) => call.webhook !== "get-booked-slots");
    expect(changes.map((call) => [call.webhook, call.idempotencyKey])).toEqual([
      ["send-consultation-email", "changes-key-1-kk"],
      ["submit-consultation", "changes-key-1-kk"],
      ["reschedule-consultation", "changes-key-1-kk/reschedule-1"],
      ["cancel-consultation", "changes-key-1-kk/cancel"],
    ]);
    const manageUrl = app.site.backend.links.manageUrl(id);
    const staffUrl = app.site.backend.links.staffUrl(id);
    expect(changes[2]?.body).toEqual({
      ...validBooking({ date: "2026-12-02", timeSlot: "13:00 to 14:00" }),
      previous: { date: "2026-12-01", timeSlot: "11:00 to 12:00" },
      sequence: 1,
      bookingId: id,
      manageUrl,
      staffUrl,
      channel: "api",
    });
    expect(changes[3]?.body).toEqual({
      ...validBooking({ date: "2026-12-02", timeSlot: "13:00 to 14:00" }),
      cancelledAt: NOW.toISOString(),
      bookingId: id,
      manageUrl,
      staffUrl,
      channel: "api",
    });
    expect(await slots(app, "2026-12-02")).toEqual([]);
  });

  it("a replay of a moved booking's call says where n8n stands, never `stored` while n8n is set", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake });
    const { id, token } = await book(app, {}, "replay-moved-0001");
    await waitFor(() => fake?.callsTo("submit-consultation").length === 1);
    await reschedule(app, id, token, { date: "2026-12-02", hours: 1, timeSlot: "13:00 to 14:00" });
    const call = (test: App, name: string, key: string, overrides: Record<string, unknown> = {}) =>
      test.request
        .post(`/api/n8n/${name}`)
        .set(JSON_HEADERS)
        .set("Idempotency-Key", key)
        .send(validBooking(overrides));
    const replay = await call(app, "submit-consultation", "replay-moved-0001");
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({
      status: "delivered",
      bookingId: id,
      date: "2026-12-02",
      timeSlot: "13:00 to 14:00",
    });
    // A call that first comes after the move is not sent (n8n hears of the booking by the move).
    const late = await call(app, "send-consultation-email", "replay-moved-0002", { date: "2026-12-03" });
    const lateId = late.body.bookingId;
    await reschedule(app, lateId, app.site.backend.links.token(lateId), {
      date: "2026-12-04",
      hours: 1,
      timeSlot: "13:00 to 14:00",
    });
    const lateSubmit = await call(app, "submit-consultation", "replay-moved-0002", { date: "2026-12-03" });
    expect(lateSubmit.status).toBe(202);
    expect(lateSubmit.body).toMatchObject({ status: "queued", bookingId: lateId, date: "2026-12-04" });
  });

  it("moves made while n8n was down after it heard of the booking: one move, from the time it heard", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake });
    const { id, token } = await book(app, {}, "told-key-00001-kk");
    await waitFor(() => fake?.callsTo("submit-consultation").length === 1);
    fake.mode = "500";
    for (const timeSlot of ["13:00 to 14:00", "15:00 to 16:00"])
      expect((await reschedule(app, id, token, { date: "2026-12-02", hours: 1, timeSlot })).status).toBe(200);
    fake.mode = "ok";
    const upFrom = fake.calls.length;
    const sentAfter = () =>
      fake?.calls.slice(upFrom).filter((call) => call.webhook === "reschedule-consultation") ?? [];
    await waitFor(() => sentAfter().length === 1, 20_000);
    expect(sentAfter().map((call) => call.body)).toEqual([
      expect.objectContaining({
        date: "2026-12-02",
        timeSlot: "15:00 to 16:00",
        previous: { date: "2026-12-01", timeSlot: "11:00 to 12:00" },
      }),
    ]);
  }, 30_000);

  it("the calendar file follows: SEQUENCE grows with a move, STATUS:CANCELLED after a cancel", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    const ics = async () =>
      (await app?.request.get(`/bookings/${id}/calendar.ics?token=${token}`))?.text.replace(
        /\r\n[ \t]/g,
        "",
      ) ?? "";
    expect(await ics()).toContain("SEQUENCE:0\r\n");
    await reschedule(app, id, token, { date: "2026-12-02", hours: 2, timeSlot: "14:00 to 16:00" });
    const moved = await ics();
    expect(moved).toContain("SEQUENCE:1\r\n");
    expect(moved).toContain("DTSTART:20261202T190000Z\r\n");
    expect(moved).toContain("DTEND:20261202T210000Z\r\n");
    await cancel(app, id, token);
    expect(await ics()).toContain("STATUS:CANCELLED\r\n");
  });
});
