import sql, { empty, join } from "sql-template-tag";
import { addDays } from "../../src/booking/dates";
import { bufferedSpan } from "../../src/booking/day-rules";
import type { SlotRange } from "../../src/booking/slots";
import type { Dialect, Queries, Transaction } from "./database";
import { holdingSlot } from "./store-sql";
import type { ClosedDay, DayLimits, DayRefusal, HeldBooking } from "./types";

const DAY_MINUTES = 24 * 60;

// A day's rules as the store checks them, and the closed days it keeps (see
// docs/architecture.md#where-each-rule-lives). Every booking or move onto a date takes
// that date's lock first (an advisory lock across a fleet on PostgreSQL; SQLite lets one
// writer in at a time), so the closed day, the daily limit and the buffer are read with no
// other writer of that date in between: two instances cannot overbook one day.

/**
 * The first rule of the day that a booking of `slot` on `date` breaks, in this order: the
 * day is closed, the day is full (`dailyLimit` held bookings start on it), or the slot lies
 * within `bufferMinutes` of a held booking (`slot_taken`), the day before's or the next
 * day's too when the buffer reaches past midnight; null when none. `except`: a moving
 * booking, whose own row counts for none of them. Where the database refuses overlaps
 * itself and there is no buffer, the overlap is left to its constraint.
 */
export async function dayRefusal(
  tx: Transaction,
  dialect: Dialect,
  { date, slot, day }: { date: string; slot: SlotRange; day?: DayLimits },
  except = "",
): Promise<DayRefusal | { outcome: "slot_taken" } | null> {
  const { bufferMinutes, dailyLimit } = day ?? { bufferMinutes: 0, dailyLimit: null };
  const span = bufferedSpan(slot, bufferMinutes);
  // The days the buffered slot reaches, in minutes of `date`'s clock (the day before is
  // -1440 to 0): only a company open around midnight reaches past its own day.
  const reached = [-1, 0, 1].filter(
    (offset) => span.start < (offset + 1) * DAY_MINUTES && offset * DAY_MINUTES < span.end,
  );
  // Earliest first, as every writer takes them, so two bookings either side of midnight wait rather than deadlock.
  for (const offset of reached) await tx.lock("day", addDays(date, offset));
  const others = sql`${holdingSlot()} AND id <> ${except}`;
  const held =
    dailyLimit === null ? sql`NULL` : sql`(SELECT COUNT(*) FROM bookings WHERE date = ${date} AND ${others})`;
  const near = reached.map((offset) => {
    const shift = offset * DAY_MINUTES;
    return sql`(date = ${addDays(date, offset)} AND start_hour * 60 + ${shift} < ${span.end}
      AND end_hour * 60 + ${shift} > ${span.start})`;
  });
  const taken =
    dialect.refusesOverlap && bufferMinutes === 0
      ? sql`NULL`
      : sql`(SELECT 1 FROM bookings WHERE (${join(near, " OR ")}) AND ${others} LIMIT 1)`;
  const row = await tx.get<{ closed: string | null; held: number | null; taken: number | null }>(sql`SELECT
    (SELECT reason FROM closed_days WHERE date = ${date}) AS closed, ${held} AS held, ${taken} AS taken`);
  if (row?.closed != null) return { outcome: "day_closed", reason: row.closed };
  if (dailyLimit !== null && Number(row?.held) >= dailyLimit) return { outcome: "day_full" };
  return row?.taken != null ? { outcome: "slot_taken" } : null;
}

const inRange = (from: string, until: string) => sql`date >= ${from} AND date <= ${until}`;

/**
 * Closes every date of the range with `reason` (a date closed already keeps when it was
 * closed and takes the new reason), each under its day's lock, so a booking being made on
 * one either committed first (and is listed) or finds the day closed. Returns the bookings
 * held on those days: they stay as they are.
 */
export async function closeDays(
  tx: Transaction,
  { from, until, reason, now }: { from: string; until: string; reason: string; now: Date },
): Promise<HeldBooking[]> {
  const dates: string[] = [];
  for (let date = from; date <= until; date = addDays(date, 1)) dates.push(date);
  for (const date of dates) await tx.lock("day", date);
  const at = now.toISOString();
  await tx.run(sql`INSERT INTO closed_days (date, reason, closed_at)
    VALUES ${join(dates.map((date) => sql`(${date}, ${reason}, ${at})`))}
    ON CONFLICT (date) DO UPDATE SET reason = excluded.reason`);
  return tx.all<HeldBooking>(sql`SELECT id, date, time_slot AS "timeSlot", state FROM bookings
    WHERE ${inRange(from, until)} AND ${holdingSlot()} ORDER BY date, start_hour`);
}

/** Opens the range's closed dates again; returns those that were closed. */
export async function reopenDays(tx: Transaction, from: string, until: string): Promise<string[]> {
  const closed = await tx.all<{ date: string }>(
    sql`SELECT date FROM closed_days WHERE ${inRange(from, until)} ORDER BY date`,
  );
  await tx.run(sql`DELETE FROM closed_days WHERE ${inRange(from, until)}`);
  return closed.map((row) => row.date);
}

/** The closed days from `from` until `until` (either open-ended when absent), earliest first. */
export function listClosedDays(
  db: Queries,
  { from, until }: { from?: string; until?: string } = {},
): Promise<ClosedDay[]> {
  const after = from === undefined ? empty : sql` AND date >= ${from}`;
  const before = until === undefined ? empty : sql` AND date <= ${until}`;
  return db.all<ClosedDay>(sql`SELECT date, reason, closed_at AS "closedAt" FROM closed_days
    WHERE 1 = 1${after}${before} ORDER BY date`);
}
