import { describe, expect, it } from "vitest";
import { MAX_HOURS, MIN_HOURS, WORKDAY_END_HOUR, WORKDAY_START_HOUR } from "./constants";
import {
  isValidHours,
  lastsHours,
  overlaps,
  parseSlot,
  type SlotRange,
  slotLabel,
  slotOptions,
  slotsFor,
} from "./slots";

describe("slotLabel", () => {
  it("writes two-digit hours", () => {
    expect(slotLabel(11, 1)).toBe("11:00 to 12:00");
    expect(slotLabel(12, 8)).toBe("12:00 to 20:00");
    expect(slotLabel(9, 1)).toBe("09:00 to 10:00");
  });
});

describe("slotsFor", () => {
  it.each([
    [1, 9],
    [2, 8],
    [3, 7],
    [4, 6],
    [5, 5],
    [6, 4],
    [7, 3],
    [8, 2],
  ])("offers %i-hour slots starting 11 up to 19 - hours + 1 (%i slots)", (hours, count) => {
    const labels = slotsFor(hours);
    expect(labels).toHaveLength(count);
    expect(labels).toHaveLength(19 - hours + 1 - 11 + 1);
    expect(labels[0]).toBe(slotLabel(WORKDAY_START_HOUR, hours));
    expect(labels.at(-1)).toBe(slotLabel(WORKDAY_END_HOUR - hours, hours));
    for (const label of labels) {
      expect(label).toMatch(/^1\d:00 to [12]\d:00$/);
      expect(lastsHours(parseSlot(label) as SlotRange, hours)).toBe(true);
    }
  });

  it("runs from 11:00 to 12:00 through 19:00 to 20:00 for one hour", () => {
    expect(slotsFor(1)).toEqual([
      "11:00 to 12:00",
      "12:00 to 13:00",
      "13:00 to 14:00",
      "14:00 to 15:00",
      "15:00 to 16:00",
      "16:00 to 17:00",
      "17:00 to 18:00",
      "18:00 to 19:00",
      "19:00 to 20:00",
    ]);
  });

  it("offers exactly two eight-hour slots", () => {
    expect(slotsFor(8)).toEqual(["11:00 to 19:00", "12:00 to 20:00"]);
  });

  it("never produces a label with a leading zero", () => {
    for (let hours = MIN_HOURS; hours <= MAX_HOURS; hours++) {
      for (const label of slotsFor(hours)) expect(label).not.toMatch(/(^| )0/);
    }
  });

  it("offers nothing for hours outside 1 to 8 or not whole", () => {
    for (const hours of [0, 9, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(slotsFor(hours)).toEqual([]);
  });
});

describe("isValidHours", () => {
  it("accepts the integers 1 to 8 only", () => {
    for (let hours = 1; hours <= 8; hours++) expect(isValidHours(hours)).toBe(true);
    for (const hours of [0, 9, 2.5, "2", null, undefined, Number.NaN])
      expect(isValidHours(hours)).toBe(false);
  });
});

describe("parseSlot", () => {
  it("reads valid labels back", () => {
    expect(parseSlot("11:00 to 12:00")).toEqual({ start: 11, end: 12 });
    expect(parseSlot("12:00 to 20:00")).toEqual({ start: 12, end: 20 });
    // A whole working day is no slot the form offers, but is a valid booked interval.
    expect(parseSlot("11:00 to 20:00")).toEqual({ start: 11, end: 20 });
  });

  it.each([
    "9:00 to 10:00",
    "09:00 to 10:00",
    "10:00 to 11:00",
    "11:00-12:00",
    "11:00 to 11:00",
    "12:00 to 11:00",
    "19:00 to 21:00",
    "11:30 to 12:30",
    " 11:00 to 12:00",
    "11:00 to 12:00 ",
    "11:00 to 12:00\n",
    "11:00  to 12:00",
    "11:00 TO 12:00",
    "１１:00 to 12:00",
    "",
  ])("rejects %j", (label) => {
    expect(parseSlot(label)).toBeNull();
  });
});

describe("lastsHours", () => {
  it("accepts a label only for its own length", () => {
    expect(lastsHours({ start: 11, end: 12 }, 1)).toBe(true);
    expect(lastsHours({ start: 11, end: 12 }, 2)).toBe(false);
    expect(lastsHours({ start: 11, end: 13 }, 2)).toBe(true);
    expect(lastsHours({ start: 11, end: 20 }, 9)).toBe(false);
    expect(lastsHours({ start: 11, end: 12 }, 1.5)).toBe(false);
  });
});

describe("overlaps", () => {
  it.each([
    [{ start: 11, end: 12 }, { start: 12, end: 13 }, false],
    [{ start: 12, end: 13 }, { start: 11, end: 12 }, false],
    [{ start: 11, end: 13 }, { start: 12, end: 13 }, true],
    [{ start: 12, end: 13 }, { start: 11, end: 13 }, true],
    [{ start: 11, end: 19 }, { start: 14, end: 15 }, true],
    [{ start: 14, end: 15 }, { start: 11, end: 19 }, true],
    [{ start: 11, end: 12 }, { start: 11, end: 12 }, true],
    [{ start: 11, end: 12 }, { start: 15, end: 16 }, false],
    [{ start: 11, end: 14 }, { start: 13, end: 17 }, true],
  ])("%j and %j -> %s", (a, b, expected) => {
    expect(overlaps(a, b)).toBe(expected);
  });
});

describe("slotOptions", () => {
  it("marks a longer slot booked when it covers a booked hour", () => {
    expect(slotOptions(2, ["12:00 to 13:00"]).slice(0, 4)).toEqual([
      { label: "11:00 to 13:00", booked: true },
      { label: "12:00 to 14:00", booked: true },
      { label: "13:00 to 15:00", booked: false },
      { label: "14:00 to 16:00", booked: false },
    ]);
  });

  it("marks short slots inside a longer booking, and leaves adjacent ones free", () => {
    const options = slotOptions(1, ["13:00 to 16:00", "19:00 to 20:00"]);
    expect(options.filter((o) => o.booked).map((o) => o.label)).toEqual([
      "13:00 to 14:00",
      "14:00 to 15:00",
      "15:00 to 16:00",
      "19:00 to 20:00",
    ]);
    expect(options).toHaveLength(9);
  });

  it("handles mixed booked lengths", () => {
    const booked = ["11:00 to 12:00", "14:00 to 16:00", "18:00 to 19:00"];
    expect(slotOptions(3, booked)).toEqual([
      { label: "11:00 to 14:00", booked: true },
      { label: "12:00 to 15:00", booked: true },
      { label: "13:00 to 16:00", booked: true },
      { label: "14:00 to 17:00", booked: true },
      { label: "15:00 to 18:00", booked: true },
      { label: "16:00 to 19:00", booked: true },
      { label: "17:00 to 20:00", booked: true },
    ]);
    expect(slotOptions(8, ["11:00 to 12:00"])).toEqual([
      { label: "11:00 to 19:00", booked: true },
      { label: "12:00 to 20:00", booked: false },
    ]);
  });

  it("ignores booked strings it cannot read, after trimming", () => {
    const options = slotOptions(1, ["", "whenever", "09:00 to 10:00", "11:00-12:00", " 12:00 to 13:00 "]);
    expect(options.filter((o) => o.booked).map((o) => o.label)).toEqual(["12:00 to 13:00"]);
  });

  it("lists every slot free when nothing is booked, and nothing for invalid hours", () => {
    expect(slotOptions(1, []).every((o) => !o.booked)).toBe(true);
    expect(slotOptions(0, ["11:00 to 12:00"])).toEqual([]);
  });
});
