import { describe, expect, it } from "vitest";
import { agentToolResult, feedbackFor } from "./feedback";
import { BOOKING_LIMIT, RATE_LIMITED, SLOT_TAKEN, SUBMIT_FAILED, SUCCESS, TENTATIVE } from "./messages";

const booked = { kind: "booked", queued: false, bookingId: "b1", manageUrl: "" } as const;

describe("feedbackFor", () => {
  it("says SUCCESS for a delivered or stored booking", () => {
    expect(feedbackFor(booked, false)).toEqual({ toast: "success", message: SUCCESS, errors: {} });
  });

  it("says TENTATIVE for a queued booking or after a failed slot lookup", () => {
    expect(feedbackFor({ ...booked, queued: true }, false).message).toBe(TENTATIVE);
    expect(feedbackFor(booked, true).message).toBe(TENTATIVE);
  });

  it("puts SLOT_TAKEN under the time slot", () => {
    expect(feedbackFor({ kind: "slot_taken" }, false)).toEqual({
      toast: "error",
      message: SLOT_TAKEN,
      errors: { timeSlot: SLOT_TAKEN },
    });
  });

  it("puts a closed or full day's refusal under the time slot, in the server's words", () => {
    const message =
      "Consultations are closed on Thursday, December 24, 2026: Public holiday. Choose another date.";
    expect(feedbackFor({ kind: "day_refused", message }, false)).toEqual({
      toast: "error",
      message,
      errors: { timeSlot: message },
    });
  });

  it("shows a 400's issues under their fields", () => {
    const feedback = feedbackFor(
      {
        kind: "invalid",
        message: "Some fields need attention.",
        issues: [{ path: "phone", message: "Enter a phone number with 7 to 20 digits" }],
      },
      false,
    );
    expect(feedback).toEqual({
      toast: "error",
      message: "Some fields need attention.",
      errors: { phone: "Enter a phone number with 7 to 20 digits" },
    });
    expect(feedbackFor({ kind: "invalid", message: "", issues: [] }, false).errors).toEqual({
      form: SUBMIT_FAILED,
    });
  });

  it("asks to wait on 429 and to retry on any other failure", () => {
    expect(feedbackFor({ kind: "rate_limited" }, true).errors).toEqual({ form: RATE_LIMITED });
    expect(feedbackFor({ kind: "booking_limit" }, false)).toEqual({
      toast: "error",
      message: BOOKING_LIMIT,
      errors: { form: BOOKING_LIMIT },
    });
    expect(feedbackFor({ kind: "failed", status: null }, true).errors).toEqual({ form: SUBMIT_FAILED });
    expect(feedbackFor({ kind: "failed", status: 500 }, false).message).toBe(SUBMIT_FAILED);
  });
});

describe("agentToolResult", () => {
  const sent = { date: "2026-11-24", timeSlot: "13:00 to 14:00" };

  it("gives the booking's id, private link, slot and zone", () => {
    const outcome = { ...booked, manageUrl: "https://example.com/bookings/b1?token=t" };
    expect(agentToolResult(outcome, feedbackFor(outcome, false), sent, "America/New_York")).toEqual({
      booked: true,
      tentative: false,
      message: SUCCESS,
      bookingId: "b1",
      manageUrl: "https://example.com/bookings/b1?token=t",
      date: "2026-11-24",
      timeSlot: "13:00 to 14:00",
      timeZone: "America/New_York",
    });
  });

  it("says when the team still has to confirm the slot", () => {
    const queued = { ...booked, queued: true };
    expect(agentToolResult(queued, feedbackFor(queued, false), sent, "UTC")).toMatchObject({
      booked: true,
      tentative: true,
      message: TENTATIVE,
    });
  });

  it("gives the error, and the field messages when there are any", () => {
    const taken = { kind: "slot_taken" } as const;
    expect(agentToolResult(taken, feedbackFor(taken, false), sent, "UTC")).toEqual({
      booked: false,
      error: SLOT_TAKEN,
      fieldErrors: { timeSlot: SLOT_TAKEN },
    });
    const limited = { kind: "rate_limited" } as const;
    expect(agentToolResult(limited, feedbackFor(limited, false), sent, "UTC")).toEqual({
      booked: false,
      error: RATE_LIMITED,
    });
  });
});
