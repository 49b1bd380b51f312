import { runBookingsCommand } from "./bookings-command";

// `npm run bookings [-- --csv | --json | --cancel ID] [--data-dir DIR]` (see ./bookings-command.ts).
process.exitCode = await runBookingsCommand(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  ...(process.env.DATA_DIR && { dataDir: process.env.DATA_DIR }),
  ...(process.env.DATABASE_URL && { databaseUrl: process.env.DATABASE_URL }),
});
