import { useEffect } from "react";
import {
  DEFAULT_HOURS,
  MAX_HOURS,
  MIN_HOURS,
  WORKDAY_END_HOUR,
  WORKDAY_START_HOUR,
} from "../../booking/constants";
import { bookingWindow, isInWindow, isRealDate } from "../../booking/dates";
import { isValidHours, slotOptions } from "../../booking/slots";
import { lookUpBookedSlots, type SlotsLookup } from "./booking-api";
import { findModelContext, type ModelContextTool, registerTool } from "./web-mcp";

export const AVAILABLE_SLOTS_TOOL = "get_available_slots";

export interface SlotsToolInput {
  date?: unknown;
  hours?: unknown;
}

/** The tool's answer: the day's slots of that length, free and booked, in the company's zone. */
export type SlotsToolAnswer =
  | {
      date: string;
      hours: number;
      timeZone: string;
      freeSlots: string[];
      bookedSlots: string[];
      /** False when the bookings could not be read: every slot is listed, the team confirms later. */
      checked: boolean;
      note?: string;
    }
  | { error: string };

/** Reads the agent's input as the booking rules do, or says what is wrong with it. */
export function readSlotsInput(
  input: unknown,
  timeZone: string,
  now: Date = new Date(),
): { date: string; hours: number } | { error: string } {
  const { date, hours = DEFAULT_HOURS } = (
    typeof input === "object" && input !== null ? input : {}
  ) as SlotsToolInput;
  if (typeof date !== "string" || !isRealDate(date))
    return { error: "date must be a real date written yyyy-MM-dd." };
  const window = bookingWindow(timeZone, now);
  if (!isInWindow(date, window)) {
    return { error: `date must be from ${window.min} to ${window.max} (dates in ${timeZone}).` };
  }
  if (!isValidHours(hours))
    return { error: `hours must be a whole number from ${MIN_HOURS} to ${MAX_HOURS}.` };
  return { date, hours };
}

/** The answer for a day and length from a lookup of that day's bookings (src/components/booking/booking-api.ts). */
export function slotsAnswer(
  date: string,
  hours: number,
  timeZone: string,
  lookup: SlotsLookup,
): SlotsToolAnswer {
  const options = slotOptions(hours, lookup.kind === "ok" ? lookup.bookedSlots : []);
  const answer = {
    date,
    hours,
    timeZone,
    freeSlots: options.filter((option) => !option.booked).map((option) => option.label),
    bookedSlots: options.filter((option) => option.booked).map((option) => option.label),
    checked: lookup.kind === "ok",
  };
  if (lookup.kind === "ok") return answer;
  return {
    ...answer,
    note: "The bookings could not be read just now, so every slot is listed; a booking is still taken and the team confirms its slot by e-mail.",
  };
}

/** `get_available_slots`: read-only, the same lookup the form makes when a date is chosen. */
export function availableSlotsTool(timeZone: string, zoneName: string): ModelContextTool<unknown> {
  return {
    name: AVAILABLE_SLOTS_TOOL,
    description: `Lists the free consultation slots of one day. Slots are wall-clock times in the company's time zone, ${zoneName} (${timeZone}), written "HH:00 to HH:00", between ${WORKDAY_START_HOUR}:00 and ${WORKDAY_END_HOUR}:00. Books nothing.`,
    inputSchema: {
      type: "object",
      properties: {
        date: {
          type: "string",
          format: "date",
          description: `The day, yyyy-MM-dd, in ${timeZone}: from tomorrow up to 365 days ahead.`,
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
      const read = readSlotsInput(input, timeZone);
      if ("error" in read) return read;
      const lookup = await lookUpBookedSlots(read.date, new AbortController().signal);
      return slotsAnswer(read.date, read.hours, timeZone, lookup);
    },
  };
}

/** Where the browser has WebMCP, offers `get_available_slots` to its agent while the booking form is shown. */
export function useAvailableSlotsTool(timeZone: string, zoneName: string) {
  useEffect(() => {
    const context = findModelContext();
    if (!context) return;
    return registerTool(context, availableSlotsTool(timeZone, zoneName));
  }, [timeZone, zoneName]);
}
