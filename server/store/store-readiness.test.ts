import { describe, expect, it, vi } from "vitest";
import { cachedReadiness } from "./store-readiness";

describe("cachedReadiness", () => {
  it("asks the check at most once per interval and answers from the last check in between", () => {
    let clock = 0;
    let writable = true;
    const check = vi.fn(() => writable);
    const isReady = cachedReadiness(check, { intervalMs: 1000, now: () => clock });

    expect(isReady()).toBe(true);
    writable = false;
    clock = 999;
    expect(isReady()).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
    clock = 1000;
    expect(isReady()).toBe(false);
    writable = true;
    clock = 1500;
    expect(isReady()).toBe(false);
    expect(check).toHaveBeenCalledTimes(2);
    clock = 2000;
    expect(isReady()).toBe(true);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it("counts the interval from the end of a slow check", () => {
    let clock = 0;
    const check = vi.fn(() => {
      clock += 250; // a check that waited out a lock
      return false;
    });
    const isReady = cachedReadiness(check, { intervalMs: 1000, now: () => clock });
    isReady();
    clock = 1100; // 850 ms after the check ended
    isReady();
    expect(check).toHaveBeenCalledTimes(1);
  });
});
