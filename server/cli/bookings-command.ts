import { existsSync } from "node:fs";
import { join } from "node:path";
import type { AsyncBookingStore } from "../store/async-booking-store";
import { BookingStore } from "../store/booking-store";
import { databaseLocation } from "../store/open-store";
import { PostgresBookingStore } from "../store/postgres-store";
import { sqliteAsyncStore } from "../store/sqlite-async-store";
import { toCsv, toRow, toTable } from "./bookings-export";

export interface CommandIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** DATA_DIR from the environment, the default folder of the store. */
  dataDir?: string;
  /** DATABASE_URL from the environment: the fleet's PostgreSQL store, which wins over any folder. */
  databaseUrl?: string;
}

const USAGE =
  "Usage: npm run bookings [-- --csv | --json | --cancel BOOKING_ID | --retry BOOKING_ID] [--data-dir DIR]\n" +
  "With DATABASE_URL set, the bookings are those of that PostgreSQL database.\n";
const VALUED = ["--data-dir", "--cancel", "--retry"];
const FLAGS = ["--csv", "--json", "--help", "-h"];

type Format = "csv" | "json" | "table";

/**
 * `npm run bookings`: the operator's view of the booking store, with or without n8n
 * (every booking, its state and its deliveries), `--cancel ID` to cancel one, and
 * `--retry ID` to queue a booking's failed deliveries (dead letters) again. The
 * store is the server's: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR.
 * Returns the exit code.
 */
export async function runBookingsCommand(args: readonly string[], io: CommandIo): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) {
    io.stdout(USAGE);
    return 0;
  }
  const optionValue = (name: string) => {
    const index = args.indexOf(name);
    const value = index === -1 ? undefined : (args[index + 1] ?? "");
    // A missing value is not the next option's name.
    return value?.startsWith("--") ? "" : value;
  };
  const unknown = args.filter(
    (arg, index) => !FLAGS.includes(arg) && !VALUED.includes(arg) && !VALUED.includes(args[index - 1] ?? ""),
  );
  const dataDir = optionValue("--data-dir") ?? io.dataDir ?? "./data";
  const cancelId = optionValue("--cancel");
  const retryId = optionValue("--retry");
  const changes = cancelId !== undefined || retryId !== undefined;
  if (!dataDir || cancelId === "" || retryId === "" || (cancelId && retryId) || unknown.length > 0) {
    io.stderr(`${unknown.length > 0 ? `Unknown option: ${unknown.join(" ")}\n` : ""}${USAGE}`);
    return 2;
  }
  const format: Format = args.includes("--csv") ? "csv" : args.includes("--json") ? "json" : "table";

  if (!io.databaseUrl && !existsSync(join(dataDir, "bookings.sqlite"))) {
    io.stderr(`No booking store in ${dataDir} yet (it is created when the server starts).\n`);
    if (changes) return 1;
    io.stdout(format === "json" ? "[]\n" : format === "csv" ? toCsv([]) : "No bookings yet.\n");
    return 0;
  }
  const opened = await openForCommand(io, dataDir, !changes);
  if (!opened) return 1;
  try {
    if (cancelId !== undefined) return await cancel(opened.store, opened.location, cancelId, io);
    if (retryId !== undefined) return await retry(opened.store, opened.location, retryId, io);
    return await list(opened.store, format, io);
  } catch (error) {
    io.stderr(`The booking store failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await opened.store.close();
  }
}

/** The server's store: PostgreSQL (one connection), or the SQLite file, read-only when only listing. */
async function openForCommand(
  io: CommandIo,
  dataDir: string,
  readOnly: boolean,
): Promise<{ store: AsyncBookingStore; location: string } | undefined> {
  if (!io.databaseUrl) {
    const store = new BookingStore(dataDir, { readOnly });
    return { store: sqliteAsyncStore(store), location: store.path };
  }
  const location = databaseLocation(io.databaseUrl);
  try {
    return { store: await PostgresBookingStore.open(io.databaseUrl, { maxConnections: 1 }), location };
  } catch (error) {
    // The store's errors carry no password.
    io.stderr(
      `Cannot open the booking store at ${location}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return undefined;
  }
}

async function list(store: AsyncBookingStore, format: Format, io: CommandIo): Promise<number> {
  const rows = (await store.listBookings()).map(toRow);
  io.stdout(
    format === "json" ? `${JSON.stringify(rows, null, 2)}\n` : format === "csv" ? toCsv(rows) : toTable(rows),
  );
  return 0;
}

/** Cancels one booking in one transaction: its slot is free at once, and n8n is told through the outbox. */
async function cancel(
  store: AsyncBookingStore,
  location: string,
  bookingId: string,
  io: CommandIo,
): Promise<number> {
  const result = await store.cancel(bookingId, new Date());
  switch (result.outcome) {
    case "not_found":
      io.stderr(`No booking with id ${bookingId} in ${location}. List them with: npm run bookings\n`);
      return 1;
    case "already_cancelled":
      io.stdout(`Booking ${bookingId} was already cancelled (at ${result.cancelledAt}). Nothing changed.\n`);
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
async function retry(
  store: AsyncBookingStore,
  location: string,
  bookingId: string,
  io: CommandIo,
): Promise<number> {
  const queued = await store.retryFailed(bookingId, Date.now());
  if (queued > 0) {
    io.stdout(
      `Queued ${queued} failed ${queued === 1 ? "delivery" : "deliveries"} of booking ${bookingId} again: the server sends ${queued === 1 ? "it" : "them"} within a minute.\n`,
    );
    return 0;
  }
  const found = await store.findBooking(bookingId);
  if (!found) {
    io.stderr(`No booking with id ${bookingId} in ${location}. List them with: npm run bookings\n`);
    return 1;
  }
  io.stdout(`Booking ${bookingId} has no failed delivery. Nothing changed.\n`);
  return 0;
}
