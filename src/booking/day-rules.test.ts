import { describe, expect, it } from "vitest";
import { type CompanyCalendar, parseBookingHours } from "./calendar";
import {
  bookedDayOf,
  type DayInputs,
  dayOfLookup,
  daySlots,
  daysTheBufferReaches,
  NEXT_FREE_PROBES,
  nextFreeDate,
  nextOpenDate,
  offersSlot,
  shiftedSlot,
  slotsOfDay,
  weekSlots,
} from "./day-rules";
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

describe("the buffer across midnight", () => {
  const allDay: CompanyCalendar = {
    ...DEFAULT_CALENDAR,
    hours: parseBookingHours("mon-fri 00:00-24:00, sat 08:00-24:00"),
    bufferMinutes: 60,
  };

  it("reaches the days either side only when the day's hours come within the buffer of midnight", () => {
    expect(daysTheBufferReaches(allDay, "2026-03-10")).toEqual([-1, 1]);
    // Saturday starts at 8: its first slot's buffer stays within the day.
    expect(daysTheBufferReaches(allDay, "2026-03-14")).toEqual([1]);
    expect(daysTheBufferReaches({ ...allDay, bufferMinutes: 0 }, "2026-03-10")).toEqual([]);
    expect(daysTheBufferReaches(office, "2026-03-09")).toEqual([]);
    expect(daysTheBufferReaches({ ...office, bufferMinutes: 240 }, "2026-03-09")).toEqual([]);
  });

  it("a neighbouring day's booking takes the slots its buffer reaches, and counts for no daily limit", () => {
    const lastHourBefore = shiftedSlot({ start: 23, end: 24 }, -1);
    const firstHourAfter = shiftedSlot({ start: 0, end: 1 }, 1);
    expect(lastHourBefore).toEqual({ start: -1, end: 0 });
    const inputs = {
      date: "2026-03-10",
      calendar: { ...allDay, dailyLimit: 1 },
      nearby: [lastHourBefore, firstHourAfter],
    };
    const taken = day(inputs)
      .options.filter((option) => option.booked)
      .map((option) => option.label);
    expect(taken).toEqual(["00:00 to 01:00", "23:00 to 24:00"]);
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

  it("names no date after one that is not a real date (it has no 'after')", () => {
    for (const date of ["abc", "2026-13-45", "2026-12-32", "2026-02-30", "1", "", "9999-99-99"])
      expect(nextOpenDate(office, date, 1, window), date).toBeNull();
    // ...nor inside the window after one past its end.
    for (const date of ["2026-04-30", "2027-01-01", "9999-12-31"])
      expect(nextOpenDate(office, date, 1, window), date).toBeNull();
  });
});

describe("the lookup's result (bookedDayOf) and a day read from it (dayOfLookup)", () => {
  const answer = (inputs: Partial<DayInputs> & Pick<DayInputs, "date">) =>
    bookedDayOf({ calendar: office, timeZone: NY, held: [], ...inputs });
  const readBack = (inputs: Partial<DayInputs> & Pick<DayInputs, "date">, hours: number) =>
    dayOfLookup({ calendar: office, timeZone: NY, date: inputs.date, hours }, answer(inputs));
  const spec = (labels: string[]) => labels.filter((label) => label >= "11" && label < "20");

  it("lists the held bookings, then the spec's grid outside the weekday's hours", () => {
    // Monday 9-12, 13-17: 12-13 (lunch) and 17-20 are outside; 11-12 and 13-17 are inside.
    expect(answer({ date: "2026-03-09", held: ["14:00 to 16:00"] })).toEqual({
      bookedSlots: ["14:00 to 16:00", "12:00 to 13:00", "17:00 to 18:00", "18:00 to 19:00", "19:00 to 20:00"],
    });
  });

  it("adds the one-hour labels the buffer and busy times take", () => {
    const calendar = { ...office, bufferMinutes: 60 };
    const busy = [{ start: at("2026-03-09T13:30:00Z"), end: at("2026-03-09T13:45:00Z") }]; // 9:30 EDT
    expect(
      bookedDayOf({ calendar, timeZone: NY, date: "2026-03-09", held: ["14:00 to 15:00"], busy }),
    ).toEqual({
      bookedSlots: [
        "14:00 to 15:00",
        "09:00 to 10:00",
        "10:00 to 11:00",
        "12:00 to 13:00",
        "13:00 to 14:00",
        "15:00 to 16:00",
        "17:00 to 18:00",
        "18:00 to 19:00",
        "19:00 to 20:00",
      ],
    });
  });

  it("lists every label of a closed, hourless or full day, and says why", () => {
    const every = [
      ...new Set([...slotsOfDay(office.hours[1] ?? [], 1), ...spec(weekSlots(DEFAULT_CALENDAR, 1))]),
    ].sort();
    expect(answer({ date: "2026-03-09", closed: "Public holiday" })).toEqual({
      bookedSlots: every,
      closed: { reason: "Public holiday" },
    });
    expect(answer({ date: "2026-03-08" })).toEqual({
      bookedSlots: spec(weekSlots(DEFAULT_CALENDAR, 1)),
      closed: { reason: "No consultations on Sundays" },
    });
    const limited = { ...office, dailyLimit: 2 };
    expect(
      bookedDayOf({
        calendar: limited,
        timeZone: NY,
        date: "2026-03-09",
        held: ["09:00 to 10:00", "15:00 to 16:00"],
      }),
    ).toEqual({
      bookedSlots: [
        "09:00 to 10:00",
        "15:00 to 16:00",
        ...every.filter((l) => l !== "09:00 to 10:00" && l !== "15:00 to 16:00"),
      ],
      full: true,
    });
  });

  it("reads back to what the day's own rule gives, for every length", () => {
    const calendar = { ...office, bufferMinutes: 30, dailyLimit: 3 };
    const cases: (Partial<DayInputs> & Pick<DayInputs, "date">)[] = [
      { date: "2026-03-09", held: ["10:00 to 11:00"] },
      { date: "2026-03-10", held: ["09:00 to 10:00", "16:00 to 17:00"] },
      { date: "2026-03-11", held: ["09:00 to 10:00", "11:00 to 12:00", "16:00 to 17:00"] },
      { date: "2026-03-12", busy: [{ start: at("2026-03-12T17:10:00Z"), end: at("2026-03-12T17:20:00Z") }] },
      { date: "2026-03-14", held: ["11:00 to 12:00"] },
      { date: "2026-03-15" },
      { date: "2026-03-13", closed: "Company offsite" },
    ];
    for (const inputs of cases) {
      for (const hours of [1, 2, 3, 4]) {
        const direct = daySlots({ calendar, timeZone: NY, held: [], ...inputs, hours });
        const read = dayOfLookup(
          { calendar, timeZone: NY, date: inputs.date, hours },
          bookedDayOf({ calendar, timeZone: NY, held: [], ...inputs }),
        );
        // What a visitor can pick, and why not: options not offered that weekday stay disabled either way.
        const pickable = ({ options, reason }: typeof direct) => ({
          reason,
          free: options.filter((option) => option.offered && !option.booked).map((option) => option.label),
        });
        expect(pickable(read), JSON.stringify({ ...inputs, hours })).toEqual(pickable(direct));
      }
    }
    expect(readBack({ date: "2026-03-13", closed: "Company offsite" }, 1).reason).toBe("Company offsite");
  });
});

describe("nextFreeDate", () => {
  const window = { min: "2026-03-07", max: "2026-04-30" };
  const inputs = { calendar: office, timeZone: NY, hours: 1 };
  const answers = (closed: Record<string, string>, full: string[] = []) => {
    const asked: string[] = [];
    const lookUp = async (date: string) => {
      asked.push(date);
      if (closed[date]) return answer({ date, closed: closed[date] });
      return full.includes(date)
        ? { bookedSlots: slotsOfDay(office.hours[1] ?? [], 1) }
        : { bookedSlots: [] };
    };
    return { asked, lookUp };
  };
  const answer = (day: Partial<DayInputs> & Pick<DayInputs, "date">) =>
    bookedDayOf({ calendar: office, timeZone: NY, held: [], ...day });

  it("passes over closed and full dates, asking only weekdays with hours", async () => {
    const { asked, lookUp } = answers({ "2026-03-10": "Public holiday", "2026-03-11": "Public holiday" }, [
      "2026-03-12",
    ]);
    expect(await nextFreeDate({ ...inputs, date: "2026-03-09" }, window, lookUp)).toBe("2026-03-13");
    expect(asked).toEqual(["2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13"]);
  });

  it("names a date it cannot read, and gives up after a week of dates with hours", async () => {
    expect(await nextFreeDate({ ...inputs, date: "2026-03-09" }, window, async () => null)).toBe(
      "2026-03-10",
    );
    const closedAll = Object.fromEntries(
      Array.from({ length: 60 }, (_, index) => [`2026-03-${String(index + 10).padStart(2, "0")}`, "Closed"]),
    );
    const { asked, lookUp } = answers(closedAll);
    expect(await nextFreeDate({ ...inputs, date: "2026-03-09" }, window, lookUp)).toBeNull();
    expect(asked).toHaveLength(NEXT_FREE_PROBES);
  });
});
