import { isServiceCategory } from "../../src/booking/categories";
import {
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
} from "../../src/booking/constants";
import type { BookingFormValues } from "../../src/booking/form-values";
import { slotLabel } from "../../src/booking/slots";
import type { TeamPosted } from "./team-page-view";

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
   * The body the booking service parses, as the browser's JSON would carry it: the
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
 * twice, so a 90 KB description sent back whole would make a 280 KB answer of one post;
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
 * the schema parses (hours a number when they are one, else the text as sent, to be named).
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
    body: { hours: Number.isNaN(hours) ? hoursText : hours, date, timeSlot },
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
 * The team's Confirm or Decline form as posted (server/pages/team-page-routes.ts): its
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
