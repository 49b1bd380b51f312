import { describe, expect, it } from "vitest";
import { DEFAULT_HOURS } from "./constants";
import { errorsFromIssues, initialValues, toPayload } from "./form-values";

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
