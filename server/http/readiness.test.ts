import { describe, expect, it, vi } from "vitest";
import { cachedReadiness } from "./readiness";

describe("cachedReadiness", () => {
  it("asks the check at most once per interval and returns the last check's result in between", async () => {
    let clock = 0;
    let writable = true;
    const check = vi.fn(async () => writable);
    const isReady = cachedReadiness(check, { intervalMs: 1000, now: () => clock });

    expect(await isReady()).toBe(true);
    writable = false;
    clock = 999;
    expect(await isReady()).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
    clock = 1000;
    expect(await isReady()).toBe(false);
    writable = true;
    clock = 1500;
    expect(await isReady()).toBe(false);
    expect(check).toHaveBeenCalledTimes(2);
    clock = 2000;
    expect(await isReady()).toBe(true);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it("counts the interval from the end of a slow check", async () => {
    let clock = 0;
    const check = vi.fn(async () => {
      clock += 250; // a check that waited out a lock
      return false;
    });
    const isReady = cachedReadiness(check, { intervalMs: 1000, now: () => clock });
    await isReady();
    clock = 1100; // 850 ms after the check ended
    await isReady();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("lets probes that arrive during a check share it", async () => {
    let finish: (ready: boolean) => void = () => {};
    const check = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const isReady = cachedReadiness(check, { waitMs: 5000 });
    const probes = [isReady(), isReady(), isReady()];
    finish(true);
    expect(await Promise.all(probes)).toEqual([true, true, true]);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("says not ready when the check takes longer than waitMs, and keeps its late result", async () => {
    let clock = 0;
    let finish: (ready: boolean) => void = () => {};
    const check = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const isReady = cachedReadiness(check, { intervalMs: 1000, waitMs: 20, now: () => clock });

    // The check never settles until `finish` below: a probe that waited for it would hang
    // (and the test time out); one that gives up after waitMs returns in about 20 ms.
    const started = performance.now();
    expect(await isReady()).toBe(false);
    expect(performance.now() - started).toBeLessThan(5000);
    finish(true);
    await Promise.resolve();
    clock = 10; // within the interval: the late result is the one kept
    expect(await isReady()).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("says not ready when the check throws", async () => {
    const isReady = cachedReadiness(async () => {
      throw new Error("connection refused");
    });
    expect(await isReady()).toBe(false);
  });
});
