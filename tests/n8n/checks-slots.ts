// Check b: booked slots come from n8n, through our API and on the booking page in a real
// browser (Playwright's library API, Debian's Chromium when Playwright has none of its own),
// and so do the team's busy times (a row of n8n's team_busy_times Data Table).
import { TZDate } from "@date-fns/tz";
import { type Browser, chromium, expect as expectPage } from "@playwright/test";
import { chromiumLaunchOptions } from "../support/chromium.ts";
import { book } from "./checks-booking.ts";
import type { N8n } from "./n8n.ts";
import { expect, expectEqual, type Plan } from "./report.ts";
import { siteApi } from "./site.ts";
import { COMPANY_ZONE, companyDate, visitors } from "./visitors.ts";

const BOOKED_SUFFIX = " (Booked)";

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

export function slotChecks(plan: Plan): void {
  const { ada, elsewhere } = visitors;

  plan.check("b. n8n answers the booked slots of a day, and [] for an empty day", async ({ n8n }) => {
    const booked = await n8n.webhook("get-booked-slots", { date: ada.body.date });
    expectEqual(
      [booked.status, booked.json],
      [200, { bookedSlots: [ada.body.timeSlot], busy: [] }],
      "n8n, booked day",
    );
    const empty = await n8n.webhook("get-booked-slots", { date: companyDate(200) });
    expectEqual([empty.status, empty.json], [200, { bookedSlots: [], busy: [] }], "n8n, empty day");
  });

  plan.check(
    "b. /api/n8n/get-booked-slots passes n8n's slots on (also one booked elsewhere)",
    async ({ site, n8n }) => {
      // A booking entered straight into n8n: the site never saw it, so only n8n can report it.
      const stored = await n8n.webhook("submit-consultation", elsewhere.body, {
        "Idempotency-Key": elsewhere.key,
      });
      expectEqual([stored.status, stored.json?.status], [200, "stored"], "direct submit to n8n");
      for (const booking of [ada, elsewhere]) {
        const response = await siteApi(
          site,
          "get-booked-slots",
          { date: booking.body.date },
          "198.51.100.20",
        );
        expectEqual(
          [response.status, response.body],
          [200, { bookedSlots: [booking.body.timeSlot] }],
          `site's answer for ${booking.body.date}`,
        );
      }
    },
  );

  plan.check(
    'b. in the browser, /schedule-consultation shows the booked slots with " (Booked)"',
    async ({ site, browser }) => {
      const context = await (await browser()).newContext({ timezoneId: COMPANY_ZONE });
      try {
        const page = await context.newPage();
        await page.goto(`${site.url}/schedule-consultation`);
        await expectPage(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        const form = page.locator("#booking-form");
        const date = form.getByLabel("Date", { exact: true });
        const hours = form.getByLabel("Duration", { exact: true });
        const slot = form.getByLabel("Time slot", { exact: true });
        for (const booking of [ada, elsewhere]) {
          await hours.selectOption(String(booking.body.hours));
          await date.fill(booking.body.date);
          // The option's text stays the bare slot (the WebMCP form's values); what a person
          // sees and hears is its label.
          const option = slot.locator(`option[value="${booking.body.timeSlot}"]`);
          await expectPage(option).toHaveAttribute("label", `${booking.body.timeSlot}${BOOKED_SUFFIX}`, {
            timeout: 10_000,
          });
          await expectPage(option).toBeDisabled();
          // A free slot on the same day stays choosable: the list is not all "booked".
          await expectPage(slot.locator("option:not([disabled])").nth(1)).toBeAttached();
        }
      } finally {
        await context.close();
      }
    },
  );
}

/** ISO 8601 with seconds and an offset (Z or ±hh:mm), as the site reads a busy time. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The team's busy time on Katherine's day: 14:30 to 15:30 in the company's zone (read
 * there as src/booking/dates.ts reads a slot; that module is not loadable by plain Node).
 */
function busyTime(): { start: Date; end: Date } {
  const [year, month, day] = visitors.katherine.body.date.split("-").map(Number) as [number, number, number];
  const at = (hour: number, minute: number) =>
    new Date(new TZDate(year, month - 1, day, hour, minute, 0, COMPANY_ZONE).getTime());
  return { start: at(14, 30), end: at(15, 30) };
}

let busyRow: Promise<void> | undefined;
/** Enters the busy time once, through n8n's public API as n8n/README.md tells the team. */
function enterBusyTime(n8n: N8n): Promise<void> {
  busyRow ??= (async () => {
    const { start, end } = busyTime();
    await n8n.insertRows("busy", [
      { start: start.toISOString(), end: end.toISOString(), note: "Board meeting (never sent to the site)" },
    ]);
  })();
  return busyRow;
}

/**
 * The team's busy times: a row of team_busy_times is answered by n8n as `busy`, and the
 * site counts every slot it overlaps as booked (src/booking/day-rules.ts).
 */
export function busyChecks(plan: Plan): void {
  const { katherine } = visitors;
  const { date } = katherine.body;

  plan.check("b. n8n answers a busy time of team_busy_times as busy, with an offset", async ({ n8n }) => {
    await enterBusyTime(n8n);
    const reply = await n8n.webhook("get-booked-slots", { date });
    expectEqual(reply.status, 200, "n8n's status for the busy day");
    expectEqual(reply.json?.bookedSlots, [], "bookedSlots of the busy day");
    const busy = reply.json?.busy as { start: unknown; end: unknown }[] | undefined;
    expect(Array.isArray(busy) && busy.length === 1, `one busy time on ${date}: ${reply.text}`);
    const [interval] = busy;
    const { start, end } = busyTime();
    for (const [name, value, expected] of [
      ["start", interval?.start, start],
      ["end", interval?.end, end],
    ] as const) {
      expect(
        typeof value === "string" && ISO_WITH_OFFSET.test(value),
        `busy ${name} is ISO 8601 with an offset: ${value}`,
      );
      expectEqual(new Date(value).toISOString(), expected.toISOString(), `busy ${name}`);
    }
    expectEqual(Object.keys(interval ?? {}).sort(), ["end", "start"], "a busy time's fields (no note)");
    const farDay = await n8n.webhook("get-booked-slots", { date: companyDate(44) });
    expectEqual([farDay.status, farDay.json], [200, { bookedSlots: [], busy: [] }], "n8n, a day far from it");
  });

  plan.check(
    "b. /api/n8n/get-booked-slots shows the slots a busy time overlaps as booked",
    async ({ site, n8n }) => {
      await enterBusyTime(n8n);
      const response = await siteApi(site, "get-booked-slots", { date }, katherine.client);
      expectEqual(response.status, 200, `site's status for ${date}`);
      const slots = response.body.bookedSlots;
      expect(Array.isArray(slots), `bookedSlots is a list: ${JSON.stringify(response.body)}`);
      // 14:30 to 15:30 overlaps two one-hour labels; the spec's grid on that weekday has hours.
      expectEqual([...slots].sort(), ["14:00 to 15:00", "15:00 to 16:00"], `site's bookedSlots for ${date}`);
    },
  );

  plan.check(
    "b. a booking of a busy slot through the site's API: 409 slot_taken, nothing reaches n8n",
    async ({ site, n8n }) => {
      await enterBusyTime(n8n);
      const { email, submit } = await book(site, katherine);
      for (const [call, response] of [
        ["send-consultation-email", email],
        ["submit-consultation", submit],
      ] as const)
        expectEqual([response.status, response.body.error], [409, "slot_taken"], `${call} of the busy slot`);
      expectEqual(
        await n8n.rows("bookings", { column: "idempotencyKey", value: katherine.key }),
        [],
        "rows for Katherine's key",
      );
    },
  );
}
