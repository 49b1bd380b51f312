import { afterEach, describe, expect, it, vi } from "vitest";
import { TEAM_REFUSALS } from "../../server/booking/team-service";
import { createRateLimit } from "../../server/http/rate-limit";
import { type FakeN8n, startFakeN8n } from "../support/fake-n8n";
import { bookForTheTeam, bookingApp, JSON_HEADERS, NOW, validBooking, waitFor } from "./booking-harness";

// POST /api/team/bookings/{id}/confirm and /decline: the team's token as a Bearer token,
// the team service's rules, JSON answers in the style of the visitor's change API.

type App = ReturnType<typeof bookingApp>;
let app: App | undefined;
let fake: FakeN8n | undefined;

afterEach(async () => {
  await app?.close();
  await fake?.close();
  app = undefined;
  fake = undefined;
  vi.restoreAllMocks();
});

const MEETING = "https://meet.example.com/grace";

const book = bookForTheTeam;

const decide = (test: App, id: string, action: string, token: string | undefined, body: unknown) => {
  const request = test.request.post(`/api/team/bookings/${id}/${action}`).set(JSON_HEADERS);
  if (token !== undefined) request.set("Authorization", `Bearer ${token}`);
  return request.send(JSON.stringify(body));
};
const confirm = (test: App, id: string, token: string | undefined, body: unknown) =>
  decide(test, id, "confirm", token, body);
const decline = (test: App, id: string, token: string | undefined, body: unknown) =>
  decide(test, id, "decline", token, body);

describe("POST /api/team/bookings/{id}/confirm", () => {
  it("confirms: 200 with the booking, its state and meeting link, and no token at all", async () => {
    app = bookingApp();
    const { id, token, visitorToken } = await book(app);
    const response = await confirm(app, id, token, { meetingUrl: MEETING, note: "See you then." });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      booking: {
        bookingId: id,
        date: "2026-12-01",
        timeSlot: "11:00 to 12:00",
        hours: 1,
        timeZone: "America/New_York",
        subject: "Moving our ERP to the cloud",
        state: "confirmed",
        sequence: 1,
        meetingUrl: MEETING,
        note: "See you then.",
        message: null,
      },
    });
    expect(response.text).not.toContain(token);
    expect(response.text).not.toContain(visitorToken);
    const stored = await app.store.findBooking(id);
    expect(stored?.state).toBe("confirmed");
    expect(stored?.history.at(-1)).toMatchObject({ kind: "confirmed", by: "team", meetingUrl: MEETING });
  });

  it("changes a confirmed booking's link; the note may be left out", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    await confirm(app, id, token, { meetingUrl: MEETING, note: "First" });
    const response = await confirm(app, id, token, { meetingUrl: "https://meet.example.com/new" });
    expect(response.status).toBe(200);
    expect(response.body.booking).toMatchObject({
      state: "confirmed",
      meetingUrl: "https://meet.example.com/new",
      note: null,
      sequence: 2,
    });
  });

  it("400 with issues for a link that is not https, a note too long, or a body that is no object", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    const insecure = await confirm(app, id, token, { meetingUrl: "http://meet.example.com/x" });
    expect(insecure.status).toBe(400);
    expect(insecure.body).toMatchObject({ error: "invalid_request", issues: [{ path: "meetingUrl" }] });
    const long = await confirm(app, id, token, { meetingUrl: MEETING, note: "n".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.issues).toEqual([{ path: "note", message: expect.stringContaining("500") }]);
    const missing = await confirm(app, id, token, {});
    expect(missing.body.issues).toEqual([{ path: "meetingUrl", message: "Enter the meeting link" }]);
    const list = await confirm(app, id, token, [MEETING]);
    expect(list.status).toBe(400);
    expect(list.body.error).toBe("invalid_request");
    const malformed = await app.request
      .post(`/api/team/bookings/${id}/confirm`)
      .set(JSON_HEADERS)
      .set("Authorization", `Bearer ${token}`)
      .send("{meetingUrl:");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe("invalid_json");
    expect((await app.store.findBooking(id))?.state).toBe("requested");
  });

  it("keeps and answers the link's normalised form: the host it shows is the host it opens", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    const response = await confirm(app, id, token, { meetingUrl: "https://evil.example\\@meet.example.com" });
    expect(response.status).toBe(200);
    expect(response.body.booking.meetingUrl).toBe("https://evil.example/@meet.example.com");
    expect((await app.store.findBooking(id))?.meetingUrl).toBe("https://evil.example/@meet.example.com");
    const noSlashes = await confirm(app, id, token, { meetingUrl: "https:evil.example/x" });
    expect(noSlashes.body.booking.meetingUrl).toBe("https://evil.example/x");
    const hostless = await confirm(app, id, token, { meetingUrl: "https://" });
    expect(hostless.status).toBe(400);
    expect(hostless.body.issues).toEqual([
      { path: "meetingUrl", message: expect.stringMatching(/^Enter the meeting link as /) },
    ]);
  });

  it("404 for a missing, wrong or visitor's token, another booking's, an unknown or malformed id", async () => {
    app = bookingApp();
    const first = await book(app);
    const second = await book(app, { timeSlot: "12:00 to 13:00", email: "ada@example.com" });
    for (const [id, token] of [
      [first.id, undefined],
      [first.id, "A".repeat(43)],
      [first.id, first.visitorToken],
      [first.id, second.token],
      ["00000000-0000-4000-8000-000000000000", first.token],
      ["not-an-id", first.token],
    ] as const) {
      const response = await confirm(app, id, token, { meetingUrl: MEETING });
      expect(response.status, `${id} ${token}`).toBe(404);
      expect(response.body).toEqual({ error: "not_found", message: "No such booking." });
    }
    expect((await app.store.listBookings()).every((booking) => booking.state === "requested")).toBe(true);
  });

  it("the team's token is refused by the visitor's API, and the visitor's by the team's (both 404)", async () => {
    app = bookingApp();
    const { id, token, visitorToken } = await book(app);
    const visitorsApi = await app.request
      .post(`/api/bookings/${id}/cancel`)
      .set("Authorization", `Bearer ${token}`);
    expect(visitorsApi.status).toBe(404);
    expect((await decline(app, id, visitorToken, {})).status).toBe(404);
    expect((await app.store.findBooking(id))?.state).toBe("requested");
  });

  it("409 for a cancelled booking, a declined one, and one whose slot has started", async () => {
    let clock = NOW;
    app = bookingApp({ now: () => clock });
    const cancelled = await book(app);
    await app.request
      .post(`/api/bookings/${cancelled.id}/cancel`)
      .set("Authorization", `Bearer ${cancelled.visitorToken}`);
    const refused = await confirm(app, cancelled.id, cancelled.token, { meetingUrl: MEETING });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: "cancelled", message: TEAM_REFUSALS.cancelled });

    const declined = await book(app, { timeSlot: "12:00 to 13:00" });
    expect((await decline(app, declined.id, declined.token, {})).status).toBe(200);
    const again = await confirm(app, declined.id, declined.token, { meetingUrl: MEETING });
    expect(again.body).toEqual({ error: "declined", message: TEAM_REFUSALS.declined });

    const late = await book(app, { timeSlot: "13:00 to 14:00" });
    // 13:00 in New York on 1 December is 18:00Z.
    clock = new Date("2026-12-01T18:00:00Z");
    const tooLate = await decline(app, late.id, late.token, {});
    expect(tooLate.status).toBe(409);
    expect(tooLate.body).toEqual({ error: "too_late", message: TEAM_REFUSALS.too_late });
  });

  it("503 when the store cannot take the decision", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    vi.spyOn(app.store, "confirm").mockRejectedValueOnce(new Error("disk full"));
    const response = await confirm(app, id, token, { meetingUrl: MEETING });
    expect(response.status).toBe(503);
    expect(response.body.error).toBe("store_unavailable");
  });
});

describe("POST /api/team/bookings/{id}/decline", () => {
  it("declines, with or without a message: 200 with the booking, its slot free at once", async () => {
    app = bookingApp();
    const first = await book(app);
    const response = await decline(app, first.id, first.token, { message: "We are fully booked." });
    expect(response.status).toBe(200);
    expect(response.body.booking).toMatchObject({
      bookingId: first.id,
      state: "declined",
      meetingUrl: null,
      note: null,
      message: "We are fully booked.",
    });
    const second = await book(app, { timeSlot: "12:00 to 13:00" });
    expect((await decline(app, second.id, second.token, {})).body.booking).toMatchObject({
      state: "declined",
      message: null,
    });
    const slots = await app.request
      .post("/api/n8n/get-booked-slots")
      .set(JSON_HEADERS)
      .send({ date: "2026-12-01" });
    expect(slots.body.bookedSlots).toEqual([]);
    // No body at all is no message, as a visitor's cancel takes none (an n8n node without one).
    const third = await book(app, { timeSlot: "13:00 to 14:00" });
    const bare = await app.request
      .post(`/api/team/bookings/${third.id}/decline`)
      .set("Authorization", `Bearer ${third.token}`);
    expect(bare.status).toBe(200);
    expect(bare.body.booking).toMatchObject({ state: "declined", message: null });
  });

  it("400 for a message too long", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    const response = await decline(app, id, token, { message: "m".repeat(501) });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: "message", message: expect.stringContaining("500") }]);
  });
});

describe("the team API's refusals", () => {
  it("415 for a body that is not JSON, 413 for one too large", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    const form = await app.request
      .post(`/api/team/bookings/${id}/confirm`)
      .set("Authorization", `Bearer ${token}`)
      .set("Content-Type", "application/x-www-form-urlencoded")
      .send(`meetingUrl=${encodeURIComponent(MEETING)}`);
    expect(form.status).toBe(415);
    expect(form.body.error).toBe("unsupported_media_type");
    const large = await confirm(app, id, token, { meetingUrl: MEETING, note: "x".repeat(40 * 1024) });
    expect(large.status).toBe(413);
    expect(large.body.error).toBe("payload_too_large");
    expect((await app.store.findBooking(id))?.state).toBe("requested");
  });

  it("405 for other methods, JSON 404 for other actions and paths", async () => {
    app = bookingApp();
    const { id, token } = await book(app);
    const get = await app.request.get(`/api/team/bookings/${id}/confirm`);
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("POST");
    for (const path of [
      `/api/team/bookings/${id}/cancel`,
      `/api/team/bookings/${id}`,
      "/api/team/bookings",
      "/api/team/other",
    ]) {
      const response = await app.request.post(path).set("Authorization", `Bearer ${token}`);
      expect(response.status, path).toBe(404);
      expect(response.body.error, path).toBe("not_found");
    }
  });

  it("spends a change of the client's rate limit: 429 with Retry-After past it", async () => {
    app = bookingApp({
      limits: {
        lookups: createRateLimit({ capacity: 100, perMinute: 100 }),
        bookings: createRateLimit({ capacity: 2, perMinute: 1 }),
      },
    });
    const { id, token } = await book(app);
    expect((await confirm(app, id, token, { meetingUrl: MEETING })).status).toBe(200);
    const limited = await confirm(app, id, token, { meetingUrl: "https://meet.example.com/other" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.body.error).toBe("rate_limited");
    expect((await app.store.findBooking(id))?.meetingUrl).toBe(MEETING);
  });
});

describe("n8n hears of a decision", () => {
  it("confirm-consultation with the meeting link, sent at once after the booking's calls", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake });
    for (const call of ["send-consultation-email", "submit-consultation"])
      await app.request.post(`/api/n8n/${call}`).set(JSON_HEADERS).send(validBooking());
    const id = (await app.store.listBookings()).at(-1)?.id ?? "";
    const token = app.site.backend.links.teamToken(id);
    expect((await confirm(app, id, token, { meetingUrl: MEETING })).status).toBe(200);
    await waitFor(() => (fake?.callsTo("confirm-consultation").length ?? 0) > 0);
    expect(fake.callsTo("confirm-consultation")[0]?.body).toMatchObject({
      bookingId: id,
      meetingUrl: MEETING,
      sequence: 1,
    });
    expect(fake.calls.map((call) => call.webhook).slice(0, 4)).toEqual([
      "get-booked-slots",
      "send-consultation-email",
      "submit-consultation",
      "confirm-consultation",
    ]);
  });

  it("once for the same confirm sent twice; a confirm on a version the booking moved on from is 409 changed", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake });
    const { id, token, visitorToken } = await book(app);
    const body = { meetingUrl: MEETING, note: "See you.", sequence: 0 };
    const responses = await Promise.all([confirm(app, id, token, body), confirm(app, id, token, body)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(responses.map((response) => response.body.booking.sequence)).toEqual([1, 1]);
    await waitFor(() => (fake?.callsTo("confirm-consultation").length ?? 0) > 0);
    // The worker has sent what it had: the outbox holds no pending confirm.
    const confirmDelivered = async () =>
      (await app?.store.findBooking(id))?.deliveries.find(
        (delivery) => delivery.kind === "confirm-consultation",
      )?.status === "delivered";
    await waitFor(confirmDelivered);
    expect(fake.callsTo("confirm-consultation")).toHaveLength(1);

    const moved = await app.request
      .post(`/api/bookings/${id}/reschedule`)
      .set("Authorization", `Bearer ${visitorToken}`)
      .set(JSON_HEADERS)
      .send({ date: "2026-12-02", hours: 1, timeSlot: "14:00 to 15:00" });
    expect(moved.status).toBe(200);
    const stale = await confirm(app, id, token, {
      meetingUrl: "https://meet.example.com/other",
      sequence: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: "changed", message: TEAM_REFUSALS.changed });
    // The move asked the team again; the stale confirm changed nothing.
    expect(await app.store.findBooking(id)).toMatchObject({
      state: "requested",
      meetingUrl: null,
      sequence: 2,
    });
  });
});
