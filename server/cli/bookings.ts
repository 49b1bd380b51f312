import { existsSync } from "node:fs";
import { join } from "node:path";
import { BookingStore } from "../store/booking-store";
import { toCsv, toRow, toTable } from "./bookings-export";

// `npm run bookings [-- --csv | --json] [--data-dir DIR]`: the operator's view of the
// booking store, with or without n8n: every booking and its delivery state.
const args = process.argv.slice(2);
const usage = "Usage: npm run bookings [-- --csv | --json] [--data-dir DIR]\n";
if (args.includes("--help") || args.includes("-h")) {
  process.stdout.write(usage);
  process.exit(0);
}
const dirIndex = args.indexOf("--data-dir");
const dataDir = dirIndex === -1 ? (process.env.DATA_DIR ?? "./data") : args[dirIndex + 1];
const format = args.includes("--csv") ? "csv" : args.includes("--json") ? "json" : "table";
const unknown = args.filter(
  (arg, index) => !["--csv", "--json", "--data-dir"].includes(arg) && args[index - 1] !== "--data-dir",
);
if (!dataDir || unknown.length > 0) {
  process.stderr.write(`Unknown option: ${unknown.join(" ")}\n${usage}`);
  process.exit(2);
}

if (!existsSync(join(dataDir, "bookings.sqlite"))) {
  process.stderr.write(`No booking store in ${dataDir} yet (it is created when the server starts).\n`);
  process.stdout.write(format === "json" ? "[]\n" : format === "csv" ? toCsv([]) : "No bookings yet.\n");
  process.exit(0);
}

const store = new BookingStore(dataDir, { readOnly: true });
const rows = store.listBookings().map(toRow);
store.close();
process.stdout.write(
  format === "json" ? `${JSON.stringify(rows, null, 2)}\n` : format === "csv" ? toCsv(rows) : toTable(rows),
);
