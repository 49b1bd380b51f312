import { RESCHEDULE_NOTICE_HOURS } from "./constants";
import { slotInterval } from "./dates";
import { WHOLE_DAY } from "./slots";

/**
 * Until when a booking may be cancelled or moved online: 24 real hours before its slot
 * starts, the slot read as wall-clock hours in the company's zone. Real hours, not "the
 * same time the day before": across a daylight-saving change the two differ by an hour,
 * and a calendar counts the real ones. Null when the date or slot is not valid.
 */
export function changeDeadline(date: string, timeSlot: string, timeZone: string): Date | null {
  const interval = slotInterval(date, timeSlot, timeZone, WHOLE_DAY);
  return interval && new Date(interval.start.getTime() - RESCHEDULE_NOTICE_HOURS * 3_600_000);
}

/**
 * Whether a booking's slot has started at `now`: the team can no longer confirm or decline
 * it, and a request still unanswered then has lapsed (its pages say it will not take place).
 */
export function slotStarted(date: string, timeSlot: string, timeZone: string, now: Date): boolean {
  const interval = slotInterval(date, timeSlot, timeZone, WHOLE_DAY);
  return interval !== null && now.getTime() >= interval.start.getTime();
}

/** Whether a booking of this slot may still be cancelled or moved at `now` (the deadline itself included). */
export function canChange(date: string, timeSlot: string, timeZone: string, now: Date): boolean {
  const deadline = changeDeadline(date, timeSlot, timeZone);
  return deadline !== null && now.getTime() <= deadline.getTime();
}
