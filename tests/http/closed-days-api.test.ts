import { describe, expect, it, vi } from "vitest";
import { closedDaysSchema } from "../../server/api/body-schemas";
import { createRateLimit } from "../../server/http/rate-limit";
import { RESOURCE_POLICY } from "../../server/http/security-headers";
import { addDays } from "../../src/booking/dates";
import { CLOSED_DAYS_UNAVAILABLE } from "../../src/booking/messages";
import { type bookingApp, JSON_HEADERS, NOW } from "./booking-harness";
import { sitesUnderTest } from "./site-under-test";

// GET /api/closed-days: the dates the team closed within the booking window, for the booking
// form's search for the next free date (docs/product.md#the-booking-api). The harness's
// clock (NOW) makes the window 2026-11-22 to 2027-11-21 in New York.

type App = ReturnType<typeof bookingApp>;
const sites = sitesUnderTest();

const close = (test: App, from: string, until: string, reason: string) =>
  test.store.closeDays({ from, until, reason, now: NOW });

const dates = (from: string, until: string) => {
  const list: string[] = [];
  for (let date = from; date <= until; date = addDays(date, 1)) list.push(date);
  return list;
};

describe("GET /api/closed-days", () => {
  it("lists the closed dates of the booking window with their reasons, earliest first", async () => {
    const test = sites.app();
    // Today (before the window's first date), the window's first and last dates, and the day after it.
    await close(test, "2026-11-21", "2026-11-22", "Inventory");
    await close(test, "2026-12-24", "2026-12-24", "Public holiday");
    await close(test, "2026-12-05", "2026-12-14", "Office move");
    await close(test, "2027-11-21", "2027-11-22", "Retreat");
    const response = await test.request.get("/api/closed-days");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      closedDays: [
        { date: "2026-11-22", reason: "Inventory" },
        ...dates("2026-12-05", "2026-12-14").map((date) => ({ date, reason: "Office move" })),
        { date: "2026-12-24", reason: "Public holiday" },
        { date: "2027-11-21", reason: "Retreat" },
      ],
    });
    expect(closedDaysSchema.parse(response.body)).toEqual(response.body);
  });

  it("follows the server's clock: the window moves with the day", async () => {
    let now = NOW;
    const test = sites.app({ now: () => now });
    await close(test, "2026-11-22", "2026-11-23", "Inventory");
    expect((await test.request.get("/api/closed-days")).body.closedDays).toHaveLength(2);
    // A day later the window starts on 2026-11-23.
    now = new Date(NOW.getTime() + 86_400_000);
    expect((await test.request.get("/api/closed-days")).body).toEqual({
      closedDays: [{ date: "2026-11-23", reason: "Inventory" }],
    });
  });

  it("answers none as an empty list", async () => {
    const test = sites.app();
    const response = await test.request.get("/api/closed-days");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ closedDays: [] });
  });

  it("is public JSON a cache may keep for a minute, with the API's security headers", async () => {
    const test = sites.app();
    const response = await test.request.get("/api/closed-days");
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    expect(response.headers["content-security-policy"]).toBe(RESOURCE_POLICY);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-request-id"]).toBeTruthy();
    expect(response.headers["set-cookie"]).toBeUndefined();
    const head = await test.request.head("/api/closed-days");
    expect(head.status).toBe(200);
    expect(head.text ?? "").toBe("");
  });

  it("answers other methods 405 with Allow, and a longer path 404, as the other API routes do", async () => {
    const test = sites.app();
    for (const method of ["post", "put", "delete", "patch"] as const) {
      const response = await test.request[method]("/api/closed-days").set(JSON_HEADERS).send("{}");
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
      expect(response.body).toEqual({ error: "method_not_allowed", message: "Use GET." });
    }
    for (const path of ["/api/closed-days/2026-12-24", "/api/closed-day"]) {
      const response = await test.request.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ error: "not_found", message: "No such API endpoint." });
    }
  });

  it("503 with Retry-After when the store cannot be read, never cached; one store.error line", async () => {
    const test = sites.app();
    vi.spyOn(test.store, "closedDays").mockRejectedValueOnce(new Error("disk I/O error"));
    const response = await test.request.get("/api/closed-days");
    expect(response.status).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toEqual({ error: "store_unavailable", message: CLOSED_DAYS_UNAVAILABLE });
    expect(test.logLines.filter((line) => line.event === "store.error")).toHaveLength(1);
    expect(test.logLines.filter((line) => line.event === "request.error")).toEqual([]);
    // The store is back: so is the list.
    expect((await test.request.get("/api/closed-days")).status).toBe(200);
  });

  it("costs a lookup of the client's rate limit, shared with the slot lookups: 429 with Retry-After past it", async () => {
    const test = sites.app({
      limits: {
        lookups: createRateLimit({ capacity: 3, perMinute: 6 }),
        bookings: createRateLimit({ capacity: 10, perMinute: 10 }),
      },
    });
    const lookUp = () =>
      test.request.post("/api/n8n/get-booked-slots").set(JSON_HEADERS).send({ date: "2026-12-01" });
    expect((await lookUp()).status).toBe(200);
    expect((await test.request.get("/api/closed-days")).status).toBe(200);
    expect((await lookUp()).status).toBe(200);
    const limited = await test.request.get("/api/closed-days");
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe("rate_limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect((await lookUp()).status).toBe(429);
  });
});
