import sql from "sql-template-tag";
import type { Queries } from "./database";
import { listClosedDays } from "./day-check";
import { heldBetween } from "./desk-lists";
import type { BookingRow } from "./store-sql";
import type { ClosedDay } from "./types";

// What the team's calendar feed reads (server/pages/team-feed.ts), over either database:
// the held bookings and the closed days of a range of dates, bounded.

/** The dates the feed covers, both included, and which of them is today (the company's zone). */
export interface FeedRange {
  from: string;
  until: string;
  today: string;
  /** At most this many bookings: the nearest ones (today's and later first, then the latest past ones). */
  limit: number;
}

export interface FeedRows {
  /** Requested and confirmed bookings of the range, by date and start. */
  bookings: BookingRow[];
  /** How many more held bookings the range has than `limit` let in. */
  leftOut: number;
  /** The closed days of the range (one a date: the range bounds them), earliest first. */
  closedDays: ClosedDay[];
}

/**
 * The feed's rows, read in one snapshot (`db`): when the range holds more bookings than
 * `limit`, the coming ones are kept first, then the most recent past ones.
 */
export async function feedRows(db: Queries, { from, until, today, limit }: FeedRange): Promise<FeedRows> {
  const nearest = sql`CASE WHEN date >= ${today} THEN 0 ELSE 1 END,
    CASE WHEN date >= ${today} THEN date END, date DESC, start_hour`;
  const { rows, more } = await heldBetween(db, from, until, limit, nearest);
  const bookings = rows.sort((a, b) => a.date.localeCompare(b.date) || a.timeSlot.localeCompare(b.timeSlot));
  return { bookings, leftOut: more, closedDays: await listClosedDays(db, { from, until }) };
}
