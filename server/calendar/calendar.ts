import { addDays, isRealDate } from "../../src/booking/dates";

// A booking's calendar entry: the .ics file (RFC 5545) and the "Add to Google Calendar" /
// "Add to Outlook" links; and a calendar of many entries, which a calendar app subscribes
// to (the team's feed). Every time is written in UTC (`…Z`), so no VTIMEZONE is needed
// and a calendar shows the slot in its own zone, across DST changes too; an all-day
// entry is a DATE, which has no zone.

/** STATUS (RFC 5545 section 3.8.1.11): CANCELLED once declined or cancelled. */
export type EventStatus = "TENTATIVE" | "CONFIRMED" | "CANCELLED";

export interface CalendarEvent {
  /** Stable per booking, e.g. `${bookingId}@www.example.com`. */
  uid: string;
  /** Grows with every change the visitor is told of (0 for a new booking). */
  sequence: number;
  status: EventStatus;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The booking page link, at the end of the description; the URL too while there is no meeting link. */
  pageUrl: string;
  /**
   * Once confirmed, the meeting link: the event's URL and LOCATION (where a calendar shows
   * a place and offers to open it), and the location of the Google and Outlook forms.
   */
  meetingUrl: string | null;
  /** When the file is produced (DTSTAMP). */
  stamp: Date;
  organizer: { name: string; email: string };
}

const CRLF = "\r\n";
/** RFC 5545 section 3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

/** The ISO form of an instant without milliseconds: `2026-11-25T16:00:00Z`. */
function isoSeconds(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("calendar: invalid date");
  const iso = date.toISOString();
  // Years outside 0000-9999 come out as ±YYYYYY, which no calendar format accepts.
  if (!/^\d{4}-/.test(iso)) throw new RangeError(`calendar: year out of range in ${iso}`);
  return `${iso.slice(0, 19)}Z`;
}

/** The RFC 5545 UTC date-time form, `20261125T160000Z` (also what Google's `dates` takes). */
const basicUtc = (date: Date): string => isoSeconds(date).replace(/[-:]/g, "");

/** A caller's mistake would otherwise become a file calendars reject or misread. */
function checkEvent(event: CalendarEvent): void {
  if (!Number.isSafeInteger(event.sequence) || event.sequence < 0)
    throw new RangeError(`calendar: sequence must be a non-negative integer, got ${event.sequence}`);
  if (!(event.end.getTime() > event.start.getTime()))
    throw new RangeError("calendar: the event must end after it starts");
}

// ASCII control characters except HTAB (RFC 5545 CONTROL); CR and LF are turned into
// newlines before this is applied. They have no escape in TEXT and would break the file.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROLS = /[\x00-\x08\x0A-\x1F\x7F]/g;
const NEWLINES = /\r\n|\r|\n/g;

/** Lone surrogates as U+FFFD (so folding counts the octets that are written), newlines as `newline`, other controls dropped. */
const clean = (value: string, newline: string): string =>
  value.toWellFormed().replace(NEWLINES, newline).replace(CONTROLS, "");

/**
 * A TEXT value (RFC 5545 section 3.3.11): `\` `;` `,` escaped, any newline as `\n`. Colons
 * stay as they are: the first colon of a line ends the name.
 */
const escapeText = (value: string): string => clean(value.replace(/[\\;,]/g, "\\$&"), "\\n");

/** A URI or CAL-ADDRESS value is not TEXT: nothing is escaped, but a line break must not get in. */
const uriValue = (value: string): string => clean(value, "");

/**
 * A parameter value (the organizer's CN). RFC 5545 has no escape inside one: `,` `;` `:`
 * are allowed only within double quotes, and a double quote not at all, so it becomes `'`
 * (RFC 6868's `^'` is not read by every calendar). Newlines become spaces.
 */
function paramValue(value: string): string {
  const text = clean(value, " ").replaceAll('"', "'");
  return /[,;:]/.test(text) ? `"${text}"` : text;
}

/**
 * A content line folded at 75 octets (RFC 5545 section 3.1): each continuation starts with
 * one space, which counts toward its 75. Breaks fall between code points, never inside a
 * character's UTF-8 bytes; removing every CRLF + space gives back the line.
 */
function foldLine(line: string): string {
  let folded = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > MAX_LINE_OCTETS) {
      folded += `${CRLF} `;
      octets = 1;
    }
    folded += char;
    octets += size;
  }
  return folded;
}

/** The event's description as every client shows it: the text, then the booking link. */
function details(event: CalendarEvent): string {
  const text = event.description.trimEnd();
  return text ? `${text}\n\n${event.pageUrl}` : event.pageUrl;
}

/** The VEVENT's content lines, unfolded. */
function eventLines(event: CalendarEvent): string[] {
  const { name, email } = event.organizer;
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${basicUtc(event.stamp)}`,
    `DTSTART:${basicUtc(event.start)}`,
    `DTEND:${basicUtc(event.end)}`,
    // A change (a move, a confirm, a decline, a cancel) only replaces the copy a calendar
    // already has when its SEQUENCE is higher; the UID says which copy.
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.status}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(details(event))}`,
    // The meeting link, as TEXT (RFC 5545 section 3.8.1.7).
    ...(event.meetingUrl ? [`LOCATION:${escapeText(event.meetingUrl)}`] : []),
    `URL:${uriValue(event.meetingUrl ?? event.pageUrl)}`,
    `ORGANIZER;CN=${paramValue(name)}:mailto:${uriValue(email)}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** A whole day (a closed day): the date itself, in no zone, from its start to the next day's. */
export interface AllDayEvent {
  /** Stable per day, e.g. `closed-2026-12-24@www.example.com`. */
  uid: string;
  /** yyyy-MM-dd */
  date: string;
  summary: string;
  description: string;
  /** OPAQUE: the day counts as busy in free/busy; TRANSPARENT: shown, but leaves it free. */
  transparency: "OPAQUE" | "TRANSPARENT";
  /** When the file is produced (DTSTAMP). */
  stamp: Date;
}

/** `2026-12-24` as a DATE value (RFC 5545 section 3.3.4), `20261224`. */
function basicDate(date: string): string {
  if (!isRealDate(date)) throw new RangeError(`calendar: not a date: ${date}`);
  return date.replaceAll("-", "");
}

/** The all-day VEVENT's content lines, unfolded: DTEND is the next day (RFC 5545 section 3.6.1). */
function allDayLines(event: AllDayEvent): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${basicUtc(event.stamp)}`,
    `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
    `DTEND;VALUE=DATE:${basicDate(addDays(event.date, 1))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `TRANSP:${event.transparency}`,
    "END:VEVENT",
  ];
}

/**
 * A VCALENDAR of `body` (calendar properties, then components): CRLF line ends (the last
 * line's too), lines folded at 75 octets (RFC 5545).
 */
function vcalendar(productId: string, body: string[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(productId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...body,
    "END:VCALENDAR",
  ];
  return lines.map((line) => foldLine(line) + CRLF).join("");
}

/**
 * The whole VCALENDAR text of one booking: TEXT escaped, lines folded (`vcalendar`). A
 * declined or cancelled booking keeps METHOD:PUBLISH and says STATUS:CANCELLED: the file is
 * downloaded, not sent as an iTIP CANCEL. Throws a RangeError for an invalid date, a
 * negative sequence or an end not after the start.
 */
export function icsCalendar(event: CalendarEvent, productId: string): string {
  checkEvent(event);
  return vcalendar(productId, eventLines(event));
}

/** A calendar to subscribe to: its name, how often to fetch it again, and its entries. */
export interface SubscribedCalendar {
  productId: string;
  /** What a calendar app names it (X-WR-CALNAME, and RFC 7986's NAME). */
  name: string;
  /** How often to fetch it again, in minutes (RFC 7986's REFRESH-INTERVAL, and X-PUBLISHED-TTL, which Outlook and Apple read). */
  refreshMinutes: number;
  events: readonly CalendarEvent[];
  allDay: readonly AllDayEvent[];
}

/**
 * A calendar of many entries (`vcalendar`), for a calendar app to subscribe to by URL:
 * Google, Outlook and Apple read X-WR-CALNAME and X-PUBLISHED-TTL, newer ones RFC 7986's
 * NAME and REFRESH-INTERVAL. Throws a RangeError as `icsCalendar` does, or for a date that
 * is not one.
 */
export function icsSubscription(calendar: SubscribedCalendar): string {
  if (!Number.isSafeInteger(calendar.refreshMinutes) || calendar.refreshMinutes < 1)
    throw new RangeError(
      `calendar: refresh interval must be a positive integer, got ${calendar.refreshMinutes}`,
    );
  for (const event of calendar.events) checkEvent(event);
  const every = `PT${calendar.refreshMinutes}M`;
  return vcalendar(calendar.productId, [
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${every}`,
    `X-PUBLISHED-TTL:${every}`,
    ...calendar.events.flatMap(eventLines),
    ...calendar.allDay.flatMap(allDayLines),
  ]);
}

/**
 * A query string with spaces as `%20`, not URLSearchParams' `+`: Outlook shows a `+` as
 * is, and `%20` means a space to every decoder. A real `+` is already `%2B`.
 */
const query = (params: Record<string, string>): string =>
  new URLSearchParams(params).toString().replaceAll("+", "%20");

/** The "Add to Google Calendar" link. */
export function googleCalendarUrl(event: CalendarEvent): string {
  checkEvent(event);
  return `https://calendar.google.com/calendar/render?${query({
    action: "TEMPLATE",
    text: event.summary,
    dates: `${basicUtc(event.start)}/${basicUtc(event.end)}`,
    details: details(event),
    ...(event.meetingUrl && { location: event.meetingUrl }),
  })}`;
}

/** The "Add to Outlook" link (Outlook.com). */
export function outlookCalendarUrl(event: CalendarEvent): string {
  checkEvent(event);
  return `https://outlook.live.com/calendar/0/action/compose?${query({
    rru: "addevent",
    subject: event.summary,
    startdt: isoSeconds(event.start),
    enddt: isoSeconds(event.end),
    body: details(event),
    ...(event.meetingUrl && { location: event.meetingUrl }),
  })}`;
}
