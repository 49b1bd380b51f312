import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsultationSchema } from "../../src/booking/schema";
import { type FakeN8n, startFakeN8n } from "../support/fake-n8n";
import { bookingApp, JSON_HEADERS, NOW, TIME_ZONE, validBooking } from "./booking-harness";

const endpoints = ["get-booked-slots", "send-consultation-email", "submit-consultation"] as const;

/** Values near the real shape, so many inputs get past the first checks. */
const nearBooking = fc.record(
  {
    name: fc.oneof(fc.string(), fc.constant("Grace Hopper"), fc.integer()),
    email: fc.oneof(fc.emailAddress(), fc.string()),
    phone: fc.oneof(fc.constant("+1 555 010 2000"), fc.string(), fc.stringMatching(/^[0-9 +()-]{0,25}$/)),
    isWhatsapp: fc.oneof(fc.boolean(), fc.string()),
    serviceCategories: fc.oneof(fc.constant(["AI Chatbots"]), fc.array(fc.string(), { maxLength: 4 })),
    hours: fc.oneof(fc.integer({ min: -2, max: 10 }), fc.double(), fc.string()),
    date: fc.oneof(
      fc
        .date({ min: new Date("2026-11-01"), max: new Date("2028-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.string(),
    ),
    timeSlot: fc.oneof(
      fc
        .integer({ min: 9, max: 21 })
        .map((h) => `${String(h).padStart(2, "0")}:00 to ${String(h + 1).padStart(2, "0")}:00`),
      fc.string(),
    ),
    subject: fc.oneof(fc.string({ maxLength: 250 }), fc.constant("Plan")),
    description: fc.oneof(fc.string({ maxLength: 300 }), fc.constant("Details")),
    website: fc.oneof(fc.constant(""), fc.string()),
    __proto__: fc.object(),
  },
  { requiredKeys: [] },
);

const anyBody = fc.oneof(fc.jsonValue(), nearBooking, fc.constant(validBooking()));

describe.each([
  ["standalone", false],
  ["with n8n", true],
] as const)("random JSON at the API, %s (fast-check)", (_mode, withN8n) => {
  let app: ReturnType<typeof bookingApp>;
  let fake: FakeN8n | undefined;
  beforeAll(async () => {
    fake = withN8n ? await startFakeN8n() : undefined;
    app = bookingApp({ n8n: fake });
  });
  afterAll(async () => {
    await app.close();
    await fake?.close();
  });

  it("never answers 5xx and never stores an invalid booking", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        anyBody,
        fc.option(fc.stringMatching(/^[A-Za-z0-9._:-]{0,40}$/)),
        async (endpoint, body, key) => {
          const request = app.request.post(`/api/n8n/${endpoint}`).set(JSON_HEADERS);
          if (key !== null) request.set("Idempotency-Key", key);
          const response = await request.send(JSON.stringify(body));
          expect(response.status, JSON.stringify(body)).toBeLessThan(500);
          expect(response.headers["content-type"]).toMatch(/^application\/json/);
        },
      ),
      { numRuns: 300 },
    );
    const schema = createConsultationSchema({ timeZone: TIME_ZONE, now: NOW });
    for (const booking of await app.store.listBookings()) {
      expect(schema.safeParse(booking.request).success).toBe(true);
    }
    expect(Object.prototype).not.toHaveProperty("polluted");
  });
});
