import { afterEach, describe, expect, it } from "vitest";
import { createRateLimit } from "../../server/http/rate-limit";
import { bookingApp, JSON_HEADERS } from "./booking-harness";

// Behind a listed proxy, an X-Forwarded-For entry written with a port or in brackets is
// the same client as its bare address (server/http/trusted-proxies.ts): a new port or a
// pair of brackets must not make a new client with fresh rate limits.

let app: ReturnType<typeof bookingApp> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("X-Forwarded-For entries with a port or brackets", () => {
  const lookup = (test: ReturnType<typeof bookingApp>, forwardedFor: string) =>
    test.request
      .post("/api/n8n/get-booked-slots")
      .set(JSON_HEADERS)
      .set("X-Forwarded-For", forwardedFor)
      .send({ date: "2026-12-01" });
  const tightLookups = () => ({
    lookups: createRateLimit({ capacity: 30, perMinute: 1 }),
    bookings: createRateLimit({ capacity: 10, perMinute: 1 }),
  });

  it.each([
    ["an IPv4 address with a new port each time", (n: number) => `9.9.9.8:${40000 + n}`, "9.9.9.8"],
    ["an IPv6 address in brackets", () => "[2001:db8::1]", "2001:db8::1"],
    ["an IPv6 address in brackets with a port", (n: number) => `[2001:db8::1]:${40000 + n}`, "2001:db8::1"],
  ])("%s is its bare address: the 31st lookup is refused", async (_how, entry, bare) => {
    const test = bookingApp({ trustProxy: true, limits: tightLookups() });
    app = test;
    const statuses: number[] = [];
    for (let n = 0; n < 33; n++) statuses.push((await lookup(test, entry(n))).status);
    expect(statuses).toEqual([...Array(30).fill(200), 429, 429, 429]);
    expect((await lookup(test, bare)).status).toBe(429);
  });
});
