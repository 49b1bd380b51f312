import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../server/env";
import { createLogger, levelNumber } from "../../server/logger";
import { openStore } from "../../server/store/open-store";
import { startPostgres, type TestPostgres } from "../support/postgres";
import { bookingTuning, JSON_HEADERS, NOW, TIME_ZONE, validBooking } from "./booking-harness";
import { testSite } from "./harness";

// The site on DATABASE_URL as production opens it (`openStore`), against a real
// PostgreSQL that a test stops and starts again under the running site.

let postgres: TestPostgres;
let site: ReturnType<typeof testSite>;
let databaseUrl: string;
const storeLog: string[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  databaseUrl = await postgres.createDatabase();
  const env = { DATABASE_URL: databaseUrl, COMPANY_TIME_ZONE: TIME_ZONE };
  const store = await openStore(
    parseEnv(env),
    createLogger("debug", (line) => storeLog.push(line)),
  );
  site = testSite({ env, store, booking: bookingTuning() });
}, 120_000);

afterAll(async () => {
  await site?.close();
  await postgres?.destroy();
});

const book = (timeSlot: string, overrides: Record<string, unknown> = {}) =>
  site.request
    .post("/api/n8n/submit-consultation")
    .set(JSON_HEADERS)
    .send(validBooking({ timeSlot, email: `${timeSlot.slice(0, 2)}@example.com`, ...overrides }));

const slotsOf = (date: string) =>
  site.request.post("/api/n8n/get-booked-slots").set(JSON_HEADERS).send({ date });

/** Polls until `check` holds (the readiness answer is cached for a second). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the site on PostgreSQL (DATABASE_URL)", () => {
  it("books into the database, answers its slots and refuses an overlap with 409", async () => {
    const first = await book("11:00 to 12:00");
    expect(first.body).toMatchObject({ status: "stored" });
    expect((await slotsOf("2026-12-01")).body).toEqual({ bookedSlots: ["11:00 to 12:00"] });
    const overlap = await book("11:00 to 13:00", { hours: 2 });
    expect(overlap.status).toBe(409);
    expect(overlap.body).toMatchObject({ error: "slot_taken" });
    expect((await site.request.get("/readyz")).status).toBe(200);
  });

  it("says where its bookings are without the password", () => {
    const ready = site.logLines.find((line) => line.event === "bookings.ready");
    expect(ready).toMatchObject({
      store: `postgres://127.0.0.1:${postgres.port}/${new URL(databaseUrl).pathname.slice(1)}`,
    });
    expect([...site.rawLog, ...storeLog].join("\n")).not.toContain(new URL(databaseUrl).password);
  });

  it("answers 503 quickly while the database is down, keeps serving pages, and books again once it is back", async () => {
    await postgres.stop();
    try {
      // Each in its own words: the lookup was saving nothing.
      for (const [call, message] of [
        [
          () => book("13:00 to 14:00"),
          "Your booking could not be saved just now. Please try again in a minute.",
        ],
        [
          () => slotsOf("2026-12-01"),
          "The booked slots could not be read just now. Please try again in a minute.",
        ],
      ] as const) {
        const started = performance.now();
        const response = await call();
        expect(performance.now() - started).toBeLessThan(5000);
        expect(response.status).toBe(503);
        expect(response.body).toEqual({ error: "store_unavailable", message });
      }
      await eventually(async () => (await site.request.get("/readyz")).status === 503);
      expect((await site.request.get("/healthz")).status).toBe(200);
      expect((await site.request.get("/")).status).toBe(200);
      expect(site.logLines).toContainEqual(
        expect.objectContaining({ level: levelNumber("error"), event: "store.error", op: "accept" }),
      );
    } finally {
      await postgres.start();
    }
    await eventually(async () => (await site.request.get("/readyz")).status === 200);
    expect((await book("13:00 to 14:00")).body).toMatchObject({ status: "stored" });
    expect((await slotsOf("2026-12-01")).body).toEqual({ bookedSlots: ["11:00 to 12:00", "13:00 to 14:00"] });
    expect([...site.rawLog, ...storeLog].join("\n")).not.toContain(new URL(databaseUrl).password);
  }, 60_000);
});

describe("the company's calendar on PostgreSQL", () => {
  it("a closed day, a full day and the buffer are refused with their 409s (the buffer checked beside the overlap constraint)", async () => {
    const url = await postgres.createDatabase();
    const env = {
      DATABASE_URL: url,
      COMPANY_TIME_ZONE: TIME_ZONE,
      BOOKING_BUFFER_MINUTES: "60",
      BOOKING_DAILY_LIMIT: "2",
      BOOKING_QUOTA_PER_ADDRESS_DAY: "100",
      BOOKING_QUOTA_PER_CONTACT: "100",
    };
    const opened = await openStore(parseEnv(env), createLogger("silent"));
    const calendarSite = testSite({ env, store: opened, booking: bookingTuning() });
    try {
      await opened.store.closeDays({
        from: "2026-12-24",
        until: "2026-12-24",
        reason: "Public holiday",
        now: NOW,
      });
      const bookOn = (date: string, timeSlot: string) =>
        calendarSite.request
          .post("/api/n8n/submit-consultation")
          .set(JSON_HEADERS)
          .send(validBooking({ date, timeSlot, email: `${date}-${timeSlot.slice(0, 2)}@example.com` }));
      const closed = await bookOn("2026-12-24", "14:00 to 15:00");
      expect(closed.status).toBe(409);
      expect(closed.body).toEqual({
        error: "day_closed",
        message:
          "Consultations are closed on Thursday, December 24, 2026: Public holiday. Choose another date.",
      });
      expect((await bookOn("2026-12-01", "14:00 to 15:00")).status).toBe(200);
      const buffered = await bookOn("2026-12-01", "15:00 to 16:00");
      expect(buffered.status).toBe(409);
      expect(buffered.body).toMatchObject({ error: "slot_taken" });
      expect((await bookOn("2026-12-01", "16:00 to 17:00")).status).toBe(200);
      const full = await bookOn("2026-12-01", "18:00 to 19:00");
      expect(full.status).toBe(409);
      expect(full.body).toEqual({
        error: "day_full",
        message: "That day is fully booked. Choose another date.",
      });
    } finally {
      await calendarSite.close();
    }
  }, 60_000);
});
