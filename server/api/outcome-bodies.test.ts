import { describe, expect, it } from "vitest";
import { storedBooking } from "../../tests/support/stored-booking";
import { createBookingLinks } from "../booking/booking-links";
import type { Booking } from "../store/types";
import { bookingJson } from "./outcome-bodies";

const links = createBookingLinks("https://www.example.com", ["a-secret-of-at-least-thirty-two-characters"]);
const MEETING = "https://meet.example.com/abc-defg-hij";

const booking = (overrides: Partial<Booking> = {}) =>
  storedBooking({ channel: "api", ...overrides }, { subject: "A chatbot" });

describe("bookingJson", () => {
  it("says the booking's own state, with the meeting link only while confirmed", () => {
    const base = {
      bookingId: booking().id,
      date: "2026-12-01",
      timeSlot: "11:00 to 12:00",
      hours: 1,
      timeZone: "America/New_York",
      subject: "A chatbot",
      manageUrl: links.manageUrl(booking().id),
    };
    expect(bookingJson(booking(), links, "America/New_York")).toEqual({
      ...base,
      state: "requested",
      sequence: 0,
    });
    expect(
      bookingJson(
        booking({ state: "confirmed", meetingUrl: MEETING, teamNote: "A note", sequence: 1 }),
        links,
        "America/New_York",
      ),
    ).toEqual({ ...base, state: "confirmed", meetingUrl: MEETING, sequence: 1 });
    expect(
      bookingJson(
        booking({ state: "declined", teamMessage: "Sorry", sequence: 1 }),
        links,
        "America/New_York",
      ),
    ).toEqual({ ...base, state: "declined", sequence: 1 });
    expect(bookingJson(booking({ state: "cancelled", sequence: 2 }), links, "America/New_York")).toEqual({
      ...base,
      state: "cancelled",
      sequence: 2,
    });
  });

  it("never carries the team's link or the visitor's contact details", () => {
    const text = JSON.stringify(
      bookingJson(booking({ state: "confirmed", meetingUrl: MEETING }), links, "America/New_York"),
    );
    expect(text).not.toContain(links.teamToken(booking().id));
    expect(text).not.toContain("grace@example.com");
  });
});
