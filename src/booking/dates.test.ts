import { describe, expect, it } from "vitest";
import {
  addDays,
  bookingWindow,
  formatSlotForVisitor,
  instantIn,
  isInWindow,
  isRealDate,
  isValidTimeZone,
  keepsWallClock,
  msUntilNextDay,
  slotInterval,
  todayIn,
  zoneAbbreviation,
} from "./dates";

const NY = "America/New_York";
const at = (iso: string) => new Date(iso);

describe("todayIn", () => {
  it("reads the calendar of the given zone, not the machine's", () => {
    const now = at("2026-03-10T03:30:00Z");
    expect(todayIn(NY, now)).toBe("2026-03-09");
    expect(todayIn("UTC", now)).toBe("2026-03-10");
    expect(todayIn("Asia/Tokyo", at("2026-03-09T15:00:00Z"))).toBe("2026-03-10");
  });

  it("refuses an unknown zone instead of guessing", () => {
    expect(() => todayIn("Mars/Olympus", at("2026-03-10T00:00:00Z"))).toThrow(RangeError);
  });
});

describe("bookingWindow", () => {
  it("starts tomorrow in New York even when UTC is already on the next day", () => {
    const now = at("2026-03-10T03:30:00Z");
    expect(bookingWindow(NY, now)).toEqual({ min: "2026-03-10", max: "2027-03-09" });
    expect(bookingWindow("UTC", now)).toEqual({ min: "2026-03-11", max: "2027-03-10" });
  });

  it("moves at midnight in New York, whether EST or EDT", () => {
    expect(bookingWindow(NY, at("2026-01-15T04:59:59Z")).min).toBe("2026-01-15");
    expect(bookingWindow(NY, at("2026-01-15T05:00:00Z")).min).toBe("2026-01-16");
    expect(bookingWindow(NY, at("2026-07-15T03:59:59Z")).min).toBe("2026-07-15");
    expect(bookingWindow(NY, at("2026-07-15T04:00:00Z")).min).toBe("2026-07-16");
  });

  it("ends 365 days after today, counting a leap day when one falls inside", () => {
    // 2027-03-01 + 365 days lands on 2028-02-29: 2028 is a leap year.
    expect(bookingWindow(NY, at("2027-03-01T17:00:00Z"))).toEqual({ min: "2027-03-02", max: "2028-02-29" });
    expect(bookingWindow(NY, at("2027-12-31T17:00:00Z"))).toEqual({ min: "2028-01-01", max: "2028-12-30" });
    expect(bookingWindow(NY, at("2026-03-01T17:00:00Z")).max).toBe("2027-03-01");
    expect(bookingWindow(NY, at("2026-12-31T17:00:00Z"))).toEqual({ min: "2027-01-01", max: "2027-12-31" });
  });
});

describe("msUntilNextDay", () => {
  const HOUR = 3_600_000;
  it("is the time to the next midnight in the zone, however long the day", () => {
    expect(msUntilNextDay(NY, at("2026-11-29T04:59:59Z"))).toBe(1000);
    expect(msUntilNextDay(NY, at("2026-11-29T05:00:00Z"))).toBe(24 * HOUR);
    // 8 March 2026 has 23 hours in New York, 1 November 25.
    expect(msUntilNextDay(NY, at("2026-03-08T05:00:00Z"))).toBe(23 * HOUR);
    expect(msUntilNextDay(NY, at("2026-11-01T04:00:00Z"))).toBe(25 * HOUR);
    expect(msUntilNextDay("Asia/Tokyo", at("2026-11-29T14:30:00Z"))).toBe(30 * 60_000);
  });
});

describe("isRealDate", () => {
  it.each(["2026-01-01", "2028-02-29", "2026-12-31", "2000-02-29", "0001-01-01"])("accepts %s", (value) => {
    expect(isRealDate(value)).toBe(true);
  });

  it.each([
    "2026-02-29",
    "2026-02-30",
    "1900-02-29",
    "2026-13-01",
    "2026-00-10",
    "2026-04-31",
    "2026-01-00",
    " 2026-01-01",
    "2026-01-01 ",
    "2026-01-01\n",
    "2026-1-01",
    "26-01-01",
    "2026/01/01",
    "2026-01-01T00:00:00Z",
    "+02026-01-01",
    "",
  ])("rejects %j", (value) => {
    expect(isRealDate(value)).toBe(false);
  });
});

describe("addDays", () => {
  it("walks calendar dates across months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-11-29", 0)).toBe("2026-11-29");
  });

  it("throws on a value that is no date, where a walk from it would never end", () => {
    for (const value of ["abc", "2026-13-45", "2026-02-30", "", "1"])
      expect(() => addDays(value, 1), value).toThrow(RangeError);
  });
});

describe("isInWindow", () => {
  const now = at("2026-11-21T15:00:00Z");

  it("accepts tomorrow through 365 days ahead, nothing else", () => {
    expect(isInWindow("2026-11-21", bookingWindow(NY, now))).toBe(false);
    expect(isInWindow("2026-11-22", bookingWindow(NY, now))).toBe(true);
    expect(isInWindow("2027-11-21", bookingWindow(NY, now))).toBe(true);
    expect(isInWindow("2027-11-22", bookingWindow(NY, now))).toBe(false);
    expect(isInWindow("2026-11-31", bookingWindow(NY, now))).toBe(false);
  });
});

describe("slotInterval", () => {
  it("gives real instants on the spring-forward day", () => {
    expect(slotInterval("2026-03-08", "11:00 to 12:00", NY)).toEqual({
      start: at("2026-03-08T15:00:00Z"),
      end: at("2026-03-08T16:00:00Z"),
    });
    expect(slotInterval("2026-03-07", "11:00 to 12:00", NY)?.start).toEqual(at("2026-03-07T16:00:00Z"));
  });

  it("gives real instants on the fall-back day", () => {
    expect(slotInterval("2026-11-01", "11:00 to 19:00", NY)).toEqual({
      start: at("2026-11-01T16:00:00Z"),
      end: at("2026-11-02T00:00:00Z"),
    });
    expect(slotInterval("2026-10-31", "11:00 to 12:00", NY)?.start).toEqual(at("2026-10-31T15:00:00Z"));
  });

  it("is null for an invalid date, label or zone", () => {
    expect(slotInterval("2026-02-30", "11:00 to 12:00", NY)).toBeNull();
    expect(slotInterval("2026-03-08", "10:00 to 11:00", NY)).toBeNull();
    expect(slotInterval("2026-03-08", "11:00 to 12:00", "Nowhere/City")).toBeNull();
  });
});

describe("slotInterval across a daylight-saving night", () => {
  it("lasts as long as its label says, even for a slot the clocks skip (booked before it was refused)", () => {
    expect(slotInterval("2027-03-14", "02:00 to 03:00", NY, { start: 0, end: 24 })).toEqual({
      start: at("2027-03-14T07:00:00Z"),
      end: at("2027-03-14T08:00:00Z"),
    });
    expect(slotInterval("2027-11-07", "01:00 to 02:00", NY, { start: 0, end: 24 })).toEqual({
      start: at("2027-11-07T05:00:00Z"),
      end: at("2027-11-07T06:00:00Z"),
    });
  });
});

describe("keepsWallClock", () => {
  const slot = (start: number, end: number) => ({ start, end });

  it("keeps every slot of an ordinary day, whatever its zone", () => {
    for (const [start, end] of [
      [0, 1],
      [1, 3],
      [11, 19],
      [23, 24],
    ] as const)
      expect(keepsWallClock("2027-03-13", slot(start, end), NY)).toBe(true);
  });

  it("refuses a slot the clocks skip when they go forward, or that spans the skip", () => {
    // New York, 2027-03-14: 02:00 EST becomes 03:00 EDT.
    expect(keepsWallClock("2027-03-14", slot(0, 1), NY)).toBe(true);
    expect(keepsWallClock("2027-03-14", slot(3, 4), NY)).toBe(true);
    expect(keepsWallClock("2027-03-14", slot(2, 3), NY)).toBe(false);
    expect(keepsWallClock("2027-03-14", slot(1, 2), NY)).toBe(false);
    expect(keepsWallClock("2027-03-14", slot(1, 3), NY)).toBe(false);
    expect(keepsWallClock("2027-03-14", slot(0, 4), NY)).toBe(false);
  });

  it("refuses a slot that holds the hour the clocks repeat when they go back", () => {
    // New York, 2027-11-07: 02:00 EDT becomes 01:00 EST.
    expect(keepsWallClock("2027-11-07", slot(0, 1), NY)).toBe(true);
    expect(keepsWallClock("2027-11-07", slot(2, 3), NY)).toBe(true);
    expect(keepsWallClock("2027-11-07", slot(1, 2), NY)).toBe(false);
    expect(keepsWallClock("2027-11-07", slot(0, 2), NY)).toBe(false);
  });

  it("reads zones east of UTC, where the repeated hour is 02:00 to 03:00", () => {
    // Berlin and London, 2026-10-25: 03:00 CEST becomes 02:00 CET, 02:00 BST becomes 01:00 GMT.
    expect(keepsWallClock("2026-10-25", slot(1, 2), "Europe/Berlin")).toBe(true);
    expect(keepsWallClock("2026-10-25", slot(2, 3), "Europe/Berlin")).toBe(false);
    expect(keepsWallClock("2026-10-25", slot(3, 4), "Europe/Berlin")).toBe(true);
    expect(keepsWallClock("2026-10-25", slot(0, 1), "Europe/London")).toBe(true);
    expect(keepsWallClock("2026-10-25", slot(1, 2), "Europe/London")).toBe(false);
    // Berlin, 2026-03-29: 02:00 CET becomes 03:00 CEST.
    expect(keepsWallClock("2026-03-29", slot(1, 2), "Europe/Berlin")).toBe(false);
    expect(keepsWallClock("2026-03-29", slot(2, 3), "Europe/Berlin")).toBe(false);
    expect(keepsWallClock("2026-03-29", slot(3, 4), "Europe/Berlin")).toBe(true);
    // Sydney, 2026-04-05: 03:00 AEDT becomes 02:00 AEST; Auckland the same night, at 03:00 too.
    expect(keepsWallClock("2026-04-05", slot(1, 2), "Australia/Sydney")).toBe(true);
    expect(keepsWallClock("2026-04-05", slot(2, 3), "Australia/Sydney")).toBe(false);
    expect(keepsWallClock("2026-04-05", slot(2, 3), "Pacific/Auckland")).toBe(false);
    expect(keepsWallClock("2026-04-05", slot(11, 19), "Pacific/Auckland")).toBe(true);
    // The days either side are ordinary.
    expect(keepsWallClock("2026-10-24", slot(2, 3), "Europe/Berlin")).toBe(true);
    expect(keepsWallClock("2026-10-26", slot(2, 3), "Europe/Berlin")).toBe(true);
  });

  it("reads a zone whose clocks change at midnight", () => {
    // Santiago, 2026-09-06: midnight becomes 01:00, so 00:00 to 01:00 never happens.
    expect(keepsWallClock("2026-09-06", slot(0, 1), "America/Santiago")).toBe(false);
    expect(keepsWallClock("2026-09-06", slot(1, 2), "America/Santiago")).toBe(true);
    expect(keepsWallClock("2026-09-06", slot(11, 19), "America/Santiago")).toBe(true);
  });
});

describe("formatSlotForVisitor", () => {
  it("is null when the visitor's offset matches the company's", () => {
    expect(formatSlotForVisitor("2026-03-10", "11:00 to 12:00", NY, NY)).toBeNull();
    expect(formatSlotForVisitor("2026-03-10", "11:00 to 12:00", NY, "America/Toronto")).toBeNull();
  });

  it("shows London time, which is 5 hours ahead in winter but 4 in the weeks US summer time starts first", () => {
    expect(formatSlotForVisitor("2026-01-15", "11:00 to 12:00", NY, "Europe/London")).toBe(
      "16:00 to 17:00 your time",
    );
    expect(formatSlotForVisitor("2026-03-10", "11:00 to 12:00", NY, "Europe/London")).toBe(
      "15:00 to 16:00 your time",
    );
  });

  it("keeps the half hour of India's offset", () => {
    expect(formatSlotForVisitor("2026-07-01", "11:00 to 13:00", NY, "Asia/Kolkata")).toBe(
      "20:30 to 22:30 your time",
    );
  });

  it("names the visitor's day when it is not the booking date", () => {
    expect(formatSlotForVisitor("2026-03-10", "19:00 to 20:00", NY, "Asia/Tokyo")).toBe(
      "Wed 11 Mar, 08:00 to 09:00 your time",
    );
    expect(formatSlotForVisitor("2026-03-10", "11:00 to 12:00", NY, "Pacific/Honolulu")).toBe(
      "05:00 to 06:00 your time",
    );
    expect(formatSlotForVisitor("2026-03-10", "11:00 to 12:00", "Asia/Tokyo", "America/Los_Angeles")).toBe(
      "Mon 9 Mar, 19:00 to 20:00 your time",
    );
  });

  it("is null for an invalid input", () => {
    expect(formatSlotForVisitor("2026-03-10", "11:00 to 12:00", NY, "Not/AZone")).toBeNull();
    expect(formatSlotForVisitor("2026-03-10", "11:00-12:00", NY, "Europe/London")).toBeNull();
  });
});

describe("zoneAbbreviation", () => {
  it("follows daylight-saving time in New York", () => {
    expect(zoneAbbreviation("2026-01-15", NY)).toBe("EST");
    expect(zoneAbbreviation("2026-07-15", NY)).toBe("EDT");
    expect(zoneAbbreviation("2026-03-08", NY)).toBe("EDT");
    expect(zoneAbbreviation("2026-11-01", NY)).toBe("EST");
    expect(zoneAbbreviation(at("2026-03-08T06:59:00Z"), NY)).toBe("EST");
    expect(zoneAbbreviation(at("2026-03-08T07:00:00Z"), NY)).toBe("EDT");
  });

  it("falls back to a GMT offset where there is no abbreviation", () => {
    expect(zoneAbbreviation("2026-01-15", "Asia/Kolkata")).toBe("GMT+5:30");
    expect(zoneAbbreviation("2026-01-15", "UTC")).toBe("UTC");
    expect(zoneAbbreviation("2026-01-15", "-05:00")).toMatch(/^GMT-5$/);
  });

  it("gives the zone's own name back when it is unknown", () => {
    expect(zoneAbbreviation("2026-01-15", "Not/AZone")).toBe("Not/AZone");
  });
});

describe("instantIn", () => {
  it("writes an instant as the zone's wall clock, named, across daylight saving", () => {
    expect(instantIn(at("2026-11-21T15:00:00Z"), NY)).toBe("Sat 21 Nov 2026, 10:00 EST");
    expect(instantIn(at("2026-07-04T03:05:00Z"), NY)).toBe("Fri 3 Jul 2026, 23:05 EDT");
    expect(instantIn(at("2026-01-15T00:00:00Z"), "Asia/Kolkata")).toBe("Thu 15 Jan 2026, 05:30 GMT+5:30");
  });
});

describe("isValidTimeZone", () => {
  it("knows IANA names and offsets", () => {
    expect(isValidTimeZone(NY)).toBe(true);
    expect(isValidTimeZone("+05:30")).toBe(true);
    expect(isValidTimeZone("Nowhere/City")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });
});
