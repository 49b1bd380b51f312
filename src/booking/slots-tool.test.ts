import { describe, expect, it } from "vitest";
import { createScheduleSchema, issuesOf } from "./schema";
import { readSlotsInput, slotsToolResult } from "./slots-tool";

const ZONE = "America/New_York";
// Noon in New York on 2026-03-10: the booking window is 2026-03-11 to 2027-03-10.
const NOW = new Date("2026-03-10T16:00:00Z");
const EASTERN = { timeZone: ZONE, timeZoneName: "Eastern Time" };

describe("readSlotsInput", () => {
  it("reads a date in the window and the hours, the form's 1 when left out", () => {
    expect(readSlotsInput({ date: "2026-03-11", hours: 3 }, ZONE, NOW)).toEqual({
      date: "2026-03-11",
      hours: 3,
    });
    expect(readSlotsInput({ date: " 2027-03-10 " }, ZONE, NOW)).toEqual({ date: "2027-03-10", hours: 1 });
  });

  it("names every wrong field in the schema's own words", () => {
    expect(readSlotsInput(null, ZONE, NOW)).toEqual({ error: "date: Choose a date" });
    expect(readSlotsInput({ date: "2026-02-30", hours: 0 }, ZONE, NOW)).toEqual({
      error:
        "hours: Choose between 1 and 8 hours; date: Enter a real date in the form yyyy-MM-dd, such as 2026-03-10",
    });
    expect(readSlotsInput({ date: "2026-03-10" }, ZONE, NOW)).toEqual({
      error: "date: Choose a date between 2026-03-11 and 2027-03-10",
    });
  });

  // The booking schema is the authority on dates and lengths; the tools must say what it says.
  it("refuses exactly what the booking schema refuses, with the same messages", () => {
    const schema = createScheduleSchema({ timeZone: ZONE, now: NOW });
    const dates: unknown[] = [
      "2026-03-11",
      "2027-03-10",
      " 2026-03-12 ",
      "2027-03-11",
      "2026-03-10",
      "2026-02-30",
      " 2026-02-30 ",
      "11/03/2026",
      "2026-3-11",
      "",
      "  ",
      20260311,
      null,
      undefined,
      {},
      ["2026-03-11"],
      true,
    ];
    const hours: unknown[] = [1, 2, 8, 0, 9, -1, 1.5, "2", null, {}, [2], true, Number.NaN];
    for (const date of dates) {
      for (const length of hours) {
        const parsed = schema.safeParse({ date, hours: length, timeSlot: "11:00 to 12:00" });
        const expected = parsed.success
          ? []
          : issuesOf(parsed.error)
              .filter(({ path }) => path === "date" || path === "hours")
              .map(({ path, message }) => `${path}: ${message}`);
        const read = readSlotsInput({ date, hours: length }, ZONE, NOW);
        const issues = "error" in read ? read.error.split("; ") : [];
        expect(issues, JSON.stringify({ date, hours: length })).toEqual(expected);
      }
    }
  });
});

describe("slotsToolResult", () => {
  it("lists the free slots and, apart, those overlapping a booking", () => {
    expect(
      slotsToolResult({ date: "2026-03-11", hours: 2 }, EASTERN, { bookedSlots: ["12:00 to 13:00"] }),
    ).toEqual({
      date: "2026-03-11",
      hours: 2,
      timeZone: ZONE,
      timeZoneName: "Eastern Time",
      freeSlots: [
        "13:00 to 15:00",
        "14:00 to 16:00",
        "15:00 to 17:00",
        "16:00 to 18:00",
        "17:00 to 19:00",
        "18:00 to 20:00",
      ],
      bookedSlots: ["11:00 to 13:00", "12:00 to 14:00"],
      checked: true,
    });
  });

  it("lists every slot, unchecked, when the bookings could not be read", () => {
    expect(slotsToolResult({ date: "2026-03-11", hours: 8 }, EASTERN, null)).toMatchObject({
      freeSlots: ["11:00 to 19:00", "12:00 to 20:00"],
      bookedSlots: [],
      checked: false,
      note: expect.stringContaining("could not be read"),
    });
  });
});
