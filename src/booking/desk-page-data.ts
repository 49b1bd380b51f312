import type { EndedState } from "./booking-states";

// What the team's desk shows (src/pages/team-desk.tsx), built on the server
// (server/pages/desk-page-data.ts): every text of a row ready to show, nothing to work out.

/** The query the desk's forms' 303 adds to `/team` (`?done=closed&from=…&until=…`): never personal data. */
export const DESK_DONE_PARAM = "done";
export type DeskDone = "confirmed" | "closed" | "reopened" | "queued" | "nothing_queued";
export const DESK_DONE: readonly DeskDone[] = ["confirmed", "closed", "reopened", "queued", "nothing_queued"];

/** A booking as a row of the desk. */
export interface DeskBookingRow {
  id: string;
  /** Its team page, opened by the desk's session. */
  teamPath: string;
  date: string;
  /** "Tue, Dec 1, 2026" */
  day: string;
  /** "14:00 to 15:00 EST" */
  time: string;
  hours: number;
  subject: string;
  name: string;
  channel: string;
  /** "3 hours ago" */
  requested: string;
  /** The version the one-press Confirm decides on. */
  sequence: number;
  /** Its slot has started: a request can no longer be confirmed (src/booking/change-window.ts `slotStarted`). */
  started: boolean;
  meetingUrl: string | null;
  /** On a closed day: its reason (the desk flags it). */
  closedDay: string | null;
  /** Once cancelled or declined: which, when and by whom. */
  ended?: { state: EndedState; ago: string; by: string };
}

/** A delivery given up for good. */
export interface DeskFailedRow {
  id: number;
  bookingId: string;
  teamPath: string;
  call: string;
  name: string;
  day: string;
  time: string;
  failed: string;
  lastError: string;
}

/** A range of dates, and each end as the desk writes it. */
export interface DeskDays {
  from: string;
  until: string;
  /** "Sun, Dec 20, 2026" */
  fromDay: string;
  /** The last date's, the same as `fromDay` for a single date. */
  untilDay: string;
}

/** Closed dates that follow each other with one reason (server/store/desk-lists.ts `closedRanges`): one row, one Reopen. */
export interface DeskClosedRow extends DeskDays {
  reason: string;
  /** How many dates, both ends counted. */
  days: number;
}

export interface DeskList<Row> {
  rows: Row[];
  more: number;
}

/** The close form's fields; `form` holds what belongs to no single field. */
export type DeskCloseField = "from" | "until" | "reason";
export type DeskCloseErrors = Partial<Record<DeskCloseField | "form", string>>;

export interface DeskPageData {
  /** What the post that led here did. */
  notice: string | null;
  /** A post just refused, said at the top. */
  error: string | null;
  /** A range just closed and the bookings still held on it. */
  closedHeld: (DeskList<DeskBookingRow> & DeskDays) | null;
  /** `MEETING_URL`: the one-press Confirm's link; null, no such button. */
  usualLink: string | null;
  waiting: DeskList<DeskBookingRow>;
  coming: DeskList<DeskBookingRow>;
  changed: DeskList<DeskBookingRow>;
  deliveries: { waiting: number; scheduled: number; failed: DeskList<DeskFailedRow> };
  /** The rows are ranges; `days` counts every closed date ahead, in rows shown or not. */
  closed: DeskList<DeskClosedRow> & { days: number };
  feedUrl: string;
  /** The close form: its first date's earliest value, what was sent when refused, and why. */
  closeForm: { min: string; values: Record<DeskCloseField, string>; errors: DeskCloseErrors };
}
