import { isServiceCategory } from "../../src/booking/categories";
import { DEFAULT_HOURS } from "../../src/booking/constants";
import type { BookingFormValues } from "../../src/booking/form-values";

/** What a post of the booking form asks for: the free slots of a day, or the booking. */
export type FormIntent = "slots" | "book";

export interface PostedForm {
  intent: FormIntent;
  /** The values as the form shows them again: everything the visitor sent, kept. */
  values: BookingFormValues;
  /**
   * The body the booking service parses, as the browser's JSON would carry it: the
   * checkbox as a boolean, the hours as a number when they are one, categories as a list,
   * and the anti-spam extras. Whatever is wrong in it, the schema names (one rule set).
   */
  body: Record<string, unknown>;
}

const text = (form: URLSearchParams, name: string) => form.get(name) ?? "";

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
    values: { hours: Number.isNaN(hours) ? DEFAULT_HOURS : hours, date, timeSlot },
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
  const values: BookingFormValues = {
    name: text(form, "name"),
    email: text(form, "email"),
    phone: text(form, "phone"),
    isWhatsapp: form.get("isWhatsapp") === "true",
    serviceCategories: [...new Set(categories.filter(isServiceCategory))],
    ...schedule.values,
    subject: text(form, "subject"),
    description: text(form, "description"),
  };
  const body: Record<string, unknown> = {
    ...values,
    // Every category as sent (unknown names, repeats), so the schema reports them.
    serviceCategories: categories,
    hours: schedule.body.hours,
    website: text(form, "website"),
  };
  // An empty value is a form that had no render time (a kept page); anything else not a
  // number reads as malformed, which the spam check treats as a bot.
  if (renderedAt) body.renderedAt = /^\d{1,16}$/.test(renderedAt) ? Number(renderedAt) : renderedAt;
  return { intent: form.get("intent") === "slots" ? "slots" : "book", values, body };
}
