import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { WEEKDAYS_SITE_PORT } from "../../playwright.config";
import { longDate } from "../../src/booking/dates";
import { company } from "../../src/content/company";
import {
  axeViolations,
  expect,
  expectNoAxeViolations,
  openHydrated,
  ownAddressHeaders,
  test,
} from "./fixtures";

// The company's own hours (BOOKING_HOURS="mon-fri 09:00-12:00 13:00-17:00", a site of its
// own): the booking page states them, and a Saturday says why it has no slot and names the
// next date with one: a button that picks it with JavaScript, its text without. A range of
// days the team closed from the command line says its reason, and the next date passes over it.

const site = `http://127.0.0.1:${WEEKDAYS_SITE_PORT}`;
const HOURS = "Monday to Friday, 9 AM to noon and 1 PM to 5 PM Eastern Time";

test.use({ timezoneId: company.timeZone });
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(ownAddressHeaders());
});

/** The first Saturday on or after the form's earliest date, and the Monday after it. */
async function weekend(page: Page) {
  const min = (await page.locator("#booking-date").getAttribute("min")) ?? "";
  const day = new Date(`${min}T12:00:00Z`);
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1);
  const saturday = day.toISOString().slice(0, 10);
  day.setUTCDate(day.getUTCDate() + 2);
  return { saturday, monday: day.toISOString().slice(0, 10) };
}

test("with JavaScript: a Saturday says why, and a button picks the next open date", async ({ page }) => {
  await openHydrated(page, `${site}/schedule-consultation`);
  await expect(page.getByTestId("consultation-hours")).toHaveText(`Consultation hours: ${HOURS}.`);
  const { saturday, monday } = await weekend(page);
  await page.locator("#booking-date").fill(saturday);
  const reason = page.getByTestId("no-slots-reason");
  await expect(reason).toHaveText(
    `No consultations on Saturdays. The next date with a free slot is ${longDate(monday)}.`,
  );
  await expect(page.locator("#booking-time-slot option").first()).toHaveAttribute(
    "label",
    "No slots available",
  );
  expect(await axeViolations(page)).toEqual([]);
  await reason.getByRole("button", { name: longDate(monday) }).click();
  await expect(page.locator("#booking-date")).toHaveValue(monday);
  await expect(reason).toHaveCount(0);
  await expect(page.locator('#booking-time-slot option[value="09:00 to 10:00"]')).toBeEnabled();
  await expect(page.locator('#booking-time-slot option[value="12:00 to 13:00"]')).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a Saturday's slots say why there are none and name the next open date", async ({ page }) => {
    await page.goto(`${site}/schedule-consultation`);
    await expect(page.getByTestId("consultation-hours")).toHaveText(`Consultation hours: ${HOURS}.`);
    const { saturday, monday } = await weekend(page);
    await page.locator("#booking-date").fill(saturday);
    await page.getByRole("button", { name: "Show available times" }).click();
    await expect(page.getByTestId("no-slots-reason")).toHaveText(
      `No consultations on Saturdays. The next date with a free slot is ${longDate(monday)}.`,
    );
    await expect(page.getByTestId("no-slots-reason").getByRole("button")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

/**
 * The Tuesday to Thursday of the week after the first Saturday, closed from the command line
 * (`npm run bookings -- --close`, on the weekdays site's store), and the Friday after them.
 */
async function closedRange(page: Page) {
  const { monday } = await weekend(page);
  const day = (offset: number) => {
    const at = new Date(`${monday}T12:00:00Z`);
    at.setUTCDate(at.getUTCDate() + offset);
    return at.toISOString().slice(0, 10);
  };
  const [tuesday, thursday, friday] = [day(8), day(10), day(11)];
  execFileSync(
    "node",
    ["dist/server/bookings.js", "--close", tuesday, "--until", thursday, "--reason", "Company offsite"],
    { env: { ...process.env, DATA_DIR: "test-results/e2e-weekdays-data" }, stdio: "pipe" },
  );
  return { tuesday, friday };
}

test("with JavaScript: a closed range says its reason, and the button passes over it", async ({ page }) => {
  await openHydrated(page, `${site}/schedule-consultation`);
  const { tuesday, friday } = await closedRange(page);
  await page.locator("#booking-date").fill(tuesday);
  const reason = page.getByTestId("no-slots-reason");
  await expect(reason).toHaveText(`Company offsite. The next date with a free slot is ${longDate(friday)}.`);
  await expect(page.locator("#booking-time-slot")).toHaveAttribute(
    "aria-describedby",
    /booking-time-slot-reason/,
  );
  expect(await axeViolations(page)).toEqual([]);
  await reason.getByRole("button", { name: longDate(friday) }).click();
  await expect(page.locator("#booking-date")).toHaveValue(friday);
  await expect(page.locator('#booking-time-slot option[value="09:00 to 10:00"]')).toBeEnabled();
});

test.describe("without JavaScript, a closed range", () => {
  test.use({ javaScriptEnabled: false });

  test("says its reason and names the next free date as text", async ({ page }) => {
    await page.goto(`${site}/schedule-consultation`);
    const { tuesday, friday } = await closedRange(page);
    await page.locator("#booking-date").fill(tuesday);
    await page.getByRole("button", { name: "Show available times" }).click();
    await expect(page.getByTestId("no-slots-reason")).toHaveText(
      `Company offsite. The next date with a free slot is ${longDate(friday)}.`,
    );
    await expectNoAxeViolations(page);
  });
});

/**
 * Twelve days closed from the command line, from the Monday three weeks after the first
 * Saturday to the Friday after it: more dates with hours than the search's probes
 * (NEXT_FREE_PROBES); and the Monday after them.
 */
async function longClosure(page: Page) {
  const { monday } = await weekend(page);
  const day = (offset: number) => {
    const at = new Date(`${monday}T12:00:00Z`);
    at.setUTCDate(at.getUTCDate() + offset);
    return at.toISOString().slice(0, 10);
  };
  const [first, last, after] = [day(21), day(32), day(35)];
  execFileSync(
    "node",
    ["dist/server/bookings.js", "--close", first, "--until", last, "--reason", "Office move"],
    { env: { ...process.env, DATA_DIR: "test-results/e2e-weekdays-data" }, stdio: "pipe" },
  );
  return { first, after };
}

test("with JavaScript: a closure longer than the search's probes names the first free date after it, in few lookups", async ({
  page,
}) => {
  await openHydrated(page, `${site}/schedule-consultation`);
  const { first, after } = await longClosure(page);
  const lookedUp: string[] = [];
  let closedDaysAsked = 0;
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path === "/api/n8n/get-booked-slots")
      lookedUp.push((JSON.parse(request.postData() ?? "{}") as { date?: string }).date ?? "");
    if (path === "/api/closed-days") closedDaysAsked++;
  });
  await page.locator("#booking-date").fill(first);
  const reason = page.getByTestId("no-slots-reason");
  await expect(reason).toHaveText(`Office move. The next date with a free slot is ${longDate(after)}.`);
  // The day itself, then the first date after the closure: the closed dates are passed over unread.
  expect(lookedUp).toEqual([first, after]);
  expect(closedDaysAsked).toBe(1);
  await reason.getByRole("button", { name: longDate(after) }).click();
  await expect(page.locator("#booking-date")).toHaveValue(after);
  await expect(reason).toHaveCount(0);
  await expect(page.locator('#booking-time-slot option[value="09:00 to 10:00"]')).toBeEnabled();
});
