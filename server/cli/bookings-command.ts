import { existsSync } from "node:fs";
import { join } from "node:path";
import { BookingStore } from "../store/booking-store";
import { toCsv, toRow, toTable } from "./bookings-export";

export interface CommandIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** DATA_DIR from the environment, the default folder of the store. */
  dataDir?: string;
}

const USAGE = "Usage: npm run bookings [-- --csv | --json | --cancel BOOKING_ID] [--data-dir DIR]\n";
const VALUED = ["--data-dir", "--cancel"];
const FLAGS = ["--csv", "--json", "--help", "-h"];

/**
 * `npm run bookings`: the operator's view of the booking store, with or without n8n
 * (every booking, its state and its deliveries), and `--cancel ID` to cancel one.
 * Returns the exit code.
 */
export function runBookingsCommand(args: readonly string[], io: CommandIo): number {
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
  if (!dataDir || cancelId === "" || unknown.length > 0) {
    io.stderr(`${unknown.length > 0 ? `Unknown option: ${unknown.join(" ")}\n` : ""}${USAGE}`);
    return 2;
  }
  const format = args.includes("--csv") ? "csv" : args.includes("--json") ? "json" : "table";

  if (!existsSync(join(dataDir, "bookings.sqlite"))) {
    io.stderr(`No booking store in ${dataDir} yet (it is created when the server starts).\n`);
    if (cancelId !== undefined) return 1;
    io.stdout(format === "json" ? "[]\n" : format === "csv" ? toCsv([]) : "No bookings yet.\n");
    return 0;
  }
  return cancelId === undefined ? list(dataDir, format, io) : cancel(dataDir, cancelId, io);
}

function list(dataDir: string, format: "csv" | "json" | "table", io: CommandIo): number {
  const store = new BookingStore(dataDir, { readOnly: true });
  const rows = store.listBookings().map(toRow);
  store.close();
  io.stdout(
    format === "json" ? `${JSON.stringify(rows, null, 2)}\n` : format === "csv" ? toCsv(rows) : toTable(rows),
  );
  return 0;
}

/** Cancels one booking in one transaction: its slot is free at once, its deliveries stay as they are. */
function cancel(dataDir: string, bookingId: string, io: CommandIo): number {
  const store = new BookingStore(dataDir);
  try {
    const result = store.cancel(bookingId, new Date());
    switch (result.outcome) {
      case "not_found":
        io.stderr(`No booking with id ${bookingId} in ${store.path}. List them with: npm run bookings\n`);
        return 1;
      case "already_cancelled":
        io.stdout(
          `Booking ${bookingId} was already cancelled (at ${result.cancelledAt}). Nothing changed.\n`,
        );
        return 0;
      case "cancelled":
        io.stdout(`Cancelled booking ${bookingId}: its slot is free again.\n`);
        // Until the site sends n8n a cancel call of its own, n8n keeps its record.
        if (result.reachedN8n) io.stdout("n8n already has this booking: remove its record in n8n by hand.\n");
        return 0;
    }
  } finally {
    store.close();
  }
}
