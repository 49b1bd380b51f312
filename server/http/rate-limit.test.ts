import { describe, expect, it } from "vitest";
import { createRateLimit, MAX_TRACKED } from "./rate-limit";

describe("rate limit", () => {
  it("allows a burst of `capacity`, then refills at the given rate", () => {
    const limit = createRateLimit({ capacity: 3, perMinute: 6 });
    const t = 1_000_000;
    expect([1, 2, 3, 4].map(() => limit.take("a", t).allowed)).toEqual([true, true, true, false]);
    expect(limit.take("a", t)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(limit.take("a", t + 10_000).allowed).toBe(true);
    expect(limit.take("b", t).allowed).toBe(true); // per address
  });

  // How fast a flood is handled is a figure of the machine: `npm run bench` measures it
  // (scripts/bench-rate-limit.ts). Here, what a flood does to memory.
  it("tracks at most MAX_TRACKED addresses: the next new one makes it forget the oldest", () => {
    const limit = createRateLimit({ capacity: 1, perMinute: 1 });
    const t = 5_000; // one instant: no bucket refills, so a remembered address stays refused
    const address = (i: number) => `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`;
    expect(limit.take("first", t).allowed).toBe(true);
    expect(limit.take("first", t).allowed).toBe(false);
    for (let i = 1; i < MAX_TRACKED; i++) limit.take(address(i), t);
    // MAX_TRACKED addresses held, "first" among them: still refused.
    expect(limit.take("first", t).allowed).toBe(false);
    limit.take(address(MAX_TRACKED), t);
    // One more: the oldest are forgotten, "first" with them, and it starts afresh.
    expect(limit.take("first", t).allowed).toBe(true);
  });

  it("keeps limiting the latest addresses of a flood of distinct ones", () => {
    const limit = createRateLimit({ capacity: 2, perMinute: 2 });
    const t = 5_000;
    const address = (i: number) => `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`;
    for (let i = 0; i < 100_000; i++) limit.take(address(i), t);
    // The earliest were forgotten (memory stays bounded), the latest are still counted.
    expect(limit.take(address(0), t).allowed).toBe(true);
    for (let i = 100_000 - 100; i < 100_000; i++) limit.take(address(i), t);
    for (let i = 100_000 - 100; i < 100_000; i++) expect(limit.take(address(i), t).allowed).toBe(false);
  });
});
