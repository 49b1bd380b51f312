import { describe, expect, it } from "vitest";
import { LATE_REMINDER_MIN_MS, reminderDueAt } from "./reminder";

const ZONE = "America/New_York";
const HOUR = 3_600_000;
const due = (date: string, timeSlot: string, now: string, leadHours = 24) =>
  reminderDueAt({ date, timeSlot }, { timeZone: ZONE, leadHours, now: new Date(now) });

describe("reminderDueAt", () => {
  it("is the lead time before the slot starts, the slot read in the company's zone", () => {
    // 11:00 in New York on 1 December is 16:00 UTC.
    expect(due("2026-12-01", "11:00 to 12:00", "2026-11-25T12:00:00Z")).toBe(
      Date.parse("2026-11-30T16:00:00Z"),
    );
    expect(due("2026-12-01", "11:00 to 12:00", "2026-11-25T12:00:00Z", 2)).toBe(
      Date.parse("2026-12-01T14:00:00Z"),
    );
  });

  it("counts real hours across a daylight-saving change", () => {
    // Clocks go back early on 1 November 2026: 24 real hours before 11:00 EST is 12:00 EDT the day before.
    expect(due("2026-11-01", "11:00 to 12:00", "2026-10-20T12:00:00Z")).toBe(
      Date.parse("2026-10-31T16:00:00Z"),
    );
  });

  it("is now when confirmed later than the lead time, while the slot is more than two hours away", () => {
    const now = "2026-12-01T10:00:00Z"; // 05:00 in New York
    expect(due("2026-12-01", "11:00 to 12:00", now)).toBe(Date.parse(now));
  });

  it("is never when the slot is two hours away or less, or has started", () => {
    const start = Date.parse("2026-12-01T16:00:00Z");
    expect(
      due("2026-12-01", "11:00 to 12:00", new Date(start - LATE_REMINDER_MIN_MS).toISOString()),
    ).toBeNull();
    expect(
      due("2026-12-01", "11:00 to 12:00", new Date(start - LATE_REMINDER_MIN_MS - 1).toISOString()),
    ).toBe(start - LATE_REMINDER_MIN_MS - 1);
    expect(due("2026-12-01", "11:00 to 12:00", new Date(start + HOUR).toISOString())).toBeNull();
  });

  it("is never for a slot it cannot read", () => {
    expect(due("2026-02-30", "11:00 to 12:00", "2026-01-01T00:00:00Z")).toBeNull();
  });
});
