import { describe, expect, it } from "vitest";
import { DEFAULT_HOURS } from "./constants";
import {
  errorsFromIssues,
  initialValues,
  keyedRequest,
  RENDER_TIME_KEPT_MS,
  renderTimeToSend,
  toPayload,
} from "./form-values";
import { spamReason } from "./spam-check";

describe("initialValues", () => {
  it("starts empty with the default hours", () => {
    expect(initialValues()).toEqual({
      name: "",
      email: "",
      phone: "",
      isWhatsapp: false,
      serviceCategories: [],
      hours: DEFAULT_HOURS,
      date: "",
      timeSlot: "",
      subject: "",
      description: "",
    });
  });

  it("pre-selects known categories from ?category=, once each, ignoring the rest", () => {
    expect(
      initialValues(["Cloud Migration", "Nonsense", "Machine Learning", "cloud migration", "Cloud Migration"])
        .serviceCategories,
    ).toEqual(["Cloud Migration", "Machine Learning"]);
  });
});

describe("toPayload", () => {
  it("sends the consultation request's fields with their types, plus the anti-spam extras", () => {
    const values = { ...initialValues(["AI Chatbots"]), hours: 2, isWhatsapp: true };
    const payload = toPayload(values, "", 1234);
    expect(payload).toEqual({ ...values, website: "", renderedAt: 1234 });
    expect(typeof payload.hours).toBe("number");
    expect(payload.serviceCategories).not.toBe(values.serviceCategories);
  });
});

describe("renderTimeToSend", () => {
  const shown = { at: 1_800_000_000_000, monotonic: 5_000 };
  const later = (wall: number, page = wall) => ({ at: shown.at + wall, monotonic: shown.monotonic + page });

  it("is when the form was shown, the same on every send, while the page has been open less than half a day", () => {
    expect(renderTimeToSend(shown, later(10_000))).toBe(shown.at);
    expect(renderTimeToSend(shown, later(RENDER_TIME_KEPT_MS))).toBe(shown.at);
    expect(renderTimeToSend(null, later(10_000))).toBeUndefined();
  });

  it("is none for a tab left open for a day, by the wall clock or the page's own: never a time the server drops", () => {
    const nextDay = 25 * 60 * 60_000;
    // The laptop slept: the page's clock stood still while the wall clock went on.
    expect(renderTimeToSend(shown, later(nextDay, 60_000))).toBeUndefined();
    // The wall clock was set back meanwhile; the page's clock still counts the day.
    expect(renderTimeToSend(shown, later(-60_000, nextDay))).toBeUndefined();
    const sent = toPayload(initialValues(), "", renderTimeToSend(shown, later(nextDay)));
    expect("renderedAt" in sent).toBe(false);
    expect(
      spamReason(
        { website: "", ...(sent.renderedAt !== undefined && { renderedAt: sent.renderedAt }) },
        shown.at + nextDay,
      ),
    ).toBeNull();
  });
});

describe("keyedRequest", () => {
  it("is the same request with or without the anti-spam extras, and another for other values", () => {
    const values = { ...initialValues(), name: "Ada", date: "2026-12-01", timeSlot: "11:00 to 12:00" };
    const shown = toPayload(values, "", 1234);
    expect(keyedRequest(toPayload(values, "", undefined))).toBe(keyedRequest(shown));
    expect(keyedRequest(toPayload(values, "", 9999))).toBe(keyedRequest(shown));
    expect(keyedRequest(toPayload({ ...values, name: "Grace" }, "", 1234))).not.toBe(keyedRequest(shown));
    expect(keyedRequest(shown)).not.toContain("renderedAt");
  });
});

describe("errorsFromIssues", () => {
  it("puts each issue under its field, the first message winning", () => {
    expect(
      errorsFromIssues([
        { path: "email", message: "Enter a valid email address" },
        { path: "serviceCategories.2", message: "Choose from the list" },
        { path: "email", message: "second" },
        { path: "Idempotency-Key", message: "Bad key" },
        { path: "", message: "Send an object" },
      ]),
    ).toEqual({
      email: "Enter a valid email address",
      serviceCategories: "Choose from the list",
      form: "Bad key",
    });
  });
});
