import { afterEach, describe, expect, it, vi } from "vitest";
import type { BookingPayload } from "../../booking/form-values";
import { DAY_FULL } from "../../booking/messages";
import { lookUpBookedSlots, lookUpClosedDays, sendBooking } from "./booking-api";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

function stubFetch(...responses: (Response | Error)[]) {
  const fetch = vi.fn(async () => {
    const response = responses.shift();
    if (!response) throw new Error("unexpected call");
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const signal = () => new AbortController().signal;

describe("lookUpBookedSlots", () => {
  it("posts the date and reads the booked slots", async () => {
    const fetch = stubFetch(json(200, { bookedSlots: ["11:00 to 12:00"] }));
    expect(await lookUpBookedSlots("2026-11-22", signal())).toEqual({
      kind: "ok",
      bookedSlots: ["11:00 to 12:00"],
    });
    expect(fetch).toHaveBeenCalledWith(
      "/api/n8n/get-booked-slots",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ date: "2026-11-22" }) }),
    );
  });

  it.each([404, 500, 502, 503, 504])("treats %i as the tentative state", async (status) => {
    stubFetch(json(status, { error: "n8n_unavailable" }));
    expect(await lookUpBookedSlots("2026-11-22", signal())).toEqual({ kind: "tentative" });
  });

  it("treats a network error and a 200 without the list as the tentative state", async () => {
    stubFetch(new TypeError("Failed to fetch"), new Response("", { status: 200 }));
    expect(await lookUpBookedSlots("2026-11-22", signal())).toEqual({ kind: "tentative" });
    expect(await lookUpBookedSlots("2026-11-22", signal())).toEqual({ kind: "tentative" });
  });

  it.each([400, 429, 415])("treats another failure (%i) as 'failed to load'", async (status) => {
    stubFetch(json(status, { error: "x" }));
    expect(await lookUpBookedSlots("2026-11-22", signal())).toEqual({ kind: "failed" });
  });

  it("rejects when aborted, which the caller ignores", async () => {
    stubFetch(new DOMException("The operation was aborted.", "AbortError"));
    await expect(lookUpBookedSlots("2026-11-22", signal())).rejects.toMatchObject({ name: "AbortError" });
  });
});

const payload: BookingPayload = {
  name: "Ada",
  email: "ada@example.com",
  phone: "+1 555 010 4200",
  isWhatsapp: false,
  serviceCategories: [],
  hours: 1,
  date: "2026-11-22",
  timeSlot: "11:00 to 12:00",
  subject: "Cloud",
  description: "Move to the cloud",
  website: "",
  renderedAt: 1,
};

describe("sendBooking", () => {
  it("sends the e-mail call, then the submit call, with one Idempotency-Key", async () => {
    const fetch = stubFetch(
      json(200, { status: "delivered", bookingId: "b1", manageUrl: "https://x.example/bookings/b1?token=t" }),
      json(200, { status: "delivered", bookingId: "b1", manageUrl: "https://x.example/bookings/b1?token=t" }),
    );
    expect(await sendBooking(payload, "key-12345")).toEqual({
      kind: "booked",
      queued: false,
      bookingId: "b1",
      manageUrl: "https://x.example/bookings/b1?token=t",
    });
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual([
      "/api/n8n/send-consultation-email",
      "/api/n8n/submit-consultation",
    ]);
    for (const [, init] of calls) {
      expect(init.headers).toMatchObject({
        "Idempotency-Key": "key-12345",
        "Content-Type": "application/json",
      });
      expect(JSON.parse(String(init.body))).toEqual(payload);
    }
  });

  it("is queued when either answer is a 202", async () => {
    stubFetch(
      json(202, { status: "queued", bookingId: "b1" }),
      json(200, { status: "delivered", bookingId: "b1" }),
    );
    expect(await sendBooking(payload, "key-12345")).toMatchObject({ kind: "booked", queued: true });
  });

  it.each([
    [json(409, { error: "slot_taken" }), { kind: "slot_taken" }],
    [
      json(409, { error: "day_closed", message: "Consultations are closed on 2026-12-24: Holiday." }),
      { kind: "day_refused", message: "Consultations are closed on 2026-12-24: Holiday." },
    ],
    [json(409, { error: "day_full" }), { kind: "day_refused", message: DAY_FULL }],
    [json(429, { error: "rate_limited" }, { "Retry-After": "30" }), { kind: "rate_limited" }],
    [
      json(429, { error: "booking_limit", message: "Reply to your confirmation email" }),
      { kind: "booking_limit" },
    ],
    [
      json(400, {
        error: "invalid_request",
        message: "Fix it",
        issues: [{ path: "name", message: "Enter your name" }],
      }),
      { kind: "invalid", message: "Fix it", issues: [{ path: "name", message: "Enter your name" }] },
    ],
    [json(500, {}), { kind: "failed", status: 500 }],
    [new TypeError("Failed to fetch"), { kind: "failed", status: null }],
  ])("stops after a failed first call: %#", async (response, outcome) => {
    const fetch = stubFetch(response);
    expect(await sendBooking(payload, "key-12345")).toEqual(outcome);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("reports a failed second call", async () => {
    stubFetch(json(200, { status: "stored", bookingId: "b1" }), json(503, {}));
    expect(await sendBooking(payload, "key-12345")).toEqual({ kind: "failed", status: 503 });
  });
});

describe("lookUpClosedDays", () => {
  it("asks for the closed days of the window and reads them", async () => {
    const closedDays = [{ date: "2026-12-24", reason: "Public holiday" }];
    const fetch = stubFetch(json(200, { closedDays }));
    expect(await lookUpClosedDays(signal())).toEqual(closedDays);
    expect(fetch).toHaveBeenCalledWith(
      "/api/closed-days",
      expect.objectContaining({ signal: expect.anything() }),
    );
  });

  it("is null (unknown) for a failure, a network error or another shape; keeps only well-formed days", async () => {
    stubFetch(
      json(503, { error: "store_unavailable" }),
      json(429, { error: "rate_limited" }),
      new TypeError("Failed to fetch"),
      json(200, { closed: [] }),
      json(200, {
        closedDays: [{ date: "2026-12-24" }, { date: "2026-12-25", reason: "Holiday", extra: 1 }],
      }),
    );
    for (let i = 0; i < 4; i++) expect(await lookUpClosedDays(signal())).toBeNull();
    expect(await lookUpClosedDays(signal())).toEqual([{ date: "2026-12-25", reason: "Holiday" }]);
  });

  it("rejects when aborted, which the caller ignores", async () => {
    stubFetch(new DOMException("The operation was aborted.", "AbortError"));
    await expect(lookUpClosedDays(signal())).rejects.toMatchObject({ name: "AbortError" });
  });
});
