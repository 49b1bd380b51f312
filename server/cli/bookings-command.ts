import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Env, parseEnv } from "../env";
import { BookingStore } from "../store/booking-store";
import { openDatabase } from "../store/open-store";
import { databaseLocation } from "../store/postgres-database";
import { toCsv, toJson, toRow, toTable } from "./bookings-export";

export interface CommandIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The environment: read with the server's own schema (DATA_DIR, DATABASE_URL …). */
  env: Record<string, string | undefined>;
}

const USAGE =
  "Usage: npm run bookings [-- --csv | --json | --cancel BOOKING_ID | --retry BOOKING_ID] [--data-dir DIR]\n" +
  "With DATABASE_URL set, the bookings are those of that PostgreSQL database.\n";

const OPTIONS = {
  csv: { type: "boolean" },
  json: { type: "boolean" },
  cancel: { type: "string" },
  retry: { type: "string" },
  "data-dir": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

type Format = "csv" | "json" | "table";

/**
 * `npm run bookings`: the operator's view of the booking store, with or without n8n
 * (every booking, its state and its deliveries), `--cancel ID` to cancel one, and
 * `--retry ID` to queue a booking's failed deliveries (dead letters) again. The
 * store is the server's: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR.
 * Returns the exit code.
 */
export async function runBookingsCommand(args: string[], io: CommandIo): Promise<number> {
  let options: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS }>>["values"];
  let env: Env;
  try {
    options = parseArgs({ args, options: OPTIONS }).values;
    env = parseEnv(io.env);
  } catch (error) {
    io.stderr(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    io.stdout(USAGE);
    return 0;
  }
  const { cancel: cancelId, retry: retryId } = options;
  const dataDir = options["data-dir"] ?? env.DATA_DIR;
  if (cancelId === "" || retryId === "" || (cancelId !== undefined && retryId !== undefined)) {
    io.stderr(USAGE);
    return 2;
  }
  const changes = cancelId !== undefined || retryId !== undefined;
  const format: Format = options.csv ? "csv" : options.json ? "json" : "table";

  if (!env.DATABASE_URL && !existsSync(join(dataDir, "bookings.sqlite"))) {
    io.stderr(`No booking store in ${dataDir} yet (it is created when the server starts).\n`);
    if (changes) return 1;
    io.stdout(format === "json" ? toJson([]) : format === "csv" ? toCsv([]) : "No bookings yet.\n");
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
    io.stderr(
      `Cannot open the booking store at ${location}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
  try {
    if (cancelId !== undefined) return await cancel(store, cancelId, io);
    if (retryId !== undefined) return await retry(store, retryId, io);
    return await list(store, format, io);
  } catch (error) {
    io.stderr(`The booking store failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await store.close();
  }
}

async function list(store: BookingStore, format: Format, io: CommandIo): Promise<number> {
  const rows = (await store.listBookings()).map(toRow);
  io.stdout(format === "json" ? toJson(rows) : format === "csv" ? toCsv(rows) : toTable(rows));
  return 0;
}

/** Cancels one booking in one transaction: its slot is free at once, and n8n is told through the outbox. */
async function cancel(store: BookingStore, bookingId: string, io: CommandIo): Promise<number> {
  const result = await store.cancel(bookingId, new Date(), "operator");
  switch (result.outcome) {
    case "not_found":
      io.stderr(`No booking with id ${bookingId} in ${store.location}. List them with: npm run bookings\n`);
      return 1;
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
 * Queues a booking's failed deliveries again, as new (due now, nothing counted against
 * them): for after the cause was fixed (the workflow, its credentials). The server's
 * worker sends them at its next look at the outbox.
 */
async function retry(store: BookingStore, bookingId: string, io: CommandIo): Promise<number> {
  const queued = await store.retryFailed(bookingId, Date.now());
  if (queued > 0) {
    io.stdout(
      `Queued ${queued} failed ${queued === 1 ? "delivery" : "deliveries"} of booking ${bookingId} again: the server sends ${queued === 1 ? "it" : "them"} within a minute.\n`,
    );
    return 0;
  }
  const found = await store.findBooking(bookingId);
  if (!found) {
    io.stderr(`No booking with id ${bookingId} in ${store.location}. List them with: npm run bookings\n`);
    return 1;
  }
  io.stdout(`Booking ${bookingId} has no failed delivery. Nothing changed.\n`);
  return 0;
}
