import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Parsed, parseWith } from "../../src/booking/schema";
import { confirmSchema, declineSchema } from "../../src/booking/team-schema";
import { type DecisionOutcome, TEAM_REFUSALS, TeamService } from "../booking/team-service";
import { type Env, parseEnv } from "../env";
import { createLogger } from "../logger";
import { BookingStore } from "../store/booking-store";
import { openDatabase } from "../store/open-store";
import { databaseLocation } from "../store/postgres/postgres-database";
import { toCsv, toJson, toRow, toTable } from "./bookings-export";

export interface CommandIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The environment: read with the server's own schema (DATA_DIR, DATABASE_URL …). */
  env: Record<string, string | undefined>;
}

const USAGE =
  "Usage: npm run bookings [-- --csv | --json | --cancel BOOKING_ID | --retry BOOKING_ID\n" +
  "         | --confirm BOOKING_ID [--meeting-url URL] [--note TEXT] | --decline BOOKING_ID [--message TEXT]]\n" +
  "         [--data-dir DIR]\n" +
  "--confirm takes MEETING_URL when --meeting-url is not given.\n" +
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
  "data-dir": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** The commands that change a booking: one at a time. */
const ACTIONS = ["cancel", "retry", "confirm", "decline"] as const;
type Action = (typeof ACTIONS)[number];

const FORMATS = { csv: toCsv, json: toJson, table: toTable };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function notFound(store: BookingStore, bookingId: string, io: CommandIo): number {
  io.stderr(`No booking with id ${bookingId} in ${store.location}. List them with: npm run bookings\n`);
  return 1;
}

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
    io.stderr(`${messageOf(error)}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    io.stdout(USAGE);
    return 0;
  }
  const dataDir = options["data-dir"] ?? env.DATA_DIR;
  const actions = ACTIONS.filter((action) => options[action] !== undefined);
  const action: Action | undefined = actions[0];
  const misplaced =
    (action !== "confirm" && (options["meeting-url"] !== undefined || options.note !== undefined)) ||
    (action !== "decline" && options.message !== undefined);
  if (actions.length > 1 || (action && options[action] === "") || misplaced) {
    io.stderr(USAGE);
    return 2;
  }
  const changes = action !== undefined;
  const format = FORMATS[options.csv ? "csv" : options.json ? "json" : "table"];

  if (!env.DATABASE_URL && !existsSync(join(dataDir, "bookings.sqlite"))) {
    io.stderr(`No booking store in ${dataDir} yet (it is created when the server starts).\n`);
    if (changes) return 1;
    io.stdout(format([]));
    return 0;
  }
  let store: BookingStore;
  try {
    store = new BookingStore(
      await openDatabase({ ...env, DATA_DIR: dataDir }, { operator: { readOnly: !changes } }),
    );
  } catch (error) {
    // The store's errors carry no password.
    const location = env.DATABASE_URL ? databaseLocation(env.DATABASE_URL) : dataDir;
    io.stderr(`Cannot open the booking store at ${location}: ${messageOf(error)}\n`);
    return 1;
  }
  try {
    if (!action) {
      io.stdout(format((await store.listBookings()).map(toRow)));
      return 0;
    }
    const bookingId = options[action] as string;
    if (action === "cancel") return await cancel(store, bookingId, io);
    if (action === "retry") return await retry(store, bookingId, io);
    const body =
      action === "confirm"
        ? { meetingUrl: options["meeting-url"] ?? env.MEETING_URL, note: options.note }
        : { message: options.message };
    return await decide(store, env, action, bookingId, body, io);
  } catch (error) {
    io.stderr(`The booking store failed: ${messageOf(error)}\n`);
    return 1;
  } finally {
    await store.close();
  }
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
    logger: createLogger("silent"),
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
    case "invalid": {
      const flag = (path: string) => (path === "meetingUrl" ? "--meeting-url" : `--${path}`);
      const lines = outcome.issues.map(({ path, message }) => `${flag(path)}: ${message}`);
      io.stderr(`${lines.join("\n")}\n`);
      return 2;
    }
    case "refused":
      io.stderr(`${TEAM_REFUSALS[outcome.reason]} Nothing changed.\n`);
      return 1;
    case "not_found":
      return notFound(store, bookingId, io);
    case "store_unavailable":
      io.stderr("The booking store failed; nothing changed.\n");
      return 1;
  }
}

/**
 * Queues a booking's failed deliveries again, as new (due now, nothing counted against
 * them): for after the cause was fixed (the workflow, its credentials). The server's
 * worker sends them at its next look at the outbox.
 */
async function retry(store: BookingStore, bookingId: string, io: CommandIo): Promise<number> {
  const queued = await store.outbox.retryFailed(bookingId, Date.now());
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
