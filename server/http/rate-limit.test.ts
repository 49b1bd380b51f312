import { describe, expect, it } from "vitest";
import { createRateLimit } from "./rate-limit";

describe("rate limit", () => {
  it("allows a burst of `capacity`, then refills at the given rate", () => {
    const limit = createRateLimit({ capacity: 3, perMinute: 6 });
    const t = 1_000_000;
    expect([1, 2, 3, 4].map(() => limit.take("a", t).allowed)).toEqual([true, true, true, false]);
    expect(limit.take("a", t)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(limit.take("a", t + 10_000).allowed).toBe(true);
    expect(limit.take("b", t).allowed).toBe(true); // per address
  });

  it("stays fast and bounded under a flood of distinct addresses", () => {
    const limit = createRateLimit({ capacity: 2, perMinute: 2 });
    const started = performance.now();
    for (let i = 0; i < 100_000; i++) limit.take(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, 5_000);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
