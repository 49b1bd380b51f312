import { MAX_HOURS, MIN_HOURS, WORKDAY_END_HOUR, WORKDAY_START_HOUR } from "./constants";

/** A slot as whole hours of the day, half-open: [start, end). */
export interface SlotRange {
  readonly start: number;
  readonly end: number;
}

export interface SlotOption {
  readonly label: string;
  readonly booked: boolean;
}

const twoDigits = (hour: number) => String(hour).padStart(2, "0");

/** True for an integer number of hours the form offers (1 to 8). */
export function isValidHours(hours: unknown): hours is number {
  return Number.isInteger(hours) && (hours as number) >= MIN_HOURS && (hours as number) <= MAX_HOURS;
}

/** The label of a slot, e.g. `slotLabel(11, 1)` is "11:00 to 12:00". */
export function slotLabel(startHour: number, hours: number): string {
  return `${twoDigits(startHour)}:00 to ${twoDigits(startHour + hours)}:00`;
}

/** Every slot label of that length, earliest first; empty for an hours value the form does not offer. */
export function slotsFor(hours: number): string[] {
  if (!isValidHours(hours)) return [];
  const labels: string[] = [];
  for (let start = WORKDAY_START_HOUR; start + hours <= WORKDAY_END_HOUR; start++) {
    labels.push(slotLabel(start, hours));
  }
  return labels;
}

const labelPattern = /^(\d{2}):00 to (\d{2}):00$/;

/** The spec's working day, 11:00 to 20:00: the bounds a label is read within unless told otherwise. */
export const WORKDAY: SlotRange = { start: WORKDAY_START_HOUR, end: WORKDAY_END_HOUR };
/** The whole day: what held bookings and the company's own hours are read within. */
export const WHOLE_DAY: SlotRange = { start: 0, end: 24 };

/**
 * Reads a label back into hours, or null when it is not exactly "HH:00 to HH:00" inside
 * `within` (the spec's working hours unless the company's calendar widens them) with the
 * end after the start. Any length within the day is accepted (even 11:00 to 20:00), so a
 * booked interval that blocks a whole day still counts.
 */
export function parseSlot(label: string, within: SlotRange = WORKDAY): SlotRange | null {
  const match = labelPattern.exec(label);
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  if (start < within.start || end > within.end || end <= start) return null;
  return { start, end };
}

/** True when a slot is one of those offered for that number of hours. */
export function lastsHours(slot: SlotRange, hours: number): boolean {
  return isValidHours(hours) && slot.end - slot.start === hours;
}

/** True when two half-open intervals share time; 11-12 and 12-13 only touch, so they do not overlap. */
export function overlaps(a: SlotRange, b: SlotRange): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * The options of the slot select for that length. A slot is booked when it overlaps any
 * booked interval, whatever that interval's length (the original compared
 * labels only). Booked strings that do not parse, even after trimming, are ignored.
 */
export function slotOptions(hours: number, bookedSlots: readonly string[]): SlotOption[] {
  const booked = bookedSlots.flatMap((label) => parseSlot(label.trim()) ?? []);
  return slotsFor(hours).map((label) => {
    const slot = parseSlot(label) as SlotRange;
    return { label, booked: booked.some((taken) => overlaps(slot, taken)) };
  });
}
