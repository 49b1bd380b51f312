import { expect, it } from "vitest";
import * as messages from "./messages";

it("keeps the spec's texts word for word", () => {
  const {
    rateLimitedFor,
    dateOutsideWindow,
    storeUnavailable,
    dayClosed,
    noMoreMoves,
    clocksChange,
    CLOCKS_CHANGE_NIGHT,
    DATE_AS_TEXT,
    sendAsText,
    hoursMessage,
    HOURS_AS_NUMBER,
    ...texts
  } = messages;
  expect(hoursMessage("2")).toBe(HOURS_AS_NUMBER);
  expect(HOURS_AS_NUMBER).toBe("Send hours as a number from 1 to 8, such as 2, not as text");
  expect(hoursMessage(9)).toBe(messages.HOURS_RANGE);
  expect(clocksChange("2027-03-14")).toBe(
    "On the night of Sunday, March 14, 2027 the clocks change at that time, so it has no one meeting time. Choose another time slot.",
  );
  expect(dayClosed("2026-12-24", "Public holiday")).toBe(
    "Consultations are closed on Thursday, December 24, 2026: Public holiday. Choose another date.",
  );
  // A reason that ends a sentence itself is not given a second full stop.
  expect(dayClosed("2026-12-24", "Public holiday.")).toBe(
    "Consultations are closed on Thursday, December 24, 2026: Public holiday. Choose another date.",
  );
  expect(dateOutsideWindow({ min: "2026-03-11", max: "2027-03-10" })).toBe(
    "Choose a date between 2026-03-11 and 2027-03-10",
  );
  expect(rateLimitedFor(1)).toBe(
    "You have sent several requests in a short time. Please wait 1 second and try again.",
  );
  expect(rateLimitedFor(42)).toBe(
    "You have sent several requests in a short time. Please wait 42 seconds and try again.",
  );
  expect(storeUnavailable("booking")).toBe(
    "Your booking could not be saved just now. Please try again in a minute.",
  );
  expect(storeUnavailable("change")).toBe(
    "Your change could not be saved just now. Please try again in a minute.",
  );
  expect(noMoreMoves(true)).toBe(messages.TOO_MANY_CHANGES);
  expect(noMoreMoves(false)).toBe(messages.NO_ONLINE_MOVES);
  expect(texts).toEqual({
    LOADING_SLOTS: "Pulling available timeslots...",
    NO_SLOTS: "No slots available",
    BOOKED_SUFFIX: " (Booked)",
    SUBMITTING: "Booking...",
    TENTATIVE:
      "Your timeslot is tentatively booked. Our team will confirm your slot shortly on your email or WhatsApp number.",
    SLOTS_FAILED: "Failed to load booked slots. Please select from the available slots below.",
    SUBMIT_FAILED: "Failed to schedule consultation. Please try again.",
    SUCCESS: "Your consultation has been scheduled. We'll contact you soon.",
    SLOT_TAKEN: "That time slot was just taken. Please choose another.",
    DAY_FULL: "That day is fully booked. Choose another date.",
    DAY_CLOSED: "Consultations are closed on that date. Choose another date.",
    RATE_LIMITED: "You have sent several requests in a short time. Please wait a minute and try again.",
    BOOKING_LIMIT:
      "You have reached the limit of online bookings. To change a booking or book another, reply to your confirmation email or write to us at hello@northwind-digital.example.",
    TOO_MANY_CHANGES:
      "This booking has been moved as often as it can be online. To move it again, reply to your confirmation email or write to us at hello@northwind-digital.example.",
    NO_ONLINE_MOVES:
      "Bookings can't be moved online. To move this one, reply to your confirmation email or write to us at hello@northwind-digital.example.",
    TOO_LATE_TO_CHANGE:
      "Online changes close 24 hours before the consultation. To change or cancel it now, reply to your confirmation email or write to us at hello@northwind-digital.example.",
    CANCELLED_CANNOT_MOVE:
      "This booking is cancelled, so it cannot be moved. You are welcome to book a new consultation.",
    CHANGED_MEANWHILE: "This booking was changed a moment ago. Please look at it again before changing it.",
    DECLINED_CANNOT_CHANGE:
      "Our team declined this booking, so it cannot be changed. You are welcome to book another time.",
    CHOOSE_DATE: "Choose a date",
    REAL_DATE: "Enter a real date in the form yyyy-MM-dd, such as 2026-03-10",
    HOURS_RANGE: "Choose between 1 and 8 hours",
    FIELDS_NEED_ATTENTION: "Some fields need attention.",
    KEY_REUSED: "This Idempotency-Key was already used for a different request.",
    KEY_IN_USE:
      "This Idempotency-Key belongs to another client's booking. Use a new key (a fresh UUID) for each booking.",
    BOOKING_CANCELLED:
      "The booking this Idempotency-Key made was cancelled. Use a new key to book another consultation.",
    BOOKING_DECLINED:
      "The booking this Idempotency-Key made was declined by our team. Use a new key to book another time.",
    BOOKING_ENDED: {
      cancelled:
        "The booking this Idempotency-Key made was cancelled. Use a new key to book another consultation.",
      declined:
        "The booking this Idempotency-Key made was declined by our team. Use a new key to book another time.",
    },
    SLOTS_STORE_UNAVAILABLE: "The booked slots could not be read just now. Please try again in a minute.",
    CLOSED_DAYS_UNAVAILABLE: "The closed days could not be read just now. Please try again in a minute.",
    VISITOR_CANCELLED_DECISION:
      "The visitor cancelled this booking, so it can no longer be confirmed or declined.",
    DECLINED_DECISION: "This booking was declined, so it can no longer be confirmed or declined.",
    SLOT_STARTED_DECISION: "This booking's slot has started, so it can no longer be confirmed or declined.",
  });
});
