import { runBookingsCommand } from "./bookings-command";

// `npm run bookings [-- --csv | --json | --cancel ID | --retry ID | --confirm ID … | --decline ID …]` (see ./bookings-command.ts).
process.exitCode = await runBookingsCommand(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
});
