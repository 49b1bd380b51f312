import { afterEach, describe, expect, it } from "vitest";
import { levelNumber } from "../../server/logger";
import { BOOKING_LIMIT } from "../../src/booking/messages";
import { company } from "../../src/content/company";
import { bookingApp, JSON_HEADERS, validBooking } from "./booking-harness";

// The booking quotas at the server's defaults (2 upcoming per contact, 5 per address a
// day), over HTTP (docs/architecture.md#booking-quotas). TRUST_PROXY lets each request
// name its client address in X-Forwarded-For.

let app: ReturnType<typeof bookingApp>;
afterEach(async () => {
  await app?.close();
});

const quotaApp = () => bookingApp({ quotas: "defaults", trustProxy: true });

let keyCounter = 0;
interface Call {
  address?: string;
  key?: string;
  endpoint?: "send-consultation-email" | "submit-consultation";
}

function book(overrides: Record<string, unknown>, { address = "192.0.2.1", key, endpoint }: Call = {}) {
  keyCounter += 1;
  return app.request
    .post(`/api/n8n/${endpoint ?? "submit-consultation"}`)
    .set(JSON_HEADERS)
    .set("X-Forwarded-For", address)
    .set("Idempotency-Key", key ?? `quota-test-key-${keyCounter}-0000`)
    .send(validBooking(overrides));
}

/** A distinct person on a distinct slot: only what a test varies is shared. */
let personCounter = 0;
function someone(overrides: Record<string, unknown> = {}) {
  personCounter += 1;
  const n = personCounter;
  return {
    email: `person${n}@example.com`,
    phone: `+1 555 ${String(1000 + n).padStart(4, "0")} 000`,
    date: `2026-12-${String(1 + (n % 28)).padStart(2, "0")}`,
    timeSlot: `${11 + (n % 8)}:00 to ${12 + (n % 8)}:00`,
    ...overrides,
  };
}

const expectLimited = (response: { status: number; body: unknown }) => {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ error: "booking_limit", message: BOOKING_LIMIT });
};

describe("booking quotas", () => {
  it("answers 429 booking_limit with a message pointing to the confirmation email and the contact address", async () => {
    app = quotaApp();
    for (const n of [1, 2])
      expect(
        (await book(someone({ email: "grace@example.com" }), { address: `198.51.100.${n}` })).status,
      ).toBe(200);
    const response = await book(someone({ email: "grace@example.com" }), { address: "198.51.100.3" });
    expectLimited(response);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(BOOKING_LIMIT).toContain("reply to your confirmation email");
    expect(BOOKING_LIMIT).toContain(company.email.contact);
    expect(await app.store.listBookings()).toHaveLength(2);
  });

  it("counts an e-mail address as one mailbox: case and +tags do not matter, dots do", async () => {
    app = quotaApp();
    expect((await book(someone({ email: "Grace@Example.com" }), { address: "198.51.100.1" })).status).toBe(
      200,
    );
    expect((await book(someone({ email: "grace@example.COM" }), { address: "198.51.100.2" })).status).toBe(
      200,
    );
    expectLimited(await book(someone({ email: "  GRACE@EXAMPLE.COM " }), { address: "198.51.100.3" }));
    expectLimited(await book(someone({ email: "grace+work@example.com" }), { address: "198.51.100.4" }));
    expect((await book(someone({ email: "g.race@example.com" }), { address: "198.51.100.4" })).status).toBe(
      200,
    );
    // One mailbox, many tags: box+1@ and box+2@ book, box+3@ is the third of one mailbox.
    for (const tag of [1, 2])
      expect(
        (await book(someone({ email: `box+${tag}@example.com` }), { address: `198.51.100.${10 + tag}` }))
          .status,
      ).toBe(200);
    expectLimited(await book(someone({ email: "box+3@example.com" }), { address: "198.51.100.13" }));
  });

  it("counts a phone number by its digits, however it is written", async () => {
    app = quotaApp();
    expect((await book(someone({ phone: "+1 (555) 010-2000" }), { address: "198.51.100.1" })).status).toBe(
      200,
    );
    expect((await book(someone({ phone: "15550102000" }), { address: "198.51.100.2" })).status).toBe(200);
    expectLimited(await book(someone({ phone: "1-555-010 2000" }), { address: "198.51.100.3" }));
    expect((await book(someone({ phone: "1-555-010 2001" }), { address: "198.51.100.4" })).status).toBe(200);
  });

  it("allows 5 bookings per address a day, two IPv6 addresses of one /64 counting together", async () => {
    app = quotaApp();
    for (const address of [
      "2001:db8::1",
      "2001:db8::2",
      "2001:db8::1",
      "2001:db8:0:0:abcd::9",
      "2001:db8::2",
    ]) {
      expect((await book(someone(), { address })).status, address).toBe(200);
    }
    expectLimited(await book(someone(), { address: "2001:db8::ffff" }));
    // Another /64, and an IPv4 address, are their own.
    expect((await book(someone(), { address: "2001:db8:0:1::1" })).status).toBe(200);
    expect((await book(someone(), { address: "203.0.113.9" })).status).toBe(200);
    expect(await app.store.listBookings()).toHaveLength(7);
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", async () => {
    app = quotaApp();
    for (let n = 0; n < 5; n += 1) {
      const address = n % 2 ? "::ffff:203.0.113.9" : "203.0.113.9";
      expect((await book(someone(), { address })).status).toBe(200);
    }
    expectLimited(await book(someone(), { address: "::ffff:203.0.113.9" }));
  });

  it("never counts nor refuses a replay: the e-mail and submit calls of one key, and retries, are one booking", async () => {
    app = quotaApp();
    const keys = ["replay-key-1-kkk", "replay-key-2-kkk"];
    const bodies = keys.map(() => someone({ email: "ada@example.com" }));
    for (const [index, key] of keys.entries()) {
      for (const endpoint of [
        "send-consultation-email",
        "submit-consultation",
        "submit-consultation",
      ] as const) {
        const response = await book(bodies[index] ?? {}, { key, endpoint });
        expect(response.status, `${key} ${endpoint}`).toBe(200);
      }
    }
    expect(await app.store.listBookings()).toHaveLength(2);
    // Both bookings count once each: a third is over the contact quota, their replays still pass.
    expectLimited(await book(someone({ email: "ada@example.com" })));
    expect((await book(bodies[0] ?? {}, { key: "replay-key-1-kkk" })).status).toBe(200);
  });

  it("a cancelled booking frees its slot and no longer counts towards the contact quota", async () => {
    app = quotaApp();
    const slot = { date: "2026-12-03", timeSlot: "15:00 to 16:00" };
    const first = await book(someone({ ...slot, email: "lin@example.com" }), { address: "198.51.100.1" });
    expect((await book(someone({ email: "lin@example.com" }), { address: "198.51.100.2" })).status).toBe(200);
    expect((await book(someone(slot), { address: "198.51.100.3" })).status).toBe(409);
    expectLimited(await book(someone({ email: "lin@example.com" }), { address: "198.51.100.4" }));

    expect(await app.store.cancel(first.body.bookingId, new Date())).toMatchObject({ outcome: "cancelled" });
    const slots = await app.request
      .post("/api/n8n/get-booked-slots")
      .set(JSON_HEADERS)
      .send({ date: slot.date });
    expect(slots.body.bookedSlots).toEqual([]);
    expect((await book(someone(slot), { address: "198.51.100.5" })).status).toBe(200);
    expect((await book(someone({ email: "lin@example.com" }), { address: "198.51.100.6" })).status).toBe(200);
  });
});

describe("booking_rate_high", () => {
  it("writes one warn line when more than 30 bookings were made in an hour, site-wide", async () => {
    app = bookingApp({ trustProxy: true });
    const warnings = () => app.logLines.filter((line) => line.event === "booking_rate_high");
    for (let n = 0; n < 30; n += 1) {
      expect((await book(someone(), { address: `198.51.100.${n}` })).status).toBe(200);
    }
    expect(warnings()).toEqual([]);
    expect((await book(someone(), { address: "198.51.100.200" })).status).toBe(200);
    expect((await book(someone(), { address: "198.51.100.201" })).status).toBe(200);
    expect(warnings()).toEqual([expect.objectContaining({ level: levelNumber("warn"), count: 31 })]);
  });
});
