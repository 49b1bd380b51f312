import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  type CloseDays,
  closeDaysFrom,
  type DateRange,
  rangeInWords,
  reopenDaysSchema,
} from "../../src/booking/closed-days-schema";
import { todayIn } from "../../src/booking/dates";
import { type FieldIssue, type Parsed, parseWith } from "../../src/booking/schema";
import { confirmSchema, declineSchema } from "../../src/booking/team-schema";
import { createBookingLinks } from "../booking/booking-links";
import { ClosedDaysService } from "../booking/closed-days";
import { retryDeliveries } from "../booking/desk-service";
import { type DecisionOutcome, TEAM_REFUSALS, TeamService } from "../booking/team-service";
import { type Env, parseEnv } from "../env";
import { createLogger } from "../logger";
import { BookingStore } from "../store/booking-store";
import { LINK_SECRET, openDatabase } from "../store/open-store";
import { databaseLocation } from "../store/postgres/postgres-database";
import { linksTable, toCsv, toJson, toRow, toTable } from "./bookings-export";

export interface CommandIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The environment: read with the server's own schema (DATA_DIR, DATABASE_URL …). */
  env: Record<string, string | undefined>;
}

const USAGE =
  "Usage: npm run bookings [-- --csv | --json | --links | --desk-link | --cancel BOOKING_ID | --retry BOOKING_ID\n" +
  "         | --confirm BOOKING_ID [--meeting-url URL] [--note TEXT] | --decline BOOKING_ID [--message TEXT]\n" +
  "         | --close DATE [--until DATE] [--reason TEXT] | --reopen DATE [--until DATE] | --closed]\n" +
  "         [--data-dir DIR]\n" +
  "--confirm takes MEETING_URL when --meeting-url is not given.\n" +
  '--close closes a date (or every date to --until) for bookings, with a reason ("Closed" by default);\n' +
  "bookings already held on it stay as they are. --closed lists the closed days from today.\n" +
  "--links lists each booking's team page and visitor page links; --desk-link prints the team's desk\n" +
  "link alone. Both are private: whoever has one opens what it links to.\n" +
  "With DATABASE_URL set, the bookings are those of that PostgreSQL database.\n";

const OPTIONS = {
  csv: { type: "boolean" },
  json: { type: "boolean" },
  cancel: { type: "string" },
  retry: { type: "string" },
  confirm: { type: "string" },
  decline: { type: "string" },
  "meeting-url": { type: "string" },
  note: { type: "string" },
  message: { type: "string" },
  close: { type: "string" },
  reopen: { type: "string" },
  until: { type: "string" },
  reason: { type: "string" },
  closed: { type: "boolean" },
  links: { type: "boolean" },
  "desk-link": { type: "boolean" },
  "data-dir": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** The commands that change a booking: one at a time. */
const ACTIONS = ["cancel", "retry", "confirm", "decline", "close", "reopen"] as const;

/** The services' loggers: the command's output is its own lines. */
const silent = createLogger("silent");

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Why no link can be made, and what to do. */
export const NO_LINK_SECRET =
  "No link secret to sign with: start the server once on this store (it keeps one), or run this " +
  "with the server's BOOKING_LINK_SECRET.\n";

const STORE_FAILED = "The booking store failed; nothing changed.\n";

/** Writes `text` to stderr; returns the exit code. */
function fail(io: CommandIo, text: string, code = 1): number {
  io.stderr(text);
  return code;
}

const notFound = (store: BookingStore, bookingId: string, io: CommandIo) =>
  fail(io, `No booking with id ${bookingId} in ${store.location}. List them with: npm run bookings\n`);

/** The flags' issues, one line each, named as the command's flags; exit code 2. */
const flagIssues = (io: CommandIo, issues: readonly FieldIssue[], flagOf: (path: string) => string) =>
  fail(io, `${issues.map(({ path, message }) => `${flagOf(path)}: ${message}`).join("\n")}\n`, 2);

/**
 * `npm run bookings` (USAGE): the operator's list of the server's bookings and changes to one;
 * `--confirm` and `--decline` because a site without n8n has no team e-mail to act from.
 * Returns the exit code.
 */
export async function runBookingsCommand(args: string[], io: CommandIo): Promise<number> {
  let options: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS }>>["values"];
  let env: Env;
  try {
    options = parseArgs({ args, options: OPTIONS }).values;
    env = parseEnv(io.env);
  } catch (error) {
    return fail(io, `${messageOf(error)}\n${USAGE}`, 2);
  }
  if (options.help) {
    io.stdout(USAGE);
    return 0;
  }
  const dataDir = options["data-dir"] ?? env.DATA_DIR;
  const actions = ACTIONS.filter((action) => options[action] !== undefined);
  const action = actions[0];
  const misplaced =
    (action !== "confirm" && (options["meeting-url"] !== undefined || options.note !== undefined)) ||
    (action !== "decline" && options.message !== undefined) ||
    (action !== "close" && action !== "reopen" && options.until !== undefined) ||
    (action !== "close" && options.reason !== undefined) ||
    (action !== undefined && options.closed === true);
  // The links and the desk link are printed alone: with no other listing or action.
  const linkFlags = [options.links, options["desk-link"]].filter(Boolean).length;
  const other = action !== undefined || options.closed || options.csv || options.json;
  const oneListing = linkFlags === 0 || (linkFlags === 1 && !other);
  if (actions.length > 1 || (action && options[action] === "") || misplaced || !oneListing)
    return fail(io, USAGE, 2);
  // The days' flags are read before the store is opened: a bad date is one line, whatever the store.
  const days = { from: options.close ?? options.reopen, until: options.until, reason: options.reason };
  const today = todayIn(env.COMPANY_TIME_ZONE, new Date());
  const closing = action === "close" ? parseWith(closeDaysFrom(today), days) : undefined;
  const reopening = action === "reopen" ? parseWith(reopenDaysSchema, days) : undefined;
  const dayFlag = (path: string) => (path === "from" || path === "" ? `--${action}` : `--${path}`);
  if (closing && "issues" in closing) return flagIssues(io, closing.issues, dayFlag);
  if (reopening && "issues" in reopening) return flagIssues(io, reopening.issues, dayFlag);
  const format = options.csv ? toCsv : options.json ? toJson : toTable;
  // Signed with the variable, the desk link needs no store.
  if (options["desk-link"] && env.BOOKING_LINK_SECRET) return printLinks(env, null, io);

  if (!env.DATABASE_URL && !existsSync(join(dataDir, "bookings.sqlite"))) {
    io.stderr(`No booking store in ${dataDir} yet (it is created when the server starts).\n`);
    if (action || options["desk-link"]) return 1;
    io.stdout(options.closed ? "No closed days.\n" : format([]));
    return 0;
  }
  let store: BookingStore;
  try {
    store = new BookingStore(
      await openDatabase({ ...env, DATA_DIR: dataDir }, { operator: { readOnly: !action } }),
    );
  } catch (error) {
    // The store's errors carry no password.
    const location = env.DATABASE_URL ? databaseLocation(env.DATABASE_URL) : dataDir;
    return fail(io, `Cannot open the booking store at ${location}: ${messageOf(error)}\n`);
  }
  const closedDays = new ClosedDaysService({ store, timeZone: env.COMPANY_TIME_ZONE, logger: silent });
  try {
    if (options.closed) return await listClosed(closedDays, io);
    if (options["desk-link"] || options.links) return await printLinks(env, store, io, options.links);
    if (!action) {
      io.stdout(format((await store.listBookings()).map(toRow)));
      return 0;
    }
    if (closing) return await close(closedDays, closing.value, io);
    if (reopening) return await reopen(closedDays, reopening.value, io);
    // Each was parsed above, and answered: what is left changes one booking.
    if (action === "close" || action === "reopen") return 2;
    const bookingId = options[action] as string;
    if (action === "cancel") return await cancel(store, bookingId, io);
    if (action === "retry") return await retry(store, bookingId, io);
    const body =
      action === "confirm"
        ? { meetingUrl: options["meeting-url"] ?? env.MEETING_URL, note: options.note }
        : { message: options.message };
    return await decide(store, env, action, bookingId, body, io);
  } catch (error) {
    return fail(io, `The booking store failed: ${messageOf(error)}\n`);
  } finally {
    await store.close();
  }
}

/**
 * The private links, signed as the server signs them (so a site without n8n to e-mail them can
 * be run by hand): with `BOOKING_LINK_SECRET`, else the secret the server kept in the store at
 * its first start (server/store/open-store.ts). The desk link alone is one line and nothing else
 * on stdout (for `$(npm run -s bookings -- --desk-link)`); `each`: every booking's two links.
 */
async function printLinks(
  env: Env,
  store: BookingStore | null,
  io: CommandIo,
  each = false,
): Promise<number> {
  const kept = env.BOOKING_LINK_SECRET ? undefined : await store?.keptSecret(LINK_SECRET);
  const keyring = env.BOOKING_LINK_SECRET ?? (kept ? ([kept] as const) : null);
  if (!keyring) return fail(io, NO_LINK_SECRET);
  const links = createBookingLinks(env.SITE_URL, keyring);
  io.stdout(each && store ? linksTable(await store.listBookings(), links) : `${links.deskUrl()}\n`);
  return 0;
}

/** Cancels one booking in one transaction: its slot is free at once, and n8n is told through the outbox. */
async function cancel(store: BookingStore, bookingId: string, io: CommandIo): Promise<number> {
  const result = await store.cancel(bookingId, new Date(), "operator");
  switch (result.outcome) {
    case "not_found":
      return notFound(store, bookingId, io);
    case "ended":
      io.stdout(
        result.booking.state === "cancelled"
          ? `Booking ${bookingId} was already cancelled (at ${result.booking.cancelledAt}). Nothing changed.\n`
          : `Booking ${bookingId} was declined by the team. Nothing changed.\n`,
      );
      return 0;
    case "cancelled":
      io.stdout(`Cancelled booking ${bookingId}: its slot is free again.\n`);
      // The same cancel-consultation delivery as a visitor's cancel, sent by the server's worker.
      if (result.notifiesN8n)
        io.stdout("n8n is told through the outbox (cancel-consultation): the server sends it.\n");
      return 0;
  }
}

/**
 * Confirms or declines one booking as the team's page would (server/booking/team-service.ts:
 * the same rules, the same deliveries to n8n), recorded as the operator's.
 */
async function decide(
  store: BookingStore,
  env: Env,
  action: "confirm" | "decline",
  bookingId: string,
  body: Record<string, string | undefined>,
  io: CommandIo,
): Promise<number> {
  const team = new TeamService({
    store,
    worker: null,
    // The operator names the booking by id: no link to check.
    links: { teamVerifies: () => false },
    timeZone: env.COMPANY_TIME_ZONE,
    reminderLeadHours: env.REMINDER_LEAD_HOURS,
    logger: silent,
  });
  const booking = await store.findBooking(bookingId);
  if (!booking) return notFound(store, bookingId, io);
  // The command's flags parsed once here, by the schema the team's form and API use.
  const decided = <T>(read: Parsed<T>, decide: (body: T) => Promise<DecisionOutcome>) =>
    "issues" in read ? team.invalid(booking, read.issues) : decide(read.value);
  const outcome =
    action === "confirm"
      ? await decided(parseWith(confirmSchema, body), (value) => team.confirm(booking, value, "operator"))
      : await decided(parseWith(declineSchema, body), (value) => team.decline(booking, value, "operator"));
  switch (outcome.kind) {
    case "decided": {
      const { state, meetingUrl, deliveries } = outcome.booking;
      io.stdout(
        state === "confirmed"
          ? `Confirmed booking ${bookingId}: the meeting link is ${meetingUrl}.\n`
          : `Declined booking ${bookingId}: its slot is free again.\n`,
      );
      if (deliveries.length > 0)
        io.stdout(`n8n is told through the outbox (${action}-consultation): the server sends it.\n`);
      return 0;
    }
    case "invalid":
      return flagIssues(io, outcome.issues, (path) =>
        path === "meetingUrl" ? "--meeting-url" : `--${path}`,
      );
    case "refused":
      return fail(io, `${TEAM_REFUSALS[outcome.reason]} Nothing changed.\n`);
    case "not_found":
      return notFound(store, bookingId, io);
    case "store_unavailable":
      return fail(io, STORE_FAILED);
  }
}

/**
 * Queues a booking's failed deliveries again, as new (due now, nothing counted against
 * them): for after the cause was fixed (the workflow, its credentials). The server's
 * worker sends them at its next look at the outbox.
 */
async function retry(store: BookingStore, bookingId: string, io: CommandIo): Promise<number> {
  const retried = await retryDeliveries({ store, worker: null, logger: silent }, bookingId, new Date());
  if (retried.kind === "store_unavailable") throw new Error("the store could not be written");
  const queued = retried.count;
  if (queued > 0) {
    io.stdout(
      `Queued ${queued} failed ${queued === 1 ? "delivery" : "deliveries"} of booking ${bookingId} again: the server sends ${queued === 1 ? "it" : "them"} within a minute.\n`,
    );
    return 0;
  }
  const found = await store.findBooking(bookingId);
  if (!found) return notFound(store, bookingId, io);
  io.stdout(`Booking ${bookingId} has no failed delivery. Nothing changed.\n`);
  return 0;
}

/**
 * Closes a date or a range for bookings (server/booking/closed-days.ts). The bookings held
 * on those days stay as they are: they are listed, for the team to tell or cancel them.
 */
async function close(service: ClosedDaysService, closing: CloseDays, io: CommandIo): Promise<number> {
  const outcome = await service.close(closing);
  if (outcome.kind === "store_unavailable") return fail(io, STORE_FAILED);
  const { range, days, held } = outcome;
  io.stdout(`Closed ${rangeInWords(range)} (${days} ${days === 1 ? "day" : "days"}): ${range.reason}\n`);
  if (held.length > 0) {
    const one = held.length === 1;
    io.stdout(
      `${held.length} ${one ? "booking is" : "bookings are"} held on ${days === 1 ? "that day" : "those days"} and ${one ? "stays as it is; tell its visitor" : "stay as they are; tell their visitors"}, or cancel with --cancel BOOKING_ID:\n`,
    );
    for (const booking of held)
      io.stdout(`  ${booking.date} ${booking.timeSlot}  ${booking.state}  ${booking.id}\n`);
  }
  return 0;
}

async function reopen(service: ClosedDaysService, reopening: DateRange, io: CommandIo): Promise<number> {
  const outcome = await service.reopen(reopening);
  if (outcome.kind === "store_unavailable") return fail(io, STORE_FAILED);
  io.stdout(
    outcome.dates.length === 0
      ? `No closed day in ${rangeInWords(outcome.range)}. Nothing changed.\n`
      : `Reopened ${outcome.dates.join(", ")}.\n`,
  );
  return 0;
}

/** The closed days from today (the company's zone), one a line: the date and its reason. */
async function listClosed(service: ClosedDaysService, io: CommandIo): Promise<number> {
  const outcome = await service.upcoming();
  if (outcome.kind === "store_unavailable") return fail(io, "The booking store failed.\n");
  if (outcome.days.length === 0) io.stdout("No closed days.\n");
  for (const day of outcome.days) io.stdout(`${day.date}  ${day.reason}\n`);
  return 0;
}
