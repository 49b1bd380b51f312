// Check b: booked slots come from n8n, through our API and on the booking page in a real
// browser (Playwright's library API, Debian's Chromium when Playwright has none of its own).
import { type Browser, chromium, expect as expectPage } from "@playwright/test";
import { chromiumLaunchOptions } from "../support/chromium.ts";
import { expectEqual, type Plan } from "./report.ts";
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
    expectEqual([booked.status, booked.json], [200, { bookedSlots: [ada.body.timeSlot] }], "n8n, booked day");
    const empty = await n8n.webhook("get-booked-slots", { date: companyDate(200) });
    expectEqual([empty.status, empty.json], [200, { bookedSlots: [] }], "n8n, empty day");
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
