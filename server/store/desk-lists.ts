import sql, { type Sql } from "sql-template-tag";
import type { Actor } from "../../src/booking/booking-states";
import { REMINDER_CALL } from "../../src/booking/calls";
import { CLOSED_RANGE_MAX_DAYS } from "../../src/booking/closed-days-schema";
import { addDays } from "../../src/booking/dates";
import type { Queries } from "./database";
import { BOOKING, type BookingRow, bookingRowOf, holdingSlot, type StoredBooking } from "./store-sql";
import type { ClosedDay, Delivery } from "./types";

// The team desk's lists (docs/architecture.md#the-teams-desk), read in one snapshot by
// `BookingStore.deskLists`: each bounded to `limit` rows, with how many more there are.

/** A bounded list: its first rows, and how many more the store holds. */
export interface Listed<Row> {
  rows: Row[];
  more: number;
}

/** A cancelled or declined booking, with when and by whom it ended. */
export type EndedBooking = BookingRow & { endedAt: string; endedBy: Actor };

/** A delivery given up for good (a dead letter), with what the desk names its booking by. */
export interface FailedDelivery
  extends Pick<Delivery, "id" | "bookingId" | "kind" | "attempts" | "lastError" | "failedAt">,
    Pick<BookingRow, "date" | "timeSlot"> {
  name: string;
}

/**
 * Closed dates that follow each other day by day with one reason, as the desk lists them:
 * one row, one Reopen of the whole range.
 */
export interface ClosedRange {
  from: string;
  until: string;
  reason: string;
  /** How many dates, both ends counted. */
  days: number;
}

/**
 * Closed days (earliest first) as ranges: a date joins the range before it when it is that
 * range's next day with the same reason; a gap or another reason starts a new one. A range
 * never spans more than `maxDays` (what one reopen takes, src/booking/closed-days-schema.ts):
 * a longer run is split into consecutive ranges, each reopened by its own press.
 */
export function closedRanges(
  days: readonly Pick<ClosedDay, "date" | "reason">[],
  maxDays = CLOSED_RANGE_MAX_DAYS,
): ClosedRange[] {
  const ranges: ClosedRange[] = [];
  for (const { date, reason } of days) {
    const last = ranges.at(-1);
    if (last && last.reason === reason && last.days < maxDays && date === addDays(last.until, 1)) {
      last.until = date;
      last.days += 1;
    } else ranges.push({ from: date, until: date, reason, days: 1 });
  }
  return ranges;
}

export interface DeskListsQuery {
  /** The company's date today: lists of what is ahead start there. */
  today: string;
  /** The last date of *Coming up*. */
  comingUntil: string;
  /** *Recently changed* starts at this time. */
  changedSince: Date;
  /** Now, for the deliveries due (ms epoch). */
  now: number;
  limit: number;
}

export interface DeskLists {
  /** Requested bookings from today, soonest slot first. */
  waiting: Listed<BookingRow>;
  /** Confirmed bookings from today to `comingUntil`, by date and time. */
  coming: Listed<BookingRow>;
  /** Cancelled or declined since `changedSince`, latest first. */
  changed: Listed<EndedBooking>;
  /** Deliveries waiting to be sent (reminders not yet due apart), and those given up, latest first. */
  deliveries: { waiting: number; scheduled: number; failed: Listed<FailedDelivery> };
  /** Closed days from today as ranges (`closedRanges`), earliest first: the rows count ranges. */
  closed: Listed<ClosedRange>;
  /** Every closed day from today and its reason, shown or not: what flags a booking held on one. */
  closedDays: Pick<ClosedDay, "date" | "reason">[];
}

async function bounded<Row>(db: Queries, select: Sql, from: Sql, order: Sql, limit: number) {
  const rows = await db.all<Row>(sql`SELECT ${select} FROM ${from} ORDER BY ${order} LIMIT ${limit}`);
  if (rows.length < limit) return { rows, more: 0 };
  // PostgreSQL's bigint count arrives as text.
  const total = await db.get<{ count: number | string }>(sql`SELECT COUNT(*) AS count FROM ${from}`);
  return { rows, more: Number(total?.count ?? 0) - rows.length };
}

/** The desk's lists, each read in `db` (a snapshot, so they agree with each other). */
export async function deskLists(db: Queries, query: DeskListsQuery): Promise<DeskLists> {
  const { today, comingUntil, changedSince, now, limit } = query;
  const bookings = <Row extends BookingRow>(select: Sql, from: Sql, order: Sql) =>
    bounded<StoredBooking & Omit<Row, keyof BookingRow>>(db, select, from, order, limit).then(
      ({ rows, more }) => ({ rows: rows.map((row) => ({ ...row, ...bookingRowOf(row) }) as Row), more }),
    );
  const waiting = await bookings<BookingRow>(
    BOOKING,
    sql`bookings WHERE state = 'requested' AND date >= ${today}`,
    sql`date, start_hour, created_at`,
  );
  const coming = await bookings<BookingRow>(
    BOOKING,
    sql`bookings WHERE state = 'confirmed' AND date >= ${today} AND date <= ${comingUntil}`,
    sql`date, start_hour, created_at`,
  );
  // The event that ended it: its kind is the state it ended in.
  const changed = await bookings<EndedBooking>(
    sql`${BOOKING}, e.at AS "endedAt", e.actor AS "endedBy"`,
    sql`bookings JOIN (SELECT booking_id, kind, at, actor, id AS event FROM booking_events) e
      ON e.booking_id = bookings.id AND e.kind = bookings.state
      WHERE state IN ('cancelled', 'declined') AND e.at >= ${changedSince.toISOString()}`,
    sql`e.at DESC, e.event DESC`,
  );
  const reminderAhead = sql`kind = ${REMINDER_CALL} AND attempts = 0 AND next_attempt_at > ${now}`;
  const pending = await db.get<{ waiting: number | string; scheduled: number | string }>(sql`SELECT
    COUNT(CASE WHEN NOT (${reminderAhead}) THEN 1 END) AS waiting,
    COUNT(CASE WHEN ${reminderAhead} THEN 1 END) AS scheduled FROM deliveries WHERE status = 'pending'`);
  const failed = await bounded<FailedDelivery & { request: string }>(
    db,
    sql`d.id, d.booking_id AS "bookingId", d.kind, d.attempts, d.last_error AS "lastError",
      d.failed_at AS "failedAt", b.date, b.time_slot AS "timeSlot", b.request`,
    sql`deliveries d JOIN bookings b ON b.id = d.booking_id WHERE d.status = 'failed'`,
    sql`d.failed_at DESC, d.id DESC`,
    limit,
  );
  // All of them, not `limit` rows: a range's last date and the count of ranges past the
  // bound need every date. They are few: the holidays ahead a team closes (one row per
  // date, at most 366 a close), read once per desk page.
  const closedDays = await db.all<Pick<ClosedDay, "date" | "reason">>(
    sql`SELECT date, reason FROM closed_days WHERE date >= ${today} ORDER BY date`,
  );
  const ranges = closedRanges(closedDays);
  return {
    waiting,
    coming,
    changed,
    deliveries: {
      waiting: Number(pending?.waiting ?? 0),
      scheduled: Number(pending?.scheduled ?? 0),
      failed: {
        rows: failed.rows.map(({ request, ...row }) => ({
          ...row,
          name: (JSON.parse(request) as { name: string }).name,
        })),
        more: failed.more,
      },
    },
    closed: { rows: ranges.slice(0, limit), more: Math.max(0, ranges.length - limit) },
    closedDays,
  };
}

/**
 * The bookings holding their slots from `from` to `until`, in `order` (by date and time, as
 * a closed range lists them): at most `limit`, and how many more.
 */
export async function heldBetween(
  db: Queries,
  from: string,
  until: string,
  limit: number,
  order = sql`date, start_hour`,
): Promise<Listed<BookingRow>> {
  const held = sql`bookings WHERE date >= ${from} AND date <= ${until} AND ${holdingSlot()}`;
  const { rows, more } = await bounded<StoredBooking>(db, BOOKING, held, order, limit);
  return { rows: rows.map(bookingRowOf), more };
}
