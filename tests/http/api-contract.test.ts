import { afterEach, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../server/api/n8n-api";
import { createRateLimit } from "../../server/http/rate-limit";
import { BOOKING_CANCELLED, KEY_IN_USE } from "../../src/booking/messages";
import { bookingApp, JSON_HEADERS, validBooking } from "./booking-harness";
import { TEST_SITE_URL } from "./harness";

const endpoints = ["get-booked-slots", "send-consultation-email", "submit-consultation"] as const;
const bookingEndpoints = ["send-consultation-email", "submit-consultation"] as const;

let app: ReturnType<typeof bookingApp>;
afterEach(async () => {
  await app?.close();
});

describe("the /api/n8n/* contract (docs/product.md#the-booking-api), standalone", () => {
  it.each(endpoints)("%s takes application/json only (415 otherwise)", async (endpoint) => {
    app = bookingApp();
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const response = await app.request
        .post(`/api/n8n/${endpoint}`)
        .set("Content-Type", type)
        .send("date=2026-12-01");
      expect(response.status).toBe(415);
      expect(response.body.error).toBe("unsupported_media_type");
    }
    const none = await app.request.post(`/api/n8n/${endpoint}`).unset("Content-Type").send(Buffer.from("{}"));
    expect(none.status).toBe(415);
    const withCharset = await app.request
      .post(`/api/n8n/${endpoint}`)
      .set("Content-Type", "application/json; charset=utf-8")
      .send(JSON.stringify({ date: "2026-12-01" }));
    expect(withCharset.status).not.toBe(415);
  });

  it.each(endpoints)("%s refuses bodies over 32 KiB with 413", async (endpoint) => {
    app = bookingApp();
    const body = JSON.stringify(validBooking({ description: "x".repeat(MAX_BODY_BYTES) }));
    const response = await app.request.post(`/api/n8n/${endpoint}`).set(JSON_HEADERS).send(body);
    expect(response.status).toBe(413);
    expect(response.body.error).toBe("payload_too_large");
    expect(await app.store.listBookings()).toEqual([]);
  });

  it.each(endpoints)("%s answers other methods with 405 and Allow: POST", async (endpoint) => {
    app = bookingApp();
    for (const method of ["get", "put", "delete", "patch"] as const) {
      const response = await app.request[method](`/api/n8n/${endpoint}`);
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("POST");
      expect(response.body.error).toBe("method_not_allowed");
    }
  });

  it("answers unknown API paths with a JSON 404", async () => {
    app = bookingApp();
    for (const path of ["/api/n8n/unknown", "/api/other", "/api/n8n/submit-consultation/extra"]) {
      const response = await app.request.post(path).set(JSON_HEADERS).send("{}");
      expect(response.status, path).toBe(404);
      expect(response.body.error).toBe("not_found");
    }
  });

  it.each(endpoints)("%s answers malformed JSON with 400 {error, issues}", async (endpoint) => {
    app = bookingApp();
    const response = await app.request
      .post(`/api/n8n/${endpoint}`)
      .set(JSON_HEADERS)
      .send('{"date": "2026-12-01"');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: "invalid_json",
      issues: [{ path: "", message: expect.any(String) }],
    });
  });

  it("get-booked-slots answers the store's slots for the date", async () => {
    app = bookingApp();
    await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send(validBooking({ timeSlot: "14:00 to 15:00" }));
    await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send(validBooking({ hours: 2, timeSlot: "11:00 to 13:00", email: "other@example.com" }));
    const response = await app.request
      .post("/api/n8n/get-booked-slots")
      .set(JSON_HEADERS)
      .send({ date: "2026-12-01" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ bookedSlots: ["11:00 to 13:00", "14:00 to 15:00"] });
    const other = await app.request
      .post("/api/n8n/get-booked-slots")
      .set(JSON_HEADERS)
      .send({ date: "2026-12-02" });
    expect(other.body).toEqual({ bookedSlots: [] });
  });

  it("get-booked-slots validates the date with field-level issues", async () => {
    app = bookingApp();
    for (const body of [
      {},
      { date: "2026-02-30" },
      { date: 20261201 },
      { date: "01/12/2026" },
      [],
      null,
      "2026-12-01",
    ]) {
      const response = await app.request
        .post("/api/n8n/get-booked-slots")
        .set(JSON_HEADERS)
        .send(JSON.stringify(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toBe("invalid_request");
      expect(response.body.issues.length).toBeGreaterThan(0);
    }
  });

  it.each(bookingEndpoints)(
    "%s stores the booking and answers 200 {status: stored, bookingId}",
    async (endpoint) => {
      app = bookingApp();
      const response = await app.request
        .post(`/api/n8n/${endpoint}`)
        .set(JSON_HEADERS)
        .set("Idempotency-Key", "key-0000001-kkkk")
        .send(validBooking());
      expect(response.status).toBe(200);
      // The booking's slot as it is now comes with it (a replay after a move names the new one).
      expect(response.body).toEqual({
        status: "stored",
        bookingId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        manageUrl: expect.any(String),
        date: validBooking().date,
        timeSlot: validBooking().timeSlot,
      });
      const [booking] = await app.store.listBookings();
      expect(booking?.id).toBe(response.body.bookingId);
      // The private link: absolute from SITE_URL, with the booking's own token.
      expect(response.body.manageUrl).toBe(app.site.backend.links.manageUrl(response.body.bookingId));
      expect(response.body.manageUrl).toMatch(
        new RegExp(`^${TEST_SITE_URL}/bookings/${response.body.bookingId}\\?token=[A-Za-z0-9_-]{43}$`),
      );
      expect(booking?.request).toEqual(validBooking());
    },
  );

  it("one Idempotency-Key on both calls and on replays makes one booking and one slot", async () => {
    app = bookingApp();
    const send = (endpoint: string) =>
      app.request
        .post(`/api/n8n/${endpoint}`)
        .set(JSON_HEADERS)
        .set("Idempotency-Key", "submission-42-kk")
        .send(validBooking());
    const first = await send("send-consultation-email");
    const second = await send("submit-consultation");
    const replay = await send("submit-consultation");
    const doubleClick = await send("send-consultation-email");
    for (const response of [first, second, replay, doubleClick]) {
      expect(response.status).toBe(200);
      expect(response.body.bookingId).toBe(first.body.bookingId);
    }
    expect(await app.store.listBookings()).toHaveLength(1);
  });

  it("without an Idempotency-Key the same request still makes one booking (a plain spec client)", async () => {
    app = bookingApp();
    const first = await app.request
      .post("/api/n8n/send-consultation-email")
      .set(JSON_HEADERS)
      .send(validBooking());
    const second = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send(validBooking());
    expect(second.status).toBe(200);
    expect(second.body.bookingId).toBe(first.body.bookingId);
    expect(await app.store.listBookings()).toHaveLength(1);
  });

  it("without a key, another client's identical request is an attempt of its own: the slot is taken, until it is freed", async () => {
    app = bookingApp({ trustProxy: true });
    const send = (address: string) =>
      app.request
        .post("/api/n8n/submit-consultation")
        .set(JSON_HEADERS)
        .set("X-Forwarded-For", address)
        .send(validBooking());
    const own = await send("198.51.100.1");
    expect(own.status).toBe(200);
    const stranger = await send("203.0.113.7");
    expect(stranger.status).toBe(409);
    expect(stranger.body).toEqual({
      error: "slot_taken",
      message: "That time slot was just taken. Please choose another.",
    });
    expect(stranger.text).not.toContain(own.body.bookingId);
    // The first client's own repeat is still its booking.
    expect((await send("198.51.100.1")).body).toMatchObject({ bookingId: own.body.bookingId });
    await app.request
      .post(`/api/bookings/${own.body.bookingId}/cancel`)
      .set("Authorization", `Bearer ${app.site.backend.links.token(own.body.bookingId)}`)
      .expect(200);
    const after = await send("203.0.113.7");
    expect(after.status).toBe(200);
    expect(after.body.bookingId).not.toBe(own.body.bookingId);
  });

  it("answers 409 slot_taken when the slot overlaps a booking the server holds, and stores nothing", async () => {
    app = bookingApp();
    await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send(validBooking({ timeSlot: "12:00 to 13:00" }));
    const clash = await app.request
      .post("/api/n8n/send-consultation-email")
      .set(JSON_HEADERS)
      .set("Idempotency-Key", "another-visitor-1-k")
      .send(
        validBooking({
          hours: 2,
          timeSlot: "11:00 to 13:00",
          name: "Alan Turing",
          email: "alan@example.com",
        }),
      );
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({
      error: "slot_taken",
      message: "That time slot was just taken. Please choose another.",
    });
    const adjacent = await app.request
      .post("/api/n8n/send-consultation-email")
      .set(JSON_HEADERS)
      .send(validBooking({ timeSlot: "13:00 to 14:00", name: "Alan Turing" }));
    expect(adjacent.status).toBe(200);
    expect((await app.store.listBookings()).map((booking) => booking.timeSlot)).toEqual([
      "12:00 to 13:00",
      "13:00 to 14:00",
    ]);
  });

  it("a key answers only its own client: another's replay is 409 key_in_use with no link", async () => {
    app = bookingApp({ trustProxy: true });
    const send = (address: string, body = validBooking()) =>
      app.request
        .post("/api/n8n/submit-consultation")
        .set(JSON_HEADERS)
        .set("X-Forwarded-For", address)
        .set("Idempotency-Key", "bound-to-its-client-0001")
        .send(body);
    const own = await send("198.51.100.1");
    expect(own.status).toBe(200);
    for (const body of [validBooking(), validBooking({ subject: "Something else" })]) {
      const stranger = await send("203.0.113.7", body);
      expect(stranger.status).toBe(409);
      expect(stranger.body).toEqual({ error: "key_in_use", message: KEY_IN_USE });
      expect(stranger.text).not.toContain(own.body.bookingId);
    }
    expect((await send("198.51.100.1")).body).toMatchObject({ bookingId: own.body.bookingId });
  });

  it("a replay answers the booking as it is now: its new slot after a move, 409 cancelled after a cancel", async () => {
    app = bookingApp();
    const send = () =>
      app.request
        .post("/api/n8n/submit-consultation")
        .set(JSON_HEADERS)
        .set("Idempotency-Key", "replayed-after-change-01")
        .send(validBooking());
    const { bookingId, manageUrl } = (await send()).body;
    const token = app.site.backend.links.token(bookingId);
    await app.request
      .post(`/api/bookings/${bookingId}/reschedule`)
      .set(JSON_HEADERS)
      .set("Authorization", `Bearer ${token}`)
      .send({ date: "2026-12-03", hours: 1, timeSlot: "15:00 to 16:00" })
      .expect(200);
    expect((await send()).body).toMatchObject({ bookingId, date: "2026-12-03", timeSlot: "15:00 to 16:00" });
    await app.request
      .post(`/api/bookings/${bookingId}/cancel`)
      .set("Authorization", `Bearer ${token}`)
      .expect(200);
    const cancelled = await send();
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toEqual({
      error: "cancelled",
      message: BOOKING_CANCELLED,
      bookingId,
      manageUrl,
      date: "2026-12-03",
      timeSlot: "15:00 to 16:00",
    });
  });

  it("answers 422 when an Idempotency-Key is reused for a different request", async () => {
    app = bookingApp();
    await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .set("Idempotency-Key", "key-reused-1-kkk")
      .send(validBooking());
    const response = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .set("Idempotency-Key", "key-reused-1-kkk")
      .send(validBooking({ subject: "Something else" }));
    expect(response.status).toBe(422);
    expect(response.body.error).toBe("idempotency_key_reused");
    expect(await app.store.listBookings()).toHaveLength(1);
  });

  it("rejects a malformed Idempotency-Key", async () => {
    app = bookingApp();
    for (const key of [
      "short",
      "fifteen-chars-k",
      "has spaces in it",
      "x".repeat(201),
      "semi;colon;key",
      'quote"key"here',
    ]) {
      const response = await app.request
        .post("/api/n8n/submit-consultation")
        .set(JSON_HEADERS)
        .set("Idempotency-Key", key)
        .send(validBooking());
      expect(response.status, key).toBe(400);
      expect(response.body.issues[0].path).toBe("Idempotency-Key");
    }
    expect(await app.store.listBookings()).toEqual([]);
  });

  it("rate limits per client address with 429 and Retry-After", async () => {
    app = bookingApp({
      limits: {
        lookups: createRateLimit({ capacity: 3, perMinute: 6 }),
        bookings: createRateLimit({ capacity: 2, perMinute: 2 }),
      },
    });
    const lookups = [];
    for (let i = 0; i < 4; i++)
      lookups.push(
        await app.request.post("/api/n8n/get-booked-slots").set(JSON_HEADERS).send({ date: "2026-12-01" }),
      );
    expect(lookups.map((response) => response.status)).toEqual([200, 200, 200, 429]);
    expect(lookups[3]?.body.error).toBe("rate_limited");
    expect(Number(lookups[3]?.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    const bookings = [];
    for (let i = 0; i < 3; i++) {
      bookings.push(
        await app.request
          .post("/api/n8n/submit-consultation")
          .set(JSON_HEADERS)
          .send(validBooking({ timeSlot: `1${i + 2}:00 to 1${i + 3}:00` })),
      );
    }
    expect(bookings.map((response) => response.status)).toEqual([200, 200, 429]);
    expect(Number(bookings[2]?.headers["retry-after"])).toBe(30);
    expect(await app.store.listBookings()).toHaveLength(2);
  });
});

describe("who the client is (docs/architecture.md#the-client-and-the-proxies-it-comes-through)", () => {
  const lookup = (forwardedFor?: string) => {
    const request = app.request.post("/api/n8n/get-booked-slots").set(JSON_HEADERS);
    if (forwardedFor) request.set("X-Forwarded-For", forwardedFor);
    return request.send({ date: "2026-12-01" });
  };
  const tightLookups = () => ({
    lookups: createRateLimit({ capacity: 30, perMinute: 1 }),
    bookings: createRateLimit({ capacity: 10, perMinute: 1 }),
  });

  it("80 lookups from 80 addresses of one IPv6 /64 are one client: the 31st is refused", async () => {
    app = bookingApp({ trustProxy: true, limits: tightLookups() });
    const statuses: number[] = [];
    for (let n = 1; n <= 80; n++) statuses.push((await lookup(`2001:db8:7:1::${n.toString(16)}`)).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    // Another /64 is another client; an IPv4-mapped address is its IPv4 one.
    expect((await lookup("2001:db8:7:2::1")).status).toBe(200);
    for (let n = 0; n < 30; n++) expect((await lookup("198.51.100.20")).status).toBe(200);
    expect((await lookup("::ffff:198.51.100.20")).status).toBe(429);
  });

  it("a client reaching the port directly is its own address, whatever X-Forwarded-For it sends", async () => {
    // TRUST_PROXY names a proxy that is not this connection's loopback address.
    app = bookingApp({ env: { TRUST_PROXY: "10.0.0.1" }, limits: tightLookups() });
    const statuses: number[] = [];
    for (let n = 0; n < 31; n++) statuses.push((await lookup(`203.0.113.${n}`)).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it("behind a listed proxy, the right-most X-Forwarded-For entry that is not a proxy is the client", async () => {
    app = bookingApp({ env: { TRUST_PROXY: "127.0.0.1,::1,10.0.0.0/8" }, limits: tightLookups() });
    // The client forges the left entry each time; its real address is the one a proxy appended.
    for (let n = 0; n < 30; n++)
      expect((await lookup(`192.0.2.${n}, 198.51.100.9, 10.1.1.1`)).status).toBe(200);
    expect((await lookup("192.0.2.99, 198.51.100.9, 10.1.1.1")).status).toBe(429);
    expect((await lookup("198.51.100.10, 10.1.1.1")).status).toBe(200);
  });
});

describe("spam: honeypot and minimum fill time", () => {
  it("a filled honeypot gets an ordinary answer and nothing is stored", async () => {
    app = bookingApp();
    const response = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send({ ...validBooking(), website: "http://spam.example" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: "stored",
      bookingId: expect.any(String),
      manageUrl: expect.stringContaining("/bookings/"),
      date: validBooking().date,
      timeSlot: validBooking().timeSlot,
    });
    expect(await app.store.listBookings()).toEqual([]);
    expect(app.logLines).toContainEqual(
      expect.objectContaining({ event: "booking.spam_dropped", reason: "honeypot" }),
    );
  });

  it("a dropped call's booking id is the same on every call of one key, as a real booking's is, and another key's differs", async () => {
    app = bookingApp();
    const spam = { ...validBooking(), website: "http://spam.example" };
    const idOf = async (call: string, key?: string) => {
      const request = app?.request.post(`/api/n8n/${call}`).set(JSON_HEADERS);
      if (key) request?.set("Idempotency-Key", key);
      return (await request?.send(spam))?.body.bookingId as string;
    };
    const first = await idOf("send-consultation-email", "decoy-key-000000000001");
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await idOf("submit-consultation", "decoy-key-000000000001")).toBe(first);
    expect(await idOf("send-consultation-email", "decoy-key-000000000001")).toBe(first);
    expect(await idOf("submit-consultation", "decoy-key-000000000002")).not.toBe(first);
    // Without a key, one body is one booking, as a real key-less client's is.
    expect(await idOf("submit-consultation")).toBe(await idOf("send-consultation-email"));
    expect(await app.store.listBookings()).toEqual([]);
  });

  it("extras sent as null, as a client generated from the API's description sends optional fields, are left out, not taken for a bot", async () => {
    app = bookingApp();
    const response = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send({ ...validBooking(), website: null, renderedAt: null });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: "stored" });
    expect(await app.store.listBookings()).toHaveLength(1);
  });

  it("a form sent back faster than a person could fill it is dropped the same way", async () => {
    app = bookingApp();
    const now = new Date("2026-11-21T15:00:00Z").getTime();
    const fast = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send({ ...validBooking(), website: "", renderedAt: now - 1500 });
    expect(fast.status).toBe(200);
    expect(await app.store.listBookings()).toEqual([]);
    const person = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send({ ...validBooking(), website: "", renderedAt: now - 45_000 });
    expect(person.status).toBe(200);
    expect(await app.store.listBookings()).toHaveLength(1);
    // The spam fields are never stored or forwarded.
    expect((await app.store.listBookings())[0]?.request).not.toHaveProperty("website");
    expect((await app.store.listBookings())[0]?.request).not.toHaveProperty("renderedAt");
  });

  it("a visitor whose clock runs ahead is not mistaken for a bot", async () => {
    app = bookingApp();
    const now = new Date("2026-11-21T15:00:00Z").getTime();
    const response = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send({ ...validBooking(), renderedAt: now + 60_000 });
    expect(response.status).toBe(200);
    expect(await app.store.listBookings()).toHaveLength(1);
  });

  it.each([
    ["more than 5 minutes in the future", 5 * 60_000 + 1_000, "rendered in the future"],
    ["more than 24 hours ago", -(24 * 3_600_000 + 1_000), "rendered too long ago"],
  ])("a form rendered %s gets the ordinary answer and nothing is stored", async (_, offset, reason) => {
    app = bookingApp();
    const now = new Date("2026-11-21T15:00:00Z").getTime();
    const response = await app.request
      .post("/api/n8n/submit-consultation")
      .set(JSON_HEADERS)
      .send({ ...validBooking(), website: "", renderedAt: now + offset });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: "stored",
      bookingId: expect.any(String),
      manageUrl: expect.stringContaining("/bookings/"),
      date: validBooking().date,
      timeSlot: validBooking().timeSlot,
    });
    expect(await app.store.listBookings()).toEqual([]);
    expect(app.logLines).toContainEqual(expect.objectContaining({ event: "booking.spam_dropped", reason }));
  });

  it("a form rendered 4 minutes ahead or 23 hours ago is a person's", async () => {
    app = bookingApp();
    const now = new Date("2026-11-21T15:00:00Z").getTime();
    for (const [offset, timeSlot] of [
      [4 * 60_000, "11:00 to 12:00"],
      [-23 * 3_600_000, "12:00 to 13:00"],
    ] as const) {
      const response = await app.request
        .post("/api/n8n/submit-consultation")
        .set(JSON_HEADERS)
        .send({ ...validBooking({ timeSlot }), website: "", renderedAt: now + offset });
      expect(response.status).toBe(200);
    }
    expect(await app.store.listBookings()).toHaveLength(2);
  });
});
