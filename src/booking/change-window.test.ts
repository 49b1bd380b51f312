import { describe, expect, it } from "vitest";
import { canChange, changeDeadline } from "./change-window";

const NY = "America/New_York";

describe("changeDeadline", () => {
  it("is 24 real hours before the slot starts in the company's zone", () => {
    // 11:00 EST on 1 December is 16:00Z.
    expect(changeDeadline("2026-12-01", "11:00 to 12:00", NY)?.toISOString()).toBe(
      "2026-11-30T16:00:00.000Z",
    );
    expect(changeDeadline("2026-12-01", "11:00 to 12:00", "Asia/Kolkata")?.toISOString()).toBe(
      "2026-11-30T05:30:00.000Z",
    );
  });

  it("counts real hours across the end of daylight saving time (1 November 2026 in New York)", () => {
    // 11:00 EST on 1 November is 16:00Z; 24 hours before is 16:00Z on 31 October, which
    // is 12:00 EDT there: the wall clock says 23 hours.
    expect(changeDeadline("2026-11-01", "11:00 to 12:00", NY)?.toISOString()).toBe(
      "2026-10-31T16:00:00.000Z",
    );
  });

  it("counts real hours across the start of daylight saving time (8 March 2026 in New York)", () => {
    // 11:00 EDT on 8 March is 15:00Z; 24 hours before is 15:00Z on 7 March, 10:00 EST.
    expect(changeDeadline("2026-03-08", "11:00 to 12:00", NY)?.toISOString()).toBe(
      "2026-03-07T15:00:00.000Z",
    );
  });

  it("is null for a date or slot that is not valid", () => {
    expect(changeDeadline("2026-02-30", "11:00 to 12:00", NY)).toBeNull();
    expect(changeDeadline("2026-12-01", "10:30 to 12:00", NY)).toBeNull();
  });
});

describe("canChange", () => {
  const deadline = new Date("2026-11-30T16:00:00.000Z");

  it("allows a change up to and including the deadline, and not a millisecond after", () => {
    expect(canChange("2026-12-01", "11:00 to 12:00", NY, new Date(deadline.getTime() - 1))).toBe(true);
    expect(canChange("2026-12-01", "11:00 to 12:00", NY, deadline)).toBe(true);
    expect(canChange("2026-12-01", "11:00 to 12:00", NY, new Date(deadline.getTime() + 1))).toBe(false);
  });

  it("closes 24 real hours before a slot the day after the clocks go back", () => {
    const at = (iso: string) => canChange("2026-11-01", "11:00 to 12:00", NY, new Date(iso));
    expect(at("2026-10-31T15:59:59.999Z")).toBe(true);
    // It closes at 12:00 EDT on 31 October: 23 hours by the wall clock, 24 real ones.
    expect(at("2026-10-31T16:00:00.001Z")).toBe(false);
  });

  it("is false for a slot already past, and for an invalid slot", () => {
    expect(canChange("2026-12-01", "11:00 to 12:00", NY, new Date("2026-12-02T00:00:00Z"))).toBe(false);
    expect(canChange("2026-12-01", "nonsense", NY, new Date("2026-01-01T00:00:00Z"))).toBe(false);
  });
});
