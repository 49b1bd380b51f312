/**
 * Booking rules shared by the browser form and the server API (docs/product.md#booking-rules). Every
 * number the form or the API checks lives here, so the two can never disagree.
 */

/** The first slot starts at 11:00 in the company's time zone. */
export const WORKDAY_START_HOUR = 11;
/** The last slot ends at 20:00, so starts run from 11 up to `19 - hours + 1`. */
export const WORKDAY_END_HOUR = 20;

export const MIN_HOURS = 1;
export const MAX_HOURS = 8;
/** The form starts at one hour. */
export const DEFAULT_HOURS = 1;

/** Latest bookable date, counted from today in the company's time zone. */
export const MAX_DAYS_AHEAD = 365;
/** Rescheduling or cancelling is allowed up to this long before the slot. */
export const RESCHEDULE_NOTICE_HOURS = 24;
/** In line with the EST contact hours; the server overrides it with COMPANY_TIME_ZONE. */
export const DEFAULT_TIME_ZONE = "America/New_York";

export const NAME_MAX = 100;
/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX = 254;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 20;
/**
 * Spaces and `+ ( ) -` are allowed between the digits; this caps the whole string so
 * separators cannot pad it out ("+44 (0) 20-7946-0958 0958 0958" is well under it).
 */
export const PHONE_MAX_CHARS = 40;
export const SUBJECT_MAX = 200;
export const DESCRIPTION_MAX = 5000;
/** The team's meeting link, its note to the visitor on a confirm, its message on a decline. */
export const MEETING_URL_MAX = 500;
export const TEAM_TEXT_MAX = 500;

/** A person needs at least this long to fill the form; faster submissions are treated as spam. */
export const MIN_FILL_MS = 3000;
/** A form rendered further ahead than this (a wrong or forged clock) is treated as spam. */
export const RENDERED_AT_MAX_AHEAD_MS = 5 * 60_000;
/** A form rendered longer ago than this (a replayed body) is treated as spam. */
export const RENDERED_AT_MAX_AGE_MS = 24 * 60 * 60_000;

/** The longest reason of a closed day: it is shown beside the time-slot field and in a refusal. */
export const CLOSED_REASON_MAX = 200;
