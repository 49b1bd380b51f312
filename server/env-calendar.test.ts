import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR } from "../src/booking/default-calendar";
import { companyCalendar, parseEnv } from "./env";

const thrownBy = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return "";
};

describe("the company's calendar settings", () => {
  it("default to the spec's grid: every day 11:00 to 20:00, tomorrow to 365 days, no buffer, no limit", () => {
    expect(companyCalendar(parseEnv({}))).toEqual(DEFAULT_CALENDAR);
  });

  it("read hours, lead, window, buffer and limit", () => {
    const calendar = companyCalendar(
      parseEnv({
        BOOKING_HOURS: "mon-fri 09:00-12:00 13:00-17:00, sat 10:00-14:00",
        BOOKING_LEAD_DAYS: "2",
        BOOKING_WINDOW_DAYS: "60",
        BOOKING_BUFFER_MINUTES: "60",
        BOOKING_DAILY_LIMIT: "4",
      }),
    );
    expect(calendar).toEqual({
      hours: [
        [],
        ...Array.from({ length: 5 }, () => [
          { start: 9, end: 12 },
          { start: 13, end: 17 },
        ]),
        [{ start: 10, end: 14 }],
      ],
      leadDays: 2,
      windowDays: 60,
      bufferMinutes: 60,
      dailyLimit: 4,
    });
  });

  it.each([
    ["BOOKING_HOURS", "mon-fri 09:00-17:00, fri 10:00-12:00", /Friday is named twice/],
    ["BOOKING_HOURS", "mon 09:00-13:00 12:00-17:00", /overlap/],
    ["BOOKING_HOURS", "mon 17:00-09:00", /ends before it starts/],
    ["BOOKING_HOURS", "mon 09:30-17:00", /whole hours/],
    ["BOOKING_HOURS", "monday 09:00-17:00", /not a day/],
    ["BOOKING_HOURS", "mon", /needs days and at least one range/],
    ["BOOKING_HOURS", "mon 9-17", /not a range of hours/],
    ["BOOKING_HOURS", "mon 09:00-17:00,", /needs days/],
    ["BOOKING_HOURS", "mon 20:00-25:00", /past 24:00/],
    ["BOOKING_LEAD_DAYS", "0", /at least 1 day\b/],
    ["BOOKING_LEAD_DAYS", "61", /at most 60/],
    ["BOOKING_LEAD_DAYS", "1.5", /whole number/],
    ["BOOKING_WINDOW_DAYS", "6", /at least 7/],
    ["BOOKING_WINDOW_DAYS", "731", /at most 730/],
    ["BOOKING_BUFFER_MINUTES", "-1", /at least 0/],
    ["BOOKING_BUFFER_MINUTES", "241", /at most 240/],
    ["BOOKING_DAILY_LIMIT", "0", /at least 1/],
    ["BOOKING_DAILY_LIMIT", "25", /at most 24/],
    ["BOOKING_DAILY_LIMIT", "many", /number/],
  ])("%s=%j stops start-up with one line naming the variable", (variable, value, reason) => {
    const message = thrownBy(() => parseEnv({ [variable]: value }));
    expect(message).toMatch(new RegExp(`${variable}: `));
    expect(message).toMatch(reason);
    expect(message.split("\n")).toHaveLength(1);
  });

  it("refuses a window no longer than the lead", () => {
    expect(thrownBy(() => parseEnv({ BOOKING_LEAD_DAYS: "30", BOOKING_WINDOW_DAYS: "30" }))).toMatch(
      /BOOKING_WINDOW_DAYS: must be longer than BOOKING_LEAD_DAYS/,
    );
  });

  it("reads an empty value as unset", () => {
    expect(companyCalendar(parseEnv({ BOOKING_HOURS: "", BOOKING_DAILY_LIMIT: "" }))).toEqual(
      DEFAULT_CALENDAR,
    );
  });
});
