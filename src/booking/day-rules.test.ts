import { describe, expect, it } from "vitest";
import { type CompanyCalendar, parseBookingHours } from "./calendar";
import { type DayInputs, daySlots, nextOpenDate, offersSlot, slotsOfDay, weekSlots } from "./day-rules";
import { DEFAULT_CALENDAR } from "./default-calendar";
import { slotOptions } from "./slots";

const NY = "America/New_York";
const office: CompanyCalendar = {
  ...DEFAULT_CALENDAR,
  hours: parseBookingHours("mon-fri 09:00-12:00 13:00-17:00, sat 10:00-14:00"),
};
const at = (iso: string) => new Date(iso);
const day = (inputs: Partial<DayInputs> & Pick<DayInputs, "date">) =>
  daySlots({ calendar: office, timeZone: NY, hours: 1, held: [], ...inputs });
const free = (inputs: Partial<DayInputs> & Pick<DayInputs, "date">) =>
  day(inputs)
    .options.filter((option) => option.offered && !option.booked)
    .map((option) => option.label);

// 2026-03-09 is a Monday; 2026-03-08 (a Sunday) is the day New York moves to summer time.
const week = [
  ["2026-03-08", "Sunday", []],
  [
    "2026-03-09",
    "Monday",
    [
      "09:00 to 10:00",
      "10:00 to 11:00",
      "11:00 to 12:00",
      "13:00 to 14:00",
      "14:00 to 15:00",
      "15:00 to 16:00",
      "16:00 to 17:00",
    ],
  ],
  ["2026-03-10", "Tuesday", "weekday"],
  ["2026-03-11", "Wednesday", "weekday"],
  ["2026-03-12", "Thursday", "weekday"],
  ["2026-03-13", "Friday", "weekday"],
  ["2026-03-14", "Saturday", ["10:00 to 11:00", "11:00 to 12:00", "12:00 to 13:00", "13:00 to 14:00"]],
] as const;

describe("the slots a weekday offers", () => {
  it.each(week)("%s (%s)", (date, _name, expected) => {
    const monday = week[1][2];
    expect(free({ date })).toEqual(expected === "weekday" ? monday : expected);
  });

  it("offers a slot only wholly inside one range: no 2-hour slot across the lunch hour", () => {
    expect(slotsOfDay(office.hours[1] ?? [], 2)).toEqual([
      "09:00 to 11:00",
      "10:00 to 12:00",
      "13:00 to 15:00",
      "14:00 to 16:00",
      "15:00 to 17:00",
    ]);
    expect(offersSlot(office, "2026-03-09", { start: 11, end: 13 })).toBe(false);
    expect(offersSlot(office, "2026-03-09", { start: 13, end: 17 })).toBe(true);
    expect(slotsOfDay(office.hours[1] ?? [], 4)).toEqual(["13:00 to 17:00"]);
    expect(slotsOfDay(office.hours[1] ?? [], 5)).toEqual([]);
  });

  it("lists the week's slots on every date, those of other weekdays disabled", () => {
    const saturday = day({ date: "2026-03-14" });
    expect(saturday.options.map((option) => option.label)).toEqual(weekSlots(office, 1));
    expect(saturday.options.find((option) => option.label === "09:00 to 10:00")).toEqual({
      label: "09:00 to 10:00",
      booked: false,
      offered: false,
    });
  });

  it("marks what the old grid marked with the default calendar, any day", () => {
    const held = ["12:00 to 13:00", "15:00 to 17:00", "whenever"];
    for (const hours of [1, 2, 8]) {
      const options = daySlots({
        calendar: DEFAULT_CALENDAR,
        timeZone: NY,
        date: "2026-03-08",
        hours,
        held,
      }).options;
      expect(options.map(({ label, booked }) => ({ label, booked }))).toEqual(slotOptions(hours, held));
      expect(options.every((option) => option.offered)).toBe(true);
    }
  });
});

describe("why a day has no free slot", () => {
  it("names a weekday without hours, or without slots that long", () => {
    expect(day({ date: "2026-03-08" }).reason).toBe("No consultations on Sundays");
    expect(day({ date: "2026-03-14", hours: 5 }).reason).toBe("No 5-hour consultations on Saturdays");
    expect(day({ date: "2026-03-09" }).reason).toBeNull();
  });

  it("says fully booked when every slot is taken", () => {
    const held = ["10:00 to 14:00"];
    expect(day({ date: "2026-03-14", held }).reason).toBe("Fully booked");
  });

  it("gives a closed day's reason before anything else", () => {
    const closed = day({ date: "2026-03-08", closed: "Public holiday" });
    expect(closed.reason).toBe("Public holiday");
    expect(day({ date: "2026-03-09", closed: "Team offsite" }).options.every((option) => option.booked)).toBe(
      true,
    );
  });
});

describe("the buffer", () => {
  const buffered = { ...office, bufferMinutes: 60 };

  it("takes the slots within the buffer on both sides of a held booking, no further", () => {
    expect(free({ date: "2026-03-09", calendar: buffered, held: ["14:00 to 15:00"] })).toEqual([
      "09:00 to 10:00",
      "10:00 to 11:00",
      "11:00 to 12:00",
      "16:00 to 17:00",
    ]);
  });

  it.each([
    [0, ["13:00 to 14:00", "15:00 to 16:00", "16:00 to 17:00"]],
    [1, ["16:00 to 17:00"]],
    [59, ["16:00 to 17:00"]],
    [60, ["16:00 to 17:00"]],
    [61, []],
    [240, []],
  ])("%i minutes around 14:00 to 15:00 leave %j in the afternoon", (bufferMinutes, expected) => {
    const afternoon = free({
      date: "2026-03-09",
      calendar: { ...office, bufferMinutes },
      held: ["14:00 to 15:00"],
    });
    expect(afternoon.filter((label) => label >= "13")).toEqual(expected);
  });

  it("counts at the day's ends: a booking at the first slot takes the next, one at the last the one before", () => {
    expect(free({ date: "2026-03-14", calendar: buffered, held: ["10:00 to 11:00"] })).toEqual([
      "12:00 to 13:00",
      "13:00 to 14:00",
    ]);
    expect(free({ date: "2026-03-14", calendar: buffered, held: ["13:00 to 14:00"] })).toEqual([
      "10:00 to 11:00",
      "11:00 to 12:00",
    ]);
  });

  it("applies to busy times as to bookings", () => {
    const busy = [{ start: at("2026-03-09T18:30:00Z"), end: at("2026-03-09T19:00:00Z") }]; // 14:30 to 15:00 EDT
    expect(free({ date: "2026-03-09", calendar: { ...office, bufferMinutes: 30 }, busy })).toEqual([
      "09:00 to 10:00",
      "10:00 to 11:00",
      "11:00 to 12:00",
      "13:00 to 14:00",
      "16:00 to 17:00",
    ]);
  });
});

describe("the daily limit", () => {
  const limited = { ...office, dailyLimit: 2 };

  it("fills a day once that many bookings are held, whatever their times", () => {
    expect(free({ date: "2026-03-09", calendar: limited, held: ["09:00 to 10:00"] })).toHaveLength(6);
    const full = day({ date: "2026-03-09", calendar: limited, held: ["09:00 to 10:00", "16:00 to 17:00"] });
    expect(full.options.some((option) => !option.booked)).toBe(false);
    expect(full.reason).toBe("Fully booked");
  });

  it("counts a booking once even when n8n and the store both list it", () => {
    expect(
      free({ date: "2026-03-09", calendar: limited, held: ["09:00 to 10:00", "09:00 to 10:00"] }),
    ).toHaveLength(6);
  });
});

describe("busy times", () => {
  it("block across midnight: a busy time from the evening before into the morning", () => {
    const busy = [{ start: at("2026-03-10T02:00:00Z"), end: at("2026-03-10T14:00:00Z") }]; // Mon 22:00 to Tue 10:00 EDT
    expect(free({ date: "2026-03-10", busy })[0]).toBe("10:00 to 11:00");
    expect(free({ date: "2026-03-09", busy })).toHaveLength(7);
  });

  it("are read as instants across a daylight-saving change in the company's zone", () => {
    // Sunday 8 March 2026: 11:00 EDT is 15:00Z (it was 16:00Z the day before, in EST).
    const calendar = DEFAULT_CALENDAR;
    const busy = [{ start: at("2026-03-08T15:00:00Z"), end: at("2026-03-08T16:00:00Z") }];
    const sunday = daySlots({ calendar, timeZone: NY, date: "2026-03-08", hours: 1, held: [], busy });
    expect(sunday.options.filter((option) => option.booked).map((option) => option.label)).toEqual([
      "11:00 to 12:00",
    ]);
    const saturday = daySlots({
      calendar,
      timeZone: NY,
      date: "2026-03-07",
      hours: 1,
      held: [],
      busy: [{ start: at("2026-03-07T16:00:00Z"), end: at("2026-03-07T17:00:00Z") }],
    });
    expect(saturday.options.filter((option) => option.booked).map((option) => option.label)).toEqual([
      "11:00 to 12:00",
    ]);
    // In autumn the clocks go back: 11:00 EST on 1 November is 16:00Z.
    const autumn = daySlots({
      calendar,
      timeZone: NY,
      date: "2026-11-01",
      hours: 2,
      held: [],
      busy: [{ start: at("2026-11-01T16:30:00Z"), end: at("2026-11-01T16:45:00Z") }],
    });
    expect(autumn.options.filter((option) => option.booked).map((option) => option.label)).toEqual([
      "11:00 to 13:00",
    ]);
  });
});

describe("nextOpenDate", () => {
  const window = { min: "2026-03-07", max: "2026-04-30" };

  it("skips weekdays without hours", () => {
    expect(nextOpenDate(office, "2026-03-14", 1, window)).toBe("2026-03-16");
    expect(nextOpenDate(office, "2026-03-14", 5, window)).toBeNull();
    expect(nextOpenDate(office, "2026-03-13", 4, window)).toBe("2026-03-14");
    expect(nextOpenDate(office, "2026-03-14", 4, window)).toBe("2026-03-16");
  });

  it("skips what `isOpen` rules out, and stays inside the window", () => {
    expect(nextOpenDate(office, "2026-03-08", 1, window, (date) => date !== "2026-03-09")).toBe("2026-03-10");
    expect(nextOpenDate(office, "2026-04-30", 1, window)).toBeNull();
    expect(nextOpenDate(office, "2026-03-01", 1, window)).toBe("2026-03-07");
  });
});
