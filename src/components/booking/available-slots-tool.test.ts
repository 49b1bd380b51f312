import { afterEach, describe, expect, it, vi } from "vitest";
import { availableSlotsTool } from "./available-slots-tool";

const ZONE = "America/New_York";
// Noon in New York on 2026-03-10: the booking window is 2026-03-11 to 2027-03-10.
const NOW = new Date("2026-03-10T16:00:00Z");

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
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

    const toolResult = await tool.execute({ date: "2026-03-12", hours: 1 });
    expect(toolResult).toMatchObject({
      date: "2026-03-12",
      timeZoneName: "Eastern Time",
      bookedSlots: ["11:00 to 12:00"],
      checked: true,
    });
    expect(fetch).toHaveBeenCalledWith(
      "/api/n8n/get-booked-slots",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ date: "2026-03-12" }) }),
    );

    expect(await tool.execute({ date: "tomorrow" })).toEqual({
      error: "date: Enter a real date in the form yyyy-MM-dd, such as 2026-03-10",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
