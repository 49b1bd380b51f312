import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type AllDayEvent, type CalendarEvent, icsSubscription, type SubscribedCalendar } from "./calendar";

// A calendar of many entries, read back by ical.js (the parser of Mozilla's Thunderbird):
// what a calendar app that subscribes to the team's feed reads.

const STAMP = new Date("2026-11-20T09:30:15Z");

const EVENT: CalendarEvent = {
  uid: "b-1@www.example.com",
  sequence: 2,
  status: "CONFIRMED",
  start: new Date("2026-11-25T16:00:00Z"),
  end: new Date("2026-11-25T18:00:00Z"),
  summary: "Consultation with Grace Hopper: ERP; to the cloud, now",
  description: "Confirmed.",
  pageUrl: "https://www.example.com/team/bookings/b-1?token=abc",
  meetingUrl: "https://meet.example.com/abc",
  stamp: STAMP,
  organizer: { name: "Example IT", email: "hello@example.com" },
};

const CLOSED: AllDayEvent = {
  uid: "closed-2026-12-31@www.example.com",
  date: "2026-12-31",
  summary: "Closed: New Year's Eve",
  description: "",
  transparency: "TRANSPARENT",
  stamp: STAMP,
};

const feed = (changes: Partial<SubscribedCalendar> = {}) =>
  icsSubscription({
    productId: "-//www.example.com//Team calendar//EN",
    name: "Example IT consultations",
    refreshMinutes: 15,
    events: [
      EVENT,
      { ...EVENT, uid: "b-2@www.example.com", status: "TENTATIVE", meetingUrl: null, sequence: 0 },
    ],
    allDay: [CLOSED],
    ...changes,
  });

const read = (text: string) => new ICAL.Component(ICAL.parse(text));

describe("icsSubscription", () => {
  it("is one VCALENDAR a parser reads, named, with a refresh interval Google, Outlook and Apple read", () => {
    const calendar = read(feed());
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Example IT consultations");
    expect(calendar.getFirstPropertyValue("name")).toBe("Example IT consultations");
    expect(String(calendar.getFirstPropertyValue("x-published-ttl"))).toBe("PT15M");
    const refresh = calendar.getFirstProperty("refresh-interval");
    expect(refresh?.type).toBe("duration");
    expect(String(refresh?.getFirstValue())).toBe("PT15M");
  });

  it("holds each timed event with its UID, SEQUENCE, STATUS and UTC times, and each whole day as a DATE", () => {
    const events = read(feed())
      .getAllSubcomponents("vevent")
      .map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.uid)).toEqual([
      "b-1@www.example.com",
      "b-2@www.example.com",
      "closed-2026-12-31@www.example.com",
    ]);
    const [confirmed, tentative, closed] = events as [ICAL.Event, ICAL.Event, ICAL.Event];
    expect(confirmed.summary).toBe(EVENT.summary);
    expect(confirmed.sequence).toBe(2);
    expect(confirmed.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(confirmed.location).toBe("https://meet.example.com/abc");
    expect(confirmed.component.getFirstPropertyValue("url")).toBe("https://meet.example.com/abc");
    expect(confirmed.startDate.toJSDate()).toEqual(EVENT.start);
    expect(confirmed.endDate.toJSDate()).toEqual(EVENT.end);
    expect(confirmed.startDate.isDate).toBe(false);
    expect(tentative.component.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(tentative.location).toBeNull();
    expect(closed.startDate.isDate).toBe(true);
    expect(closed.startDate.toString()).toBe("2026-12-31");
    // The next day, across the year's end: DTEND of a DATE is exclusive.
    expect(closed.endDate.toString()).toBe("2027-01-01");
    expect(closed.summary).toBe("Closed: New Year's Eve");
    expect(closed.component.getFirstPropertyValue("transp")).toBe("TRANSPARENT");
    expect(closed.component.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-20T09:30:15Z");
    expect(closed.description).toBeNull();
  });

  it("folds long lines at 75 octets, and the parser reads them back whole", () => {
    const subject = `${"Ünïcödé ".repeat(20)}ERP`;
    const text = feed({
      events: [{ ...EVENT, summary: subject }],
      allDay: [{ ...CLOSED, summary: `Closed: ${"ä".repeat(80)}` }],
    });
    const octets = text.split("\r\n").map((line) => Buffer.byteLength(line));
    expect(Math.max(...octets)).toBeLessThanOrEqual(75);
    expect(text).toContain("\r\n ");
    const events = read(text)
      .getAllSubcomponents("vevent")
      .map((component) => new ICAL.Event(component));
    expect(events[0]?.summary).toBe(subject);
    expect(events[1]?.summary).toBe(`Closed: ${"ä".repeat(80)}`);
  });

  it("is an empty calendar, still named, when there is nothing to show", () => {
    const calendar = read(feed({ events: [], allDay: [] }));
    expect(calendar.getAllSubcomponents("vevent")).toEqual([]);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Example IT consultations");
  });

  it("refuses a date that is not one, and a refresh interval that is not a whole positive number of minutes", () => {
    expect(() => feed({ allDay: [{ ...CLOSED, date: "2026-02-30" }] })).toThrow(RangeError);
    expect(() => feed({ refreshMinutes: 0 })).toThrow(RangeError);
    expect(() => feed({ refreshMinutes: 1.5 })).toThrow(RangeError);
    expect(() => feed({ events: [{ ...EVENT, end: EVENT.start }] })).toThrow(RangeError);
  });
});
