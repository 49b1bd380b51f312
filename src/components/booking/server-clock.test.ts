import { describe, expect, it } from "vitest";
import { CLOCK_DIFFERENCE_IGNORED_MS, clockOffset } from "./server-clock";

describe("clockOffset", () => {
  const server = Date.parse("2026-12-01T10:00:00Z");
  const header = new Date(server).toUTCString();

  it("is the server's lead, from the middle of the header's second", () => {
    // The visitor's clock runs 10 minutes fast: the server is 10 minutes behind it.
    expect(clockOffset(header, server + 600_000)).toBe(-600_000 + 500);
    // A day slow: the server is a day ahead.
    expect(clockOffset(header, server - 86_400_000)).toBe(86_400_000 + 500);
  });

  it("takes a clock within the ignored difference as right", () => {
    expect(clockOffset(header, server)).toBe(0);
    expect(clockOffset(header, server + CLOCK_DIFFERENCE_IGNORED_MS - 1000)).toBe(0);
    expect(clockOffset(header, server - CLOCK_DIFFERENCE_IGNORED_MS + 1000)).toBe(0);
    expect(clockOffset(header, server + CLOCK_DIFFERENCE_IGNORED_MS + 1000)).not.toBe(0);
  });

  it("is 0 without a readable header", () => {
    expect(clockOffset(null, server + 600_000)).toBe(0);
    expect(clockOffset("not a date", server + 600_000)).toBe(0);
  });
});
