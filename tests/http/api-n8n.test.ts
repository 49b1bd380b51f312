import { afterEach, describe, expect, it, vi } from "vitest";
import { SLOTS_UNREAD } from "../../server/api/outcome-bodies";
import { type FakeN8n, startFakeN8n } from "../support/fake-n8n";
import { bookingApp, JSON_HEADERS, NOW, validBooking, waitFor } from "./booking-harness";

let app: ReturnType<typeof bookingApp>;
let fake: FakeN8n;
afterEach(async () => {
  await app?.close();
  await fake?.close();
});

const book = (endpoint: string, key: string, overrides = {}) =>
  app.request
    .post(`/api/n8n/${endpoint}`)
    .set(JSON_HEADERS)
    .set("Idempotency-Key", key)
    .send({ ...validBooking(overrides), website: "", renderedAt: NOW.getTime() - 60_000 });

describe("get-booked-slots against n8n", () => {
  it("answers n8n's list united with bookings not yet delivered", async () => {
    fake = await startFakeN8n();
    fake.bookedSlots.set("2026-12-01", ["15:00 to 16:00"]);
    app = bookingApp({ n8n: fake, backoff: { delayMs: () => 60_000 } });
    fake.mode = "500";
    const queued = await book("submit-consultation", "queued-key-1-kkk", { timeSlot: "11:00 to 12:00" });
    expect(queued.status).toBe(202);
    fake.mode = "ok";
    const response = await app.request
      .post("/api/n8n/get-booked-slots")
      .set(JSON_HEADERS)
      .send({ date: "2026-12-01" });
    expect(response.status).toBe(200);
    expect(response.body.bookedSlots.sort()).toEqual(["11:00 to 12:00", "15:00 to 16:00"]);
    expect(fake.callsTo("get-booked-slots").at(-1)?.body).toEqual({ date: "2026-12-01" });
  });

  it.each([
    ["500", 502],
    ["404", 502],
    ["302", 502],
    ["empty200", 502],
    ["down", 503],
    ["slow", 504],
  ] as const)("n8n %s -> %i, never 'nothing booked'", async (mode, status) => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake, n8nTimeoutMs: 300 });
    if (mode === "down") await fake.down();
    else fake.mode = mode;
    const response = await app.request
      .post("/api/n8n/get-booked-slots")
      .set(JSON_HEADERS)
      .send({ date: "2026-12-01" });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ error: "n8n_unavailable", message: SLOTS_UNREAD });
    expect(response.body).not.toHaveProperty("bookedSlots");
  });

  it("a wrong shape from n8n is a 502", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake });
    // A list with a non-string in it is not `{bookedSlots: string[]}`.
    fake.bookedSlots.set("2026-12-01", [42 as unknown as string]);
    const response = await app.request
      .post("/api/n8n/get-booked-slots")
      .set(JSON_HEADERS)
      .send({ date: "2026-12-01" });
    expect(response.status).toBe(502);
  });
});

describe("booking calls against n8n", () => {
  it("answers 200 delivered when n8n accepts in time, forwarding the key and only the form's fields", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake });
    const email = await book("send-consultation-email", "delivered-key-1-k");
    const submit = await book("submit-consultation", "delivered-key-1-k");
    expect(email.status).toBe(200);
    const manageUrl = app.site.backend.links.manageUrl(email.body.bookingId);
    const slot = { date: validBooking().date, timeSlot: validBooking().timeSlot };
    expect(email.body).toEqual({ status: "delivered", bookingId: expect.any(String), manageUrl, ...slot });
    expect(submit.body).toEqual({ status: "delivered", bookingId: email.body.bookingId, manageUrl, ...slot });
    // A new booking first reads its day as n8n has it (a replay does not); then its two calls.
    expect(fake.calls.map((call) => [call.webhook, call.idempotencyKey])).toEqual([
      ["get-booked-slots", undefined],
      ["send-consultation-email", "delivered-key-1-k"],
      ["submit-consultation", "delivered-key-1-k"],
    ]);
    expect(fake.calls[0]?.body).toEqual({ date: validBooking().date });
    // The form's fields, plus the booking's id and private link for the e-mails.
    for (const call of fake.calls.slice(1))
      expect(call.body).toEqual({
        ...validBooking(),
        bookingId: email.body.bookingId,
        manageUrl,
        staffUrl: app.site.backend.links.staffUrl(email.body.bookingId),
        channel: "api",
      });
  });

  it("forwards where the booking came from as the browser kept it, without what the schema drops", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake });
    const source = { utm_source: "linkedin", utm_campaign: "fall", referrer: "https://news.example.org" };
    const response = await book("send-consultation-email", "sourced-key-0001-k", {
      source: { ...source, utm_medium: "a\nb", gclid: "x" },
    });
    expect(response.body).toMatchObject({ status: "delivered" });
    expect(fake.callsTo("send-consultation-email")[0]?.body).toMatchObject({ source });
    const sent = JSON.stringify(fake.callsTo("send-consultation-email")[0]?.body);
    expect(sent).not.toContain("gclid");
    expect(sent).not.toContain("utm_medium");
    const stored = await app.store.findBooking(response.body.bookingId);
    expect(stored?.request.source).toEqual(source);
  });

  it("queues while n8n is down (202) and delivers exactly once, e-mail first, when it returns", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake });
    await fake.down();
    const email = await book("send-consultation-email", "outage-key-1-kkk");
    const submit = await book("submit-consultation", "outage-key-1-kkk");
    const replay = await book("submit-consultation", "outage-key-1-kkk");
    expect([email.status, submit.status, replay.status]).toEqual([202, 202, 202]);
    expect(email.body).toEqual({
      status: "queued",
      bookingId: expect.any(String),
      manageUrl: app.site.backend.links.manageUrl(email.body.bookingId),
      date: validBooking().date,
      timeSlot: validBooking().timeSlot,
    });
    expect(replay.body.bookingId).toBe(email.body.bookingId);

    // While down, the undelivered booking still holds its slot locally.
    const clash = await book("send-consultation-email", "someone-else-1-key", { name: "Alan Turing" });
    expect(clash.status).toBe(409);

    await fake.up();
    await waitFor(() => fake.callsTo("submit-consultation").length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.calls.map((call) => call.webhook)).toEqual([
      "send-consultation-email",
      "submit-consultation",
    ]);
    expect(fake.stored.size).toBe(1);
    const [booking] = await app.store.listBookings();
    expect(booking?.deliveries.map((delivery) => delivery.status)).toEqual(["delivered", "delivered"]);
  });

  it.each(["500", "404", "empty200"] as const)(
    "retries with back-off while n8n answers %s, then delivers once",
    async (mode) => {
      fake = await startFakeN8n({ mode });
      app = bookingApp({ n8n: fake });
      const response = await book("send-consultation-email", `retry-${mode}-key-0000`);
      expect(response.status).toBe(202);
      await waitFor(() => fake.callsTo("send-consultation-email").length >= 3);
      fake.mode = "ok";
      await waitFor(async () => (await app.store.listBookings())[0]?.deliveries[0]?.status === "delivered");
      const delivery = (await app.store.listBookings())[0]?.deliveries[0];
      expect(delivery?.attempts).toBeGreaterThanOrEqual(4);
      const attemptsBefore = fake.callsTo("send-consultation-email").length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(fake.callsTo("send-consultation-email")).toHaveLength(attemptsBefore);
      expect(app.logLines).toContainEqual(
        expect.objectContaining({ event: "delivery.retry_scheduled", attempts: 1 }),
      );
    },
  );

  it("a slow n8n gets 202 queued after the short wait, and the call still completes", async () => {
    // n8n takes 5 s: an answer that waited for it would come 25 times later than the
    // 200 ms wait, and past the bound below.
    fake = await startFakeN8n({ mode: "slow", slowMs: 5000, lookupMs: 0 });
    app = bookingApp({ n8n: fake, n8nTimeoutMs: 8000, deliveryWaitMs: 200 });
    const started = Date.now();
    const response = await book("send-consultation-email", "slow-key-0001-kk");
    expect(Date.now() - started).toBeLessThan(2500);
    expect(response.status).toBe(202);
    await waitFor(
      async () => (await app.store.listBookings())[0]?.deliveries[0]?.status === "delivered",
      15_000,
    );
    expect(fake.callsTo("send-consultation-email")).toHaveLength(1);
  }, 30_000);

  it("when n8n's lookup of the day just timed out, the booking is not held for the short wait as well", async () => {
    // The lookup times out after 2 s; the delivery would take 5 s (cut at 2 s), and the wait is 1.9 s.
    fake = await startFakeN8n({ mode: "slow", slowMs: 5000, lookupMs: 5000 });
    app = bookingApp({ n8n: fake, n8nTimeoutMs: 2000, deliveryWaitMs: 1900 });
    const started = Date.now();
    const response = await book("send-consultation-email", "slow-day-0001-kk");
    // 2 s and the work around it; waiting as well would make it 3.9 s or more.
    expect(Date.now() - started).toBeLessThan(3200);
    expect(response.status).toBe(202);
    // It was sent all the same, at once.
    await waitFor(async () => fake.callsTo("send-consultation-email").length === 1, 5_000);
  }, 30_000);

  it("when n8n's lookup failed fast, the short wait still lets a working delivery say delivered", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake });
    // The lookup answers at once, wrongly (a malformed busy list: 502); the e-mail call works.
    fake.busy.set(validBooking().date, [{ start: "x", end: "y" }]);
    const response = await book("send-consultation-email", "fast-fail-0001-kk");
    expect(response.status).toBe(200);
    expect(response.body.status).toBe("delivered");
  });

  it("never logs the visitor's personal data or the n8n secret", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake });
    fake.mode = "500";
    await book("send-consultation-email", "privacy-key-1-kk");
    fake.mode = "ok";
    await waitFor(async () => (await app.store.listBookings())[0]?.deliveries[0]?.status === "delivered");
    const log = app.rawLog.join("\n");
    const booking = validBooking();
    for (const secret of [booking.name, booking.email, booking.phone, booking.subject, booking.description])
      expect(log).not.toContain(secret);
    expect(log).toContain("booking.accepted");
  });
});

describe("the site-wide booking rate", () => {
  it("is counted after the booking's send to n8n, never between its claim and the send", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake });
    const { store } = app;
    const count = store.countCreatedSince.bind(store);
    // How many sends n8n had received when the rate's query started.
    const sentBeforeCount: number[] = [];
    vi.spyOn(store, "countCreatedSince").mockImplementation((since) => {
      sentBeforeCount.push(fake.callsTo("submit-consultation").length);
      return count(since);
    });
    expect((await book("submit-consultation", "rate-after-the-send-1")).status).toBe(200);
    expect(sentBeforeCount).toEqual([1]);
  });
});
