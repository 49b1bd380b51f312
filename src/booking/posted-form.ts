import type { RequestServices } from "../request-context";
import { isServiceCategory } from "./categories";
import {
  CLOSED_REASON_MAX,
  DEFAULT_HOURS,
  DESCRIPTION_MAX,
  EMAIL_MAX,
  MEETING_URL_MAX,
  MIN_HOURS,
  NAME_MAX,
  PHONE_MAX_CHARS,
  SUBJECT_MAX,
  TEAM_TEXT_MAX,
  WORKDAY_START_HOUR,
} from "./constants";
import { calendarWindow, type DayLookup, dayOfLookup, nextFreeDate } from "./day-rules";
import type { BookingFormValues, FieldErrors } from "./form-values";
import type { FieldIssue, Parsed } from "./schema";
import { slotLabel } from "./slots";
import type { TeamPosted } from "./team-page-data";

// The forms posted without JavaScript (the booking form, the move form, the team's two):
// how their fields read, and what their pages show again after a post (see
// docs/architecture.md#pages-made-for-one-request).

/** Where the booking form posts: its action answers there (src/pages/schedule-consultation.tsx). */
export const FORM_PATH = "/schedule-consultation";

/** The date-and-time step, where the server's response to "Show available times" opens. */
export const SCHEDULE_SECTION_ID = "booking-schedule";

/** Where the day's slot list stands. */
export type SlotsState =
  /** No date chosen yet: nothing to look up. */
  | { status: "idle" }
  | { status: "loading" }
  /** The lookup's result (src/booking/day-rules.ts `BookedDay`): what is taken, and why a day takes no booking. */
  | {
      status: "ready";
      bookedSlots: readonly string[];
      closed?: { reason: string };
      /** For a day without a free slot, the next date with one as the server found it (null: none near). */
      next?: string | null;
    }
  /** The lookup failed in a way that means "n8n is down": every slot is offered, the team confirms. */
  | { status: "tentative" }
  /** Any other failure: every slot is offered with a warning. */
  | { status: "failed" }
  /**
   * No lookup made and none can be yet (the server's HTML, before JavaScript runs or
   * without it): every slot of the day is offered, and the server's rules refuse a taken
   * one; "Show available times" asks the server for the day's free slots.
   */
  | { status: "unchecked" };

/** A lookup the server made for the page: never idle or loading. */
export type LookedUpSlots = Exclude<SlotsState, { status: "idle" | "loading" }>;

/** A day's lookup as the server read it for a move, the booking's own slot not counted. */
export type OwnDay = { bookedSlots: readonly string[]; closed?: { reason: string } };

/**
 * The booking form after a post without JavaScript: every value the visitor sent, the
 * messages of a refused booking, and the slots the server looked up for the chosen day.
 */
export interface PostedBookingForm {
  values: BookingFormValues;
  /** Messages by field, and `form` for one that belongs to no field (slot taken, limits). */
  errors: FieldErrors;
  /** The server's lookup for `values.date`; null when it made none (no date yet). */
  slots: LookedUpSlots | null;
  /**
   * When the form was first shown (ms since the epoch), posted back for the spam check:
   * the time it was posted with, or null when it had none (the kept page has none).
   */
  renderedAt: number | null;
}

/**
 * The page that moves a booking (`/bookings/{id}/reschedule?token=…`): the booking as it
 * is, and the booking form's date-and-time step filled with its slot, or with what the
 * visitor posted.
 */
export interface MovePage {
  bookingId: string;
  subject: string;
  /** The booking's slot now, in the company's zone. */
  current: { date: string; timeSlot: string; hours: number };
  /**
   * The booking's own date as the server reads it for this move (its slot and buffer not
   * counted, nor it towards the day's limit): the form shows it for that date, where the
   * public lookup would count the booking against itself. Null when it could not be read.
   */
  ownDay: OwnDay | null;
  /**
   * The same of the days either side that its slot's buffer reaches (hours around
   * midnight, src/booking/day-rules.ts `daysTheBufferReaches`): there too the public lookup
   * would count the booking against its own move. Absent when it reaches none.
   */
  besideDays?: { date: string; day: OwnDay }[];
  /** Posted back: the link's token, and the version the move was decided on. */
  token: string;
  sequence: number;
  /** The booking's page, to go back without moving. */
  bookingPath: string;
  /** Where the form posts. */
  action: string;
  form: {
    values: { hours: number; date: string; timeSlot: string };
    errors: FieldErrors;
    /** The server's lookup for `values.date`, the booking's own slot not counted; null when none was made. */
    slots: LookedUpSlots | null;
  };
}

/**
 * A day's slots as a form shows them: n8n or the store away means every slot is offered
 * and the team confirms (tentative); a question the schema refuses is a failed lookup. A
 * day without a free slot of `hours` comes with the next date that has one. A move's page
 * names the booking's slot now (`own`): it and its buffer do not count against the move.
 */
export async function lookedUpSlots(
  services: RequestServices,
  date: string,
  hours: number,
  own?: MovePage["current"],
): Promise<LookedUpSlots> {
  // The posted date is read by the schema once; the dates searched after it are real dates already.
  const query = services.read.slotsQuery({ date });
  if ("issues" in query) return { status: "failed" };
  const lookUp: DayLookup = async (day) => {
    const outcome = await services.bookings.bookedSlots({ date: day }, own);
    if (outcome.kind !== "slots") return null;
    return { bookedSlots: outcome.bookedSlots, ...(outcome.closed && { closed: outcome.closed }) };
  };
  const answer = await lookUp(query.value.date);
  if (answer === null) return { status: "tentative" };
  const { calendar, timeZone } = services.bookings;
  const day = { calendar, timeZone, date, hours };
  if (dayOfLookup(day, answer).reason === null) return { status: "ready", ...answer };
  const window = calendarWindow(calendar, timeZone, services.now());
  // The closed days are known at once: only the dates that may be free are looked up.
  const ahead = await services.bookings.closedDaysAhead();
  // None known when the store cannot say: each date is then looked up.
  const closed = new Set(ahead.kind === "listed" ? ahead.days.map((each) => each.date) : []);
  const next = await nextFreeDate(day, window, lookUp, (candidate) => !closed.has(candidate));
  return { status: "ready", ...answer, next };
}

/** The issues of a posted date and hours alone: what "Show available times" checks before it shows slots. */
export function scheduleIssues(read: Parsed<unknown>): FieldIssue[] {
  return "issues" in read ? read.issues.filter(({ path }) => path === "date" || path === "hours") : [];
}

/** The booked slots of `date` with the booking's own slot taken out: moving a booking frees it. */
export function withoutOwnSlot(
  bookedSlots: readonly string[],
  date: string,
  current: MovePage["current"],
): string[] {
  return bookedSlots.filter((slot) => date !== current.date || slot !== current.timeSlot);
}

/** What a post of the booking form asks for: the free slots of a day, or the booking. */
export type FormIntent = "slots" | "book";

export interface PostedForm {
  intent: FormIntent;
  /**
   * The values as the form shows them again: what the visitor sent, each cut to its
   * field's limit (see `shown`), categories only the known ones.
   */
  values: BookingFormValues;
  /**
   * The body the action parses (`read.booking`), as the browser's JSON would carry it: the
   * checkbox as a boolean, the hours as a number when they are one, categories as a list,
   * and the anti-spam extras. Whatever is wrong in it, the schema names (one rule set).
   */
  body: Record<string, unknown>;
}

const text = (form: URLSearchParams, name: string) => form.get(name) ?? "";

/** A date as the form sends it, `YYYY-MM-DD`; every slot label, `HH:00 to HH:00`, is as long as this one. */
const DATE_CHARS = "YYYY-MM-DD".length;
const SLOT_CHARS = slotLabel(WORKDAY_START_HOUR, MIN_HOURS).length;

/**
 * A value as the form shows it again: as sent when it fits its field's limit, else cut to
 * it (trimmed first, as the schema counts). The page and its hydration data carry it
 * twice, so a 90 KB description sent back whole would make a 280 KB response to one post;
 * the body keeps the whole value, so the schema still names the field that is too long.
 */
function shown(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.trim().slice(0, max);
  // Never half of a character written as two UTF-16 units (a lone surrogate).
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/**
 * The date-and-time fields of a posted form (the booking form's and the move form's): as
 * the form shows them again (hours a number, the default when not one), and as the body
 * the schema parses (hours a number when they are one, else null: a person chose from a
 * list, so is told the hours' range, not the JSON API's "send a number").
 */
export function readPostedSchedule(form: URLSearchParams) {
  const hoursText = text(form, "hours").trim();
  const hours = /^\d{1,2}$/.test(hoursText) ? Number(hoursText) : Number.NaN;
  const date = text(form, "date").trim();
  const timeSlot = text(form, "timeSlot");
  return {
    values: {
      hours: Number.isNaN(hours) ? DEFAULT_HOURS : hours,
      date: shown(date, DATE_CHARS),
      timeSlot: shown(timeSlot, SLOT_CHARS),
    },
    body: { hours: Number.isNaN(hours) ? null : hours, date, timeSlot },
  };
}

/**
 * Reads an `application/x-www-form-urlencoded` booking form (the form's fields are named
 * as the request's, see src/components/booking/): `serviceCategories` repeated,
 * `isWhatsapp` a checkbox with the value `true`, `intent` from the button pressed, plus
 * the honeypot `website` and `renderedAt`.
 */
export function readPostedForm(form: URLSearchParams): PostedForm {
  const schedule = readPostedSchedule(form);
  const categories = form.getAll("serviceCategories");
  const renderedAt = text(form, "renderedAt").trim();
  const sent = {
    name: text(form, "name"),
    email: text(form, "email"),
    phone: text(form, "phone"),
    isWhatsapp: form.get("isWhatsapp") === "true",
    subject: text(form, "subject"),
    description: text(form, "description"),
  };
  const values: BookingFormValues = {
    name: shown(sent.name, NAME_MAX),
    email: shown(sent.email, EMAIL_MAX),
    phone: shown(sent.phone, PHONE_MAX_CHARS),
    isWhatsapp: sent.isWhatsapp,
    serviceCategories: [...new Set(categories.filter(isServiceCategory))],
    ...schedule.values,
    subject: shown(sent.subject, SUBJECT_MAX),
    description: shown(sent.description, DESCRIPTION_MAX),
  };
  // Every value whole, and every category as sent (unknown names, repeats), so the schema
  // names what is wrong; in the order of the form's fields, as the browser's JSON has them.
  const { subject, description, ...contact } = sent;
  const body: Record<string, unknown> = {
    ...contact,
    serviceCategories: categories,
    ...schedule.body,
    subject,
    description,
    website: text(form, "website"),
  };
  // An empty value is a form that had no render time (a kept page); anything else not a
  // number reads as malformed, which the spam check treats as a bot.
  if (renderedAt) body.renderedAt = /^\d{1,16}$/.test(renderedAt) ? Number(renderedAt) : renderedAt;
  return { intent: form.get("intent") === "slots" ? "slots" : "book", values, body };
}

/**
 * The team's Confirm or Decline form as posted (src/pages/team-booking.tsx): its
 * values as the form shows them again, each cut to its field's limit, and the body the
 * team's schema parses (src/booking/team-schema.ts), every value whole.
 */
export function readPostedDecision(
  form: URLSearchParams,
  decision: "confirm" | "decline",
): { posted: TeamPosted; body: Record<string, unknown> } {
  // The version the page showed (a hidden field): a number, or left for the schema to refuse.
  const raw = form.get("sequence");
  const sequence = raw === null ? {} : { sequence: /^\d{1,9}$/.test(raw) ? Number(raw) : raw };
  if (decision === "confirm") {
    const meetingUrl = text(form, "meetingUrl");
    const note = text(form, "note");
    const values = { meetingUrl: shown(meetingUrl, MEETING_URL_MAX), note: shown(note, TEAM_TEXT_MAX) };
    return { posted: { form: "confirm", values, errors: {} }, body: { meetingUrl, note, ...sequence } };
  }
  const message = text(form, "message");
  const values = { message: shown(message, TEAM_TEXT_MAX) };
  return { posted: { form: "decline", values, errors: {} }, body: { message, ...sequence } };
}

/**
 * The desk's Close form as posted (src/pages/team-desk.tsx): its values as the form shows
 * them again, each cut to its field's limit, and the body `closeDaysSchema` parses
 * (src/booking/closed-days-schema.ts), every value whole.
 */
export function readPostedClose(form: URLSearchParams): {
  values: { from: string; until: string; reason: string };
  body: Record<string, string>;
} {
  const body = { from: text(form, "from"), until: text(form, "until"), reason: text(form, "reason") };
  const values = {
    from: shown(body.from, DATE_CHARS),
    until: shown(body.until, DATE_CHARS),
    reason: shown(body.reason, CLOSED_REASON_MAX),
  };
  return { values, body };
}
