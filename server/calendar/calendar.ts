// A booking's calendar entry: the .ics file (RFC 5545) and the "Add to Google Calendar" /
// "Add to Outlook" links. Every time is written in UTC (`…Z`), so no VTIMEZONE is needed
// and the visitor's calendar shows the slot in its own zone, across DST changes too.

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
  if (!Number.isSafeInteger(event.sequence) || event.sequence < 0) {
    throw new RangeError(`calendar: sequence must be a non-negative integer, got ${event.sequence}`);
  }
  if (!(event.end.getTime() > event.start.getTime())) {
    throw new RangeError("calendar: the event must end after it starts");
  }
}

// ASCII control characters except HTAB (RFC 5545 CONTROL); CR and LF are turned into
// newlines before this is applied. They have no escape in TEXT and would break the file.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROLS = /[\x00-\x08\x0A-\x1F\x7F]/g;
const NEWLINES = /\r\n|\r|\n/g;

/**
 * A TEXT value (RFC 5545 section 3.3.11): `\` `;` `,` escaped, any newline as `\n`, other
 * controls dropped. Colons stay as they are: the first colon of a line ends the name.
 * Lone surrogates become U+FFFD now, so folding counts the octets that are written.
 */
function escapeText(value: string): string {
  return value
    .toWellFormed()
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(NEWLINES, "\\n")
    .replace(CONTROLS, "");
}

/** A URI or CAL-ADDRESS value is not TEXT: nothing is escaped, but a line break must not get in. */
const uriValue = (value: string): string => value.toWellFormed().replace(NEWLINES, "").replace(CONTROLS, "");

/**
 * A parameter value (the organizer's CN). RFC 5545 has no escape inside one: `,` `;` `:`
 * are allowed only within double quotes, and a double quote not at all, so it becomes `'`
 * (RFC 6868's `^'` is not read by every calendar). Newlines become spaces.
 */
function paramValue(value: string): string {
  const text = value.toWellFormed().replace(NEWLINES, " ").replace(CONTROLS, "").replaceAll('"', "'");
  return /[,;:]/.test(text) ? `"${text}"` : text;
}

/**
 * A content line folded at 75 octets (RFC 5545 section 3.1): each continuation starts with
 * one space, which counts toward its 75. Breaks fall between code points, never inside a
 * character's UTF-8 bytes; removing every CRLF + space gives back the line.
 */
function foldLine(line: string): string {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(part);
      part = " ";
      octets = 1;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join(CRLF);
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

/**
 * The whole VCALENDAR text of one booking: CRLF line ends (the last line's too), TEXT
 * escaped, lines folded at 75 octets (RFC 5545). A declined or cancelled booking keeps
 * METHOD:PUBLISH and says STATUS:CANCELLED: the file is downloaded, not sent as an iTIP CANCEL.
 * Throws a RangeError for an invalid date, a negative sequence or an end not after the start.
 */
export function icsCalendar(event: CalendarEvent, productId: string): string {
  checkEvent(event);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(productId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...eventLines(event),
    "END:VCALENDAR",
  ];
  return lines.map((line) => foldLine(line) + CRLF).join("");
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
