// Check d: n8n stopped with SIGTERM; the site keeps the booking ("queued") and delivers it
// exactly once when n8n is back, as the Data Table, the e-mails and `npm run bookings` show.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { book, expectStoredOnce } from "./checks-booking.ts";
import { expectMailsOfBooking, waitForMails } from "./checks-email.ts";
import { waitUntil } from "./processes.ts";
import { expectEqual, type Plan } from "./report.ts";
import { siteApi } from "./site.ts";
import { visitors } from "./visitors.ts";

const run = promisify(execFile);

interface ExportedBooking {
  bookingId: string;
  emailDelivery: string;
  submitDelivery: string;
}

/** The operator's view: `npm run bookings -- --json --data-dir DIR`. */
async function exportedBookings(projectDir: string, dataDir: string): Promise<ExportedBooking[]> {
  const { stdout } = await run(
    "npm",
    ["run", "--silent", "bookings", "--", "--json", "--data-dir", dataDir],
    {
      cwd: projectDir,
    },
  );
  return JSON.parse(stdout) as ExportedBooking[];
}

export function outageChecks(plan: Plan): void {
  const { alan } = visitors;
  const everyone = Object.values(visitors);
  let bookingId = "";

  plan.step("stopping n8n (SIGTERM)", ({ n8n }) => n8n.stop());

  plan.check(
    "d. n8n down: get-booked-slots answers 503 (unreachable), never an empty list",
    async ({ site }) => {
      const response = await siteApi(site, "get-booked-slots", { date: alan.body.date }, alan.client);
      expectEqual([response.status, response.body.failure], [503, "unreachable"], "site's answer");
    },
  );

  plan.check("d. n8n down: a booking is kept and answered 202 queued", async ({ projectDir, site }) => {
    const { email, submit } = await book(site, alan);
    expectEqual([email.status, email.body.status], [202, "queued"], "send-consultation-email answer");
    expectEqual([submit.status, submit.body.status], [202, "queued"], "submit-consultation answer");
    bookingId = String(submit.body.bookingId);
    const pending = (await exportedBookings(projectDir, site.dataDir)).find(
      (row) => row.bookingId === bookingId,
    );
    expectEqual(
      pending?.submitDelivery.startsWith("pending"),
      true,
      `npm run bookings shows it pending (${pending?.submitDelivery})`,
    );
  });

  plan.step("starting n8n again", async ({ n8n }) => {
    await n8n.start();
    await n8n.waitForWebhooks();
  });

  plan.check(
    "d. n8n back: the queued booking is delivered, stored once, e-mailed once",
    async ({ projectDir, site, n8n, smtp }) => {
      // The worker retries with growing back-off (a slot lookup does not hurry it: reading
      // never writes), so wait up to its longer delays. Poll the operator's view.
      const delivered = await waitUntil(
        "npm run bookings to show both deliveries as delivered",
        async () => {
          await siteApi(site, "get-booked-slots", { date: alan.body.date }, "198.51.100.21");
          const row = (await exportedBookings(projectDir, site.dataDir)).find(
            (entry) => entry.bookingId === bookingId,
          );
          return row?.emailDelivery.startsWith("delivered") && row.submitDelivery.startsWith("delivered")
            ? row
            : undefined;
        },
        90_000,
        2000,
      );
      expectEqual(delivered.bookingId, bookingId, "delivered booking");
      await expectStoredOnce(n8n, alan);
      expectMailsOfBooking(await waitForMails(smtp, alan), alan, everyone);
    },
  );

  plan.check(
    "d. after the restart: earlier rows kept, a replay of the queued booking stores nothing new",
    async ({ site, n8n }) => {
      for (const booking of [visitors.ada, visitors.grace]) await expectStoredOnce(n8n, booking);
      const again = await siteApi(site, "submit-consultation", alan.body, alan.client, alan.key);
      expectEqual(
        [again.status, again.body.status, again.body.bookingId],
        [200, "delivered", bookingId],
        "replay",
      );
      await expectStoredOnce(n8n, alan);
    },
  );
}
