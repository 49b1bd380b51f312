import { describe, expect, it } from "vitest";
import { readPostedSchedule } from "./posted-form";
import { createScheduleSchema, issuesOf } from "./schema";

describe("readPostedSchedule", () => {
  it("passes hours that are not a number on as null, so a person is told the range, not the API's words", () => {
    for (const hours of ["", "two", "2.5"]) {
      const { values, body } = readPostedSchedule(
        new URLSearchParams({ hours, date: "2026-12-01", timeSlot: "" }),
      );
      expect(values.hours).toBe(1);
      expect(body.hours).toBeNull();
      const parsed = createScheduleSchema({ now: new Date("2026-11-21T15:00:00Z") }).safeParse(body);
      expect(parsed.success).toBe(false);
      if (!parsed.success)
        expect(issuesOf(parsed.error)).toContainEqual({
          path: "hours",
          message: "Choose between 1 and 8 hours",
        });
    }
  });
});
