/** The booking form's texts, most of them fixed word for word by the product (docs/product.md#the-booking-form). */
import { company } from "../content/company";
import { MAX_HOURS, MIN_HOURS, RESCHEDULE_NOTICE_HOURS } from "./constants";
import { longDate } from "./dates";

export const LOADING_SLOTS = "Pulling available timeslots...";
export const NO_SLOTS = "No slots available";
/** Appended to a booked slot's label in the (disabled) option. */
export const BOOKED_SUFFIX = " (Booked)";
export const SUBMITTING = "Booking...";
export const TENTATIVE =
  "Your timeslot is tentatively booked. Our team will confirm your slot shortly on your email or WhatsApp number.";
export const SLOTS_FAILED = "Failed to load booked slots. Please select from the available slots below.";
export const SUBMIT_FAILED = "Failed to schedule consultation. Please try again.";
export const SUCCESS = "Your consultation has been scheduled. We'll contact you soon.";
export const SLOT_TAKEN = "That time slot was just taken. Please choose another.";
// Our own words: a day the team closed (its reason, e.g. "Public holiday"), or one at the
// daily limit (src/booking/calendar.ts), refused when booking or moving onto it.
export const dayClosed = (date: string, reason: string) =>
  `Consultations are closed on ${longDate(date)}: ${reason.replace(/[.!]+$/, "")}. Choose another date.`;
// Our own words: a slot the clocks skip or repeat that night (src/booking/dates.ts keepsWallClock),
// and a night whose only slots are such.
export const CLOCKS_CHANGE_NIGHT = "The clocks change that night";
export const clocksChange = (date: string) =>
  `On the night of ${longDate(date)} the clocks change at that time, so it has no one meeting time. Choose another time slot.`;
export const DAY_FULL = "That day is fully booked. Choose another date.";
/** A closed day's refusal without the day: one that names it and its reason is `dayClosed`. */
export const DAY_CLOSED = "Consultations are closed on that date. Choose another date.";
// Our own words: the product only says that a 429 asks the visitor to wait.
export const RATE_LIMITED =
  "You have sent several requests in a short time. Please wait a minute and try again.";
/** The same, when the wait is known (the server's own response to a form post). */
export const rateLimitedFor = (seconds: number) =>
  `You have sent several requests in a short time. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;
// Our own words: a booking quota (server/booking/booking-quota.ts) was reached; a person
// with a real need still has a way to reach the team.
export const BOOKING_LIMIT = `You have reached the limit of online bookings. To change a booking or book another, reply to your confirmation email or write to us at ${company.email.contact}.`;
// Our own words: a booking was moved as often as a visitor may move one online
// (BOOKING_MAX_MOVES, server/booking/change-service.ts); the team hears of it by e-mail.
export const TOO_MANY_CHANGES = `This booking has been moved as often as it can be online. To move it again, reply to your confirmation email or write to us at ${company.email.contact}.`;
// Our own words: with `BOOKING_MAX_MOVES=0` no booking is moved online.
export const NO_ONLINE_MOVES = `Bookings can't be moved online. To move this one, reply to your confirmation email or write to us at ${company.email.contact}.`;
/** Why a booking may not be moved online any more: it was moved as often as it may be, or (never moved) moves are not offered. */
export const noMoreMoves = (moved: boolean) => (moved ? TOO_MANY_CHANGES : NO_ONLINE_MOVES);
// Our own words: a booking can no longer be changed online (src/booking/change-window.ts).
export const TOO_LATE_TO_CHANGE = `Online changes close ${RESCHEDULE_NOTICE_HOURS} hours before the consultation. To change or cancel it now, reply to your confirmation email or write to us at ${company.email.contact}.`;
// Our own words: a cancelled booking cannot be moved.
export const CANCELLED_CANNOT_MOVE =
  "This booking is cancelled, so it cannot be moved. You are welcome to book a new consultation.";
// Our own words: a declined booking cannot be changed (the team declined it).
export const DECLINED_CANNOT_CHANGE =
  "Our team declined this booking, so it cannot be changed. You are welcome to book another time.";
// Our own words: the booking changed (another tab, another device) since the page was shown.
export const CHANGED_MEANWHILE =
  "This booking was changed a moment ago. Please look at it again before changing it.";

// Our own words: what is wrong with a date or a length (the schema, and the agents' slot tools).
export const CHOOSE_DATE = "Choose a date";
/** A number, list or object sent where text belongs (only another client sends one). */
export const sendAsText = (noun: string) => `Send ${noun} as text`;
/** A date sent so, as the schema says it, for the slot tools. */
export const DATE_AS_TEXT = sendAsText("the date");
export const REAL_DATE = "Enter a real date in the form yyyy-MM-dd, such as 2026-03-10";
export const HOURS_RANGE = `Choose between ${MIN_HOURS} and ${MAX_HOURS} hours`;
/** Hours sent as text ("2"): only another client sends them so, and "between 1 and 8" would not tell it why. */
export const HOURS_AS_NUMBER = `Send hours as a number from ${MIN_HOURS} to ${MAX_HOURS}, such as 2, not as text`;
/** Which of the two a refused hours value gets. */
export const hoursMessage = (input: unknown) => (typeof input === "string" ? HOURS_AS_NUMBER : HOURS_RANGE);
export const dateOutsideWindow = ({ min, max }: { min: string; max: string }) =>
  `Choose a date between ${min} and ${max}`;

// Our own words: how the JSON API and the MCP server refuse.
export const FIELDS_NEED_ATTENTION = "Some fields need attention.";
export const KEY_REUSED = "This Idempotency-Key was already used for a different request.";
export const KEY_IN_USE =
  "This Idempotency-Key belongs to another client's booking. Use a new key (a fresh UUID) for each booking.";
export const BOOKING_CANCELLED =
  "The booking this Idempotency-Key made was cancelled. Use a new key to book another consultation.";
export const BOOKING_DECLINED =
  "The booking this Idempotency-Key made was declined by our team. Use a new key to book another time.";
/** What a replay of a booking that ended is told, by how it ended. */
export const BOOKING_ENDED = { cancelled: BOOKING_CANCELLED, declined: BOOKING_DECLINED } as const;
export const storeUnavailable = (what: "booking" | "change") =>
  `Your ${what} could not be saved just now. Please try again in a minute.`;
/** What the slot lookup answers when the store cannot be read: nothing was being saved. */
export const SLOTS_STORE_UNAVAILABLE =
  "The booked slots could not be read just now. Please try again in a minute.";
/** What `GET /api/closed-days` answers when the store cannot be read. */
export const CLOSED_DAYS_UNAVAILABLE =
  "The closed days could not be read just now. Please try again in a minute.";
// Our own words: why the team can no longer confirm or decline a booking.
export const VISITOR_CANCELLED_DECISION =
  "The visitor cancelled this booking, so it can no longer be confirmed or declined.";
export const DECLINED_DECISION = "This booking was declined, so it can no longer be confirmed or declined.";
export const SLOT_STARTED_DECISION =
  "This booking's slot has started, so it can no longer be confirmed or declined.";
