import { useEffect } from "react";
import { type CompanyCalendar, hoursInWords, windowInWords } from "../../booking/calendar";
import { DEFAULT_HOURS, MAX_HOURS, MIN_HOURS } from "../../booking/constants";
import { DEFAULT_CALENDAR } from "../../booking/default-calendar";
import { readSlotsInput, slotsToolResult } from "../../booking/slots-tool";
import { lookUpBookedSlots } from "./booking-api";
import { findModelContext, type ModelContextTool, registerTool } from "./web-mcp";

export const AVAILABLE_SLOTS_TOOL = "get_available_slots";

/**
 * `get_available_slots`: read-only, the same lookup the form makes when a date is chosen,
 * read, and its result built, as the MCP server's tool does it (src/booking/slots-tool.ts).
 */
export function availableSlotsTool(
  timeZone: string,
  zoneName: string,
  calendar: CompanyCalendar = DEFAULT_CALENDAR,
): ModelContextTool<unknown> {
  return {
    name: AVAILABLE_SLOTS_TOOL,
    description: `Lists the free consultation slots of one day. Slots are wall-clock times in the company's time zone, ${zoneName} (${timeZone}), written "HH:00 to HH:00", inside the consultation hours: ${hoursInWords(calendar.hours, zoneName)}. Books nothing.`,
    inputSchema: {
      type: "object",
      properties: {
        date: {
          type: "string",
          format: "date",
          description: `The day, yyyy-MM-dd, in ${timeZone}: ${windowInWords(calendar)}.`,
        },
        hours: {
          type: "integer",
          minimum: MIN_HOURS,
          maximum: MAX_HOURS,
          default: DEFAULT_HOURS,
          description: "How long the consultation lasts, in hours.",
        },
      },
      required: ["date"],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true },
    async execute(input) {
      const read = readSlotsInput(input, timeZone, new Date(), calendar);
      if ("error" in read) return read;
      const lookup = await lookUpBookedSlots(read.date, new AbortController().signal);
      return slotsToolResult(
        read,
        { timeZone, timeZoneName: zoneName },
        lookup.kind === "ok" ? lookup : null,
        calendar,
      );
    },
  };
}

/** Where the browser has WebMCP, offers `get_available_slots` to its agent while the booking form is shown. */
export function useAvailableSlotsTool(timeZone: string, zoneName: string, calendar: CompanyCalendar) {
  useEffect(() => {
    const context = findModelContext();
    if (!context) return;
    return registerTool(context, availableSlotsTool(timeZone, zoneName, calendar));
  }, [timeZone, zoneName, calendar]);
}
