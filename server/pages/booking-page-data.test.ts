import { describe, expect, it } from "vitest";
import { storedBooking } from "../../tests/support/stored-booking";
import { createBookingLinks } from "../booking/booking-links";
import type { Booking, Delivery } from "../store/types";
import { bookingPageData, bookingStatus, calendarEventOf } from "./booking-page-data";

const SITE_URL = "https://www.example.com";
const links = createBookingLinks(SITE_URL, ["a-secret-of-at-least-thirty-two-characters"]);
const NOW = new Date("2026-11-21T15:00:00Z");
const MEETING = "https://meet.example.com/abc-defg-hij";

const booking = (overrides: Partial<Booking> = {}) =>
  storedBooking(overrides, {
    serviceCategories: ["AI Chatbots"],
    subject: "A chatbot",
    description: "For our support desk.",
  });

const confirmed = (overrides: Partial<Booking> = {}) =>
  booking({
    state: "confirmed",
    meetingUrl: MEETING,
    teamNote: "Bring\nyour ERP diagram.",
    sequence: 1,
    ...overrides,
  });
const declined = booking({ state: "declined", teamMessage: "We are fully booked\nthat week.", sequence: 1 });
const cancelled = booking({ state: "cancelled", cancelledAt: NOW.toISOString(), sequence: 1 });

const delivery = (kind: Delivery["kind"], status: Delivery["status"]): Delivery => ({
  id: 1,
  bookingId: "b",
  kind,
  status,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  deliveredAt: null,
  failedAt: null,
});

const event = (stored: Booking) =>
  calendarEventOf(stored, { links, siteUrl: SITE_URL, timeZone: "America/New_York", now: NOW });
const pageData = (stored: Booking, options: { justBooked?: boolean; changeable?: boolean } = {}) =>
  bookingPageData(stored, event(stored), {
    links,
    siteUrl: SITE_URL,
    justBooked: options.justBooked ?? false,
    changeable: options.changeable ?? true,
  });

describe("bookingStatus", () => {
  it("a request is with the team once n8n has both its calls, or when the site has no n8n", () => {
    expect(bookingStatus(booking())).toEqual({ state: "requested", withTeam: true, lapsed: false });
    // A request whose slot started unanswered (src/booking/change-window.ts `slotStarted`).
    expect(bookingStatus(booking(), true)).toEqual({ state: "requested", withTeam: true, lapsed: true });
    const queued = booking({
      deliveries: [
        delivery("send-consultation-email", "delivered"),
        delivery("submit-consultation", "pending"),
      ],
    });
    expect(bookingStatus(queued)).toEqual({ state: "requested", withTeam: false, lapsed: false });
    const delivered = booking({
      deliveries: [
        delivery("send-consultation-email", "delivered"),
        delivery("submit-consultation", "delivered"),
      ],
    });
    expect(bookingStatus(delivered)).toEqual({ state: "requested", withTeam: true, lapsed: false });
  });

  it("carries the meeting link and note once confirmed, the message once declined", () => {
    expect(bookingStatus(confirmed())).toEqual({
      state: "confirmed",
      meetingUrl: MEETING,
      note: "Bring\nyour ERP diagram.",
    });
    expect(bookingStatus(confirmed({ teamNote: null }))).toEqual({
      state: "confirmed",
      meetingUrl: MEETING,
      note: null,
    });
    expect(bookingStatus(declined)).toEqual({
      state: "declined",
      message: "We are fully booked\nthat week.",
    });
    expect(bookingStatus(booking({ state: "declined" }))).toEqual({ state: "declined", message: null });
    expect(bookingStatus(cancelled)).toEqual({ state: "cancelled" });
  });
});

describe("calendarEventOf", () => {
  it("is tentative while requested, its URL the booking page, no meeting link", () => {
    const requested = event(booking());
    expect(requested.status).toBe("TENTATIVE");
    expect(requested.meetingUrl).toBeNull();
    expect(requested.pageUrl).toBe(links.manageUrl(booking().id));
    expect(requested.description).toContain("waiting for confirmation");
    expect(requested.description).toContain(
      "Our team confirms the time and sends a calendar invite with a meeting link.",
    );
  });

  it("is confirmed with the meeting link and the team's note once confirmed", () => {
    const entry = event(confirmed());
    expect(entry.status).toBe("CONFIRMED");
    expect(entry.meetingUrl).toBe(MEETING);
    expect(entry.sequence).toBe(1);
    expect(entry.pageUrl).toBe(links.manageUrl(booking().id));
    expect(entry.description).toContain(`Join the meeting: ${MEETING}`);
    expect(entry.description).toContain("A note from our team:\nBring\nyour ERP diagram.");
    expect(event(confirmed({ teamNote: null })).description).not.toContain("note");
  });

  it("is cancelled once declined (with the team's message) or cancelled", () => {
    expect(event(declined)).toMatchObject({ status: "CANCELLED", meetingUrl: null, sequence: 1 });
    expect(event(declined).description).toContain(
      "A message from our team:\nWe are fully booked\nthat week.",
    );
    expect(event(cancelled)).toMatchObject({ status: "CANCELLED", meetingUrl: null });
    expect(event(cancelled).description).toContain("is cancelled");
  });

  it("never carries the team's link", () => {
    for (const stored of [booking(), confirmed(), declined, cancelled]) {
      expect(JSON.stringify(event(stored))).not.toContain(links.teamToken(stored.id));
    }
  });
});

describe("bookingPageData", () => {
  it("offers cancel and move while changes are open, for a request and a confirmed booking alike", () => {
    for (const stored of [booking(), confirmed()]) {
      expect(pageData(stored).change).toEqual({
        allowed: true,
        token: links.token(stored.id),
        cancelAction: `/bookings/${stored.id}/cancel`,
        reschedulePath: links.reschedulePath(stored.id),
        moved: false,
      });
      expect(pageData(stored, { changeable: false }).change).toEqual({ allowed: false, reason: "too_late" });
    }
  });

  it("offers nothing for a declined or cancelled booking, whatever the clock, and no calendar links", () => {
    expect(pageData(declined).change).toEqual({ allowed: false, reason: "declined" });
    expect(pageData(cancelled).change).toEqual({ allowed: false, reason: "cancelled" });
    expect(pageData(declined).calendar).toBeNull();
    expect(pageData(cancelled).calendar).toBeNull();
  });

  it("gives Google and Outlook the meeting link as the location and the site's address, never the token", () => {
    const shown = pageData(confirmed());
    const google = new URL(shown.calendar?.google ?? "");
    const outlook = new URL(shown.calendar?.outlook ?? "");
    expect(google.searchParams.get("location")).toBe(MEETING);
    expect(outlook.searchParams.get("location")).toBe(MEETING);
    expect(google.searchParams.get("details")).toContain(`${SITE_URL}/`);
    for (const link of [google.href, outlook.href]) {
      expect(link).not.toContain(links.token(booking().id));
      expect(link).not.toContain(links.teamToken(booking().id));
    }
    expect(new URL(pageData(booking()).calendar?.google ?? "").searchParams.has("location")).toBe(false);
  });

  it("opens with the form's text right after booking, tentative while n8n does not have it", () => {
    expect(pageData(booking(), { justBooked: true }).notice).toBe("success");
    const queued = booking({ deliveries: [delivery("send-consultation-email", "pending")] });
    expect(pageData(queued, { justBooked: true }).notice).toBe("tentative");
    expect(pageData(booking()).notice).toBeNull();
    expect(pageData(cancelled, { justBooked: true }).notice).toBeNull();
  });

  it("never holds the team's link or the visitor's contact details", () => {
    for (const stored of [booking(), confirmed(), declined, cancelled]) {
      const text = JSON.stringify(pageData(stored));
      expect(text).not.toContain(links.teamToken(stored.id));
      expect(text).not.toContain("grace@example.com");
      expect(text).not.toContain("555");
    }
  });
});
