import { afterEach, describe, expect, it, vi } from "vitest";
import { availableSlotsTool, readSlotsInput, slotsAnswer } from "./available-slots-tool";

const ZONE = "America/New_York";
// Noon in New York on 2026-03-10: the booking window is 2026-03-11 to 2027-03-10.
const NOW = new Date("2026-03-10T16:00:00Z");

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("readSlotsInput", () => {
  it("reads a date in the window and the hours, 1 by default", () => {
    expect(readSlotsInput({ date: "2026-03-11", hours: 3 }, ZONE, NOW)).toEqual({
      date: "2026-03-11",
      hours: 3,
    });
    expect(readSlotsInput({ date: "2027-03-10" }, ZONE, NOW)).toEqual({ date: "2027-03-10", hours: 1 });
  });

  it("says what is wrong with the rest", () => {
    for (const input of [
      null,
      "2026-03-11",
      {},
      { date: "2026-02-30" },
      { date: "11/03/2026" },
      { date: 20260311 },
    ]) {
      expect(readSlotsInput(input, ZONE, NOW)).toEqual({ error: expect.stringContaining("yyyy-MM-dd") });
    }
    expect(readSlotsInput({ date: "2026-03-10" }, ZONE, NOW)).toEqual({
      error: "date must be from 2026-03-11 to 2027-03-10 (dates in America/New_York).",
    });
    expect(readSlotsInput({ date: "2027-03-11" }, ZONE, NOW)).toHaveProperty("error");
    for (const hours of [0, 9, 1.5, "2"]) {
      expect(readSlotsInput({ date: "2026-03-11", hours }, ZONE, NOW)).toEqual({
        error: "hours must be a whole number from 1 to 8.",
      });
    }
  });
});

describe("slotsAnswer", () => {
  it("lists the free slots and, apart, those overlapping a booking", () => {
    expect(slotsAnswer("2026-03-11", 2, ZONE, { kind: "ok", bookedSlots: ["12:00 to 13:00"] })).toEqual({
      date: "2026-03-11",
      hours: 2,
      timeZone: ZONE,
      freeSlots: [
        "13:00 to 15:00",
        "14:00 to 16:00",
        "15:00 to 17:00",
        "16:00 to 18:00",
        "17:00 to 19:00",
        "18:00 to 20:00",
      ],
      bookedSlots: ["11:00 to 13:00", "12:00 to 14:00"],
      checked: true,
    });
  });

  it("lists every slot, unchecked, when the bookings could not be read", () => {
    for (const kind of ["tentative", "failed"] as const) {
      const answer = slotsAnswer("2026-03-11", 8, ZONE, { kind });
      expect(answer).toMatchObject({
        freeSlots: ["11:00 to 19:00", "12:00 to 20:00"],
        bookedSlots: [],
        checked: false,
        note: expect.stringContaining("could not be read"),
      });
    }
  });
});

describe("availableSlotsTool", () => {
  it("is read-only, names the zone, and needs only the date", () => {
    const tool = availableSlotsTool(ZONE, "Eastern Time");
    expect(tool.name).toBe("get_available_slots");
    expect(tool.annotations).toEqual({ readOnlyHint: true });
    expect(tool.description).toContain("Eastern Time (America/New_York)");
    expect(tool.inputSchema).toMatchObject({ type: "object", required: ["date"] });
  });

  it("looks the day up as the form does, and answers a wrong input without calling the server", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    const fetch = vi.fn(async () => Response.json({ bookedSlots: ["11:00 to 12:00"] }, { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const tool = availableSlotsTool(ZONE, "Eastern Time");

    const answer = await tool.execute({ date: "2026-03-12", hours: 1 });
    expect(answer).toMatchObject({ date: "2026-03-12", bookedSlots: ["11:00 to 12:00"], checked: true });
    expect(fetch).toHaveBeenCalledWith(
      "/api/n8n/get-booked-slots",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ date: "2026-03-12" }) }),
    );

    expect(await tool.execute({ date: "tomorrow" })).toHaveProperty("error");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
