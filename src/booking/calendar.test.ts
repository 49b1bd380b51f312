import { describe, expect, it } from "vitest";
import { hoursInWords, parseBookingHours } from "./calendar";
import { DEFAULT_CALENDAR } from "./default-calendar";

describe("parseBookingHours", () => {
  it("reads the default as the spec's grid", () => {
    expect(parseBookingHours("mon-sun 11:00-20:00")).toEqual(DEFAULT_CALENDAR.hours);
  });

  it("reads days, ranges of days (wrapping past Sunday) and ranges with a gap, case and spaces aside", () => {
    const week = parseBookingHours(" MON-thu 13:00-17:00  09:00-12:00 ,fri-sun 10:00-14:00 ");
    expect(week[1]).toEqual([
      { start: 9, end: 12 },
      { start: 13, end: 17 },
    ]);
    expect(week[4]).toEqual(week[1]);
    for (const day of [5, 6, 0]) expect(week[day]).toEqual([{ start: 10, end: 14 }]);
  });

  it("leaves days not named closed and takes ranges that touch", () => {
    expect(parseBookingHours("wed 09:00-12:00 12:00-24:00")).toEqual([
      [],
      [],
      [],
      [
        { start: 9, end: 12 },
        { start: 12, end: 24 },
      ],
      [],
      [],
      [],
    ]);
  });

  it.each([
    ["mon 09:00-12:00, mon 13:00-17:00", "Monday is named twice"],
    ["sat-mon 09:00-12:00, mon-fri 13:00-17:00", "Monday is named twice"],
    ["tue 09:00-12:00 11:00-17:00", "overlap"],
    ["tue 12:00-12:00", "ends before it starts"],
    ["tue 09:15-12:00", "whole hours"],
    ["xyz 09:00-12:00", "not a day"],
    ["mon-tue-wed 09:00-12:00", "not a day"],
  ])("refuses %j", (text, reason) => {
    expect(() => parseBookingHours(text)).toThrow(reason);
  });
});

describe("hoursInWords", () => {
  const words = (text: string) => hoursInWords(parseBookingHours(text), "Eastern Time");

  it.each([
    ["mon-sun 11:00-20:00", "Every day, 11 AM to 8 PM Eastern Time"],
    ["mon-fri 09:00-17:00", "Monday to Friday, 9 AM to 5 PM Eastern Time"],
    [
      "mon-fri 09:00-12:00 13:00-17:00, sat 10:00-14:00",
      "Monday to Friday, 9 AM to noon and 1 PM to 5 PM; Saturday, 10 AM to 2 PM Eastern Time",
    ],
    ["sat-sun 00:00-24:00", "Saturday and Sunday, midnight to midnight Eastern Time"],
    ["mon 09:00-10:00, wed 09:00-10:00", "Monday, 9 AM to 10 AM; Wednesday, 9 AM to 10 AM Eastern Time"],
    ["sun 08:00-11:00, mon 08:00-11:00", "Sunday and Monday, 8 AM to 11 AM Eastern Time"],
    ["fri-mon 09:00-17:00", "Friday to Monday, 9 AM to 5 PM Eastern Time"],
    [
      "fri-mon 09:00-17:00, wed 10:00-12:00",
      "Wednesday, 10 AM to noon; Friday to Monday, 9 AM to 5 PM Eastern Time",
    ],
    [
      "sat-sun 10:00-14:00, mon 09:00-17:00",
      "Monday, 9 AM to 5 PM; Saturday and Sunday, 10 AM to 2 PM Eastern Time",
    ],
  ])("%j reads %j", (text, expected) => {
    expect(words(text)).toBe(expected);
  });
});
