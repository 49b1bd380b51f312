import {
  type BookingCalls,
  bookingCalls,
  type DeliveryName,
  deliveryNames,
  REMINDER_CALL,
} from "../../src/booking/calls";
import { BIDI_CONTROL, CONTROL_CHARACTER } from "../../src/booking/schema";
import { SOURCE_KEYS, type Source } from "../../src/booking/visit-source";
import type { BookingLinks } from "../booking/booking-links";
import type { Booking, Delivery } from "../store/types";

/** One column per delivery call, named by the list of calls (`emailDelivery`, …). */
type DeliveryColumns = { [Name in DeliveryName as BookingCalls[Name]["column"]]: string };

const deliveryColumns = deliveryNames.map((name) => bookingCalls[name].column) as (keyof DeliveryColumns)[];

function deliveryState(delivery: Delivery): string {
  if (delivery.status === "delivered") return `delivered ${delivery.deliveredAt ?? ""}`.trim();
  if (delivery.status === "failed") {
    const when = delivery.failedAt ? ` ${delivery.failedAt}` : "";
    return `failed${when} (given up: ${delivery.lastError ?? "no reason recorded"})`;
  }
  // A reminder waits for its time (server/booking/reminder.ts): say when it goes.
  if (delivery.kind === REMINDER_CALL && delivery.attempts === 0)
    return `due ${new Date(delivery.nextAttemptAt).toISOString()}`;
  const error = delivery.lastError ? `, last error: ${delivery.lastError}` : "";
  return `pending (${delivery.attempts} attempt${delivery.attempts === 1 ? "" : "s"}${error})`;
}

function sourceText(source: Source | undefined): string {
  const parts = SOURCE_KEYS.flatMap((key) => (source?.[key] ? [[key, source[key]]] : []));
  return new URLSearchParams(parts).toString();
}

/** Where a booking call's delivery stands: none for a booking made without n8n, or (with n8n) for a call its client never made. */
function callState(booking: Booking, name: DeliveryName): string {
  const delivery = booking.deliveries.find((each) => each.kind === name);
  if (delivery) return deliveryState(delivery);
  return booking.deliveries.length === 0 ? "not sent (standalone)" : "not called";
}

/** One exported row: the booking, the visitor's request and where delivery stands. */
export function toRow(booking: Booking) {
  const { request } = booking;
  const deliveries = Object.fromEntries(
    deliveryNames.map((name) => [bookingCalls[name].column, callState(booking, name)]),
  ) as DeliveryColumns;
  return {
    bookingId: booking.id,
    createdAt: booking.createdAt,
    date: booking.date,
    timeSlot: booking.timeSlot,
    state: booking.state === "cancelled" ? `cancelled ${booking.cancelledAt ?? ""}`.trim() : booking.state,
    /** While confirmed: the meeting link; else "". */
    meetingUrl: booking.meetingUrl ?? "",
    /** How the visitor booked (`web`, `form`, `api`, `mcp`); "" for a booking made before it was recorded. */
    channel: booking.channel ?? "",
    /** Where it came from, as a query string in a fixed order (`utm_source=…&referrer=…`); "" when nothing was kept. */
    source: sourceText(request.source),
    hours: request.hours,
    name: request.name,
    email: request.email,
    phone: request.phone,
    isWhatsapp: request.isWhatsapp,
    serviceCategories: request.serviceCategories,
    subject: request.subject,
    description: request.description,
    ...deliveries,
    /** Each change of the booking sent to n8n (cancel, move) and where it stands; "" when none. */
    changeDeliveries: booking.deliveries
      .filter((delivery) => bookingCalls[delivery.kind].kind === "change")
      .map((delivery) => `${delivery.kind}: ${deliveryState(delivery)}`)
      .join("; "),
  };
}

type ExportRow = ReturnType<typeof toRow>;

/**
 * What the export never writes as it is: every control character and line separator (a
 * description's line breaks and tabs among them) and the text-direction characters, as
 * src/booking/schema.ts defines them. A booking stored before the schema refused them may
 * still hold any of them.
 */
const unsafeCharacter = new RegExp(`${CONTROL_CHARACTER.source}|${BIDI_CONTROL.source}`, "g");
const unsafeOrBackslash = new RegExp(`${unsafeCharacter.source}|\\\\`, "g");

const unicodeEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
const shortEscapes: Readonly<Record<string, string>> = {
  "\\": "\\\\",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
};

/**
 * Text for the operator's terminal or spreadsheet (a cell of the table or the CSV): each
 * unsafe character is written as a visible escape, `\n`, `\r`, `\t` or `\u001b`, so none can
 * move the cursor, forge a row, or turn text around; a backslash is written `\\`, so every
 * escape reads one way only (a visitor's own "\n" shows as `\\n`).
 */
export const printable = (text: string) =>
  text.replace(unsafeOrBackslash, (char) => shortEscapes[char] ?? unicodeEscape(char));

/**
 * A CSV cell: escaped as the table's (docs/product.md: the export escapes control
 * characters, so a description's line break reads `\n` in one row of the spreadsheet),
 * quoted, and never read as a formula by a spreadsheet (CSV injection).
 */
function cell(value: unknown): string {
  let text = printable(Array.isArray(value) ? value.join("; ") : String(value));
  // A leading = + - @ starts a formula, unless the cell is only a phone number's
  // characters. (A leading TAB or CR, the other two that can, is escaped by now.)
  if (/^[=+\-@]/.test(text) && !/^[+\d\s()-]+$/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly ExportRow[]): string {
  const columns: (keyof ExportRow)[] = [
    "bookingId",
    "createdAt",
    "date",
    "timeSlot",
    "state",
    "meetingUrl",
    "channel",
    "source",
    "hours",
    "name",
    "email",
    "phone",
    "isWhatsapp",
    "serviceCategories",
    "subject",
    "description",
    ...deliveryColumns,
    "changeDeliveries",
  ];
  const lines = [
    columns.join(","),
    ...rows.map((row) => columns.map((column) => cell(row[column])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * The JSON list: `JSON.stringify` writes the C0 controls inside strings as escapes, but
 * leaves DEL, C1 (U+009B is a terminal's CSI), the line separators and the text-direction
 * characters as they are; those are written as `\u` escapes too, which any JSON reader
 * reads back as the same text. A raw C0 in its output is its own indentation's line break.
 */
export function toJson(rows: readonly ExportRow[]): string {
  const json = JSON.stringify(rows, null, 2).replace(unsafeCharacter, (char) =>
    char < " " ? char : unicodeEscape(char),
  );
  return `${json}\n`;
}

export function toTable(rows: readonly ExportRow[]): string {
  const header = [
    "created (UTC)",
    "date",
    "slot",
    "state",
    "channel",
    "name",
    ...deliveryNames.map((name) => bookingCalls[name].heading),
    "changes",
    "booking id",
    "source",
  ];
  const body = rows.map((row) =>
    [
      row.createdAt.slice(0, 16).replace("T", " "),
      row.date,
      row.timeSlot,
      row.meetingUrl ? `${row.state} ${row.meetingUrl}` : row.state,
      row.channel,
      row.name,
      ...deliveryColumns.map((column) => row[column]),
      row.changeDeliveries,
      row.bookingId,
      row.source,
    ].map(printable),
  );
  return textTable(header, body);
}

/** Each booking's team page and visitor page links, in the listing's order, as a table. */
export function linksTable(bookings: readonly Booking[], links: BookingLinks): string {
  const header = ["date", "slot", "state", "booking id", "team page", "visitor page"];
  const body = bookings.map((booking) =>
    [
      booking.date,
      booking.timeSlot,
      booking.state,
      booking.id,
      links.staffUrl(booking.id),
      links.manageUrl(booking.id),
    ].map(printable),
  );
  return textTable(header, body);
}

/**
 * A table for the operator's terminal: each column as wide as its widest cell, a rule
 * under the headings, and the count of bookings (one a line). `body`'s cells must be printable already.
 */
function textTable(header: readonly string[], body: readonly string[][]): string {
  if (body.length === 0) return "No bookings yet.\n";
  const widths = header.map((title, index) =>
    Math.max(title.length, ...body.map((line) => (line[index] ?? "").length)),
  );
  const format = (line: readonly string[]) =>
    line
      .map((text, index) => text.padEnd(widths[index] ?? 0))
      .join("  ")
      .trimEnd();
  return `${[format(header), format(widths.map((width) => "-".repeat(width))), ...body.map(format)].join("\n")}\n${body.length} booking${body.length === 1 ? "" : "s"}\n`;
}
