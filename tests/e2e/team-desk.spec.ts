import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_LINK_SECRET, N8N_SITE_PORT } from "../../playwright.config";
import { bookingToken, SITE_SUBJECT } from "../../server/booking/booking-token";
import { company } from "../../src/content/company";
import { teamDesk } from "../../src/content/team-desk";
import { axeViolations, expect, ownAddressHeaders, test, testDate } from "./fixtures";

// The team's desk in a real browser, on the site with n8n (so a delivery can fail): opened
// from the desk link, its lists, a one-press confirm and a closed day, with JavaScript and
// without, accessible at a phone's width and a desktop's. Screenshots for the docs go to
// SHOTS_DIR when it is set.

test.use({ timezoneId: company.timeZone });
test.describe.configure({ mode: "serial" });

const SITE = `http://127.0.0.1:${N8N_SITE_PORT}`;
/**
 * The desk's dates start this many days after the earliest: past the days the booking
 * specs use on this site (2 to 12), so a day it closes holds only its own bookings, and
 * within the 30 days its "Coming up" list shows.
 */
const DESK_DAYS = 14;
const DESK_LINK = `${SITE}/team?token=${bookingToken(E2E_LINK_SECRET, SITE_SUBJECT, "desk")}`;

async function book(request: APIRequestContext, name: string, date: string, timeSlot: string) {
  const response = await request.post(`${SITE}/api/n8n/submit-consultation`, {
    headers: ownAddressHeaders(),
    data: {
      name,
      email: `${name.split(" ")[0]?.toLowerCase()}@example.com`,
      phone: "+1 (555) 010-2000",
      isWhatsapp: false,
      serviceCategories: ["Cloud Migration"],
      hours: 1,
      date,
      timeSlot,
      subject: "Data platform review",
      description: "A review of our data platform.",
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { bookingId: string }).bookingId;
}

/** A delivery n8n refused for good, as the worker leaves it (a hand edit of the store). */
function failDelivery(bookingId: string) {
  const db = new DatabaseSync(join("test-results/e2e-n8n-data", "bookings.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare(
      `UPDATE deliveries SET status = 'failed', last_error = 'refused 5 times: n8n answered 422',
        failed_at = ? WHERE booking_id = ?`,
    ).run(new Date().toISOString(), bookingId);
  } finally {
    db.close();
  }
}

async function signIn(page: Page) {
  await page.goto(DESK_LINK);
  await expect(page).toHaveURL(`${SITE}/team`);
  await expect(page.getByRole("heading", { name: teamDesk.headings.waiting })).toBeVisible();
}

const waitingRow = (page: Page, name: string) =>
  page.locator("#waiting li").filter({ has: page.getByRole("link", { name, exact: true }) });

test("the desk link followed from another site (an e-mail, a chat) opens the desk, and Back leaves no token page", async ({
  page,
}) => {
  // The same server under its host name is another site than under its address; a plain
  // file of it, so no hydration takes the added link away.
  const elsewhere = `http://localhost:${N8N_SITE_PORT}/robots.txt`;
  await page.goto(elsewhere);
  await page.evaluate((href) => {
    const link = document.createElement("a");
    link.href = href;
    link.textContent = "The team's desk";
    document.body.prepend(link);
  }, DESK_LINK);
  await page.getByRole("link", { name: "The team's desk" }).click();
  await expect(page).toHaveURL(`${SITE}/team`);
  await expect(page.getByRole("heading", { name: teamDesk.headings.waiting })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(elsewhere);
});

for (const javaScript of [false, true]) {
  test(`the desk ${javaScript ? "with" : "without"} JavaScript: waiting list, one-press confirm, close a day`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: javaScript, timezoneId: company.timeZone });
    const page = await context.newPage();
    const tag = javaScript ? "Js" : "NoJs";
    const offset = javaScript ? 0 : 3;
    const soon = await book(request, `Sooner ${tag}`, testDate(DESK_DAYS, offset), "19:00 to 20:00");
    await book(request, `Later ${tag}`, testDate(DESK_DAYS, offset + 1), "19:00 to 20:00");
    await signIn(page);
    if (javaScript) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const names = await page
      .locator("#waiting li a[href^='/team/bookings/']:not([class*='rounded'])")
      .allTextContents();
    expect(names.indexOf(`Sooner ${tag}`)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(`Sooner ${tag}`)).toBeLessThan(names.indexOf(`Later ${tag}`));

    await waitingRow(page, `Sooner ${tag}`)
      .getByRole("button", { name: /Confirm with the usual link/ })
      .click();
    await expect(page).toHaveURL(`${SITE}/team?done=confirmed`);
    await expect(page.getByRole("status").filter({ hasText: teamDesk.notices.confirmed })).toBeVisible();
    await expect(
      page.locator("#coming").getByRole("link", { name: `Sooner ${tag}`, exact: true }),
    ).toBeVisible();
    await expect(waitingRow(page, `Sooner ${tag}`)).toHaveCount(0);
    expect(soon).toMatch(/^[0-9a-f-]{36}$/);

    const day = testDate(DESK_DAYS, offset + 1);
    const form = page.locator("form#close");
    await form.getByLabel("First date").fill(day);
    await form.getByLabel("Reason").fill(`Company event ${tag}`);
    await form.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(new RegExp(`/team\\?done=closed&from=${day}&until=${day}$`));
    await expect(page.getByText(`Later ${tag}`, { exact: false }).first()).toBeVisible();
    const dayInWords = new Intl.DateTimeFormat("en-US", {
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    }).format(Date.parse(day));
    await expect(page.getByText(teamDesk.held(dayInWords, 1))).toBeVisible();
    await expect(page.locator("#closed").getByText(`Company event ${tag}`)).toBeVisible();
    await page
      .locator("#closed li")
      .filter({ hasText: `Company event ${tag}` })
      .getByRole("button", { name: /Reopen/ })
      .click();
    await expect(page).toHaveURL(`${SITE}/team?done=reopened`);
    await context.close();
  });
}

test("the desk at 390 and 1280 px: a failed delivery queued again, axe 0, screenshots", async ({
  browser,
  request,
}) => {
  // Two widths, two axe runs and screenshots: 24 to 27 s on an unloaded CI machine, once past 30.
  test.slow();
  const requested = await book(request, "Ada Deskrow", testDate(DESK_DAYS, 8), "14:00 to 15:00");
  const failing = await book(request, "Grace Deskrow", testDate(DESK_DAYS, 9), "18:00 to 19:00");
  await book(request, "Alan Deskrow", testDate(DESK_DAYS, 10), "16:00 to 17:00");
  failDelivery(failing);
  const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: company.timeZone });
  const page = await context.newPage();
  await signIn(page);
  await waitingRow(page, "Ada Deskrow")
    .getByRole("button", { name: /Confirm with the usual link/ })
    .click();
  const form = page.locator("form#close");
  await form.getByLabel("First date").fill(testDate(DESK_DAYS, 12));
  await form.getByLabel("Last date").fill(testDate(DESK_DAYS, 13));
  await form.getByLabel("Reason").fill("Company retreat");
  await form.getByRole("button", { name: "Close" }).click();
  await page.goto(`${SITE}/team`);
  // The two days are one row, with one Reopen of both.
  const retreat = page.locator("#closed li").filter({ hasText: "Company retreat" });
  await expect(retreat).toHaveCount(1);
  await expect(retreat).toContainText(`Company retreat · ${teamDesk.days(2)}`);
  await expect(retreat.getByRole("button", { name: /Reopen/ })).toHaveCount(1);
  await expect(page.locator("#deliveries")).toContainText("refused 5 times: n8n answered 422");
  expect(requested).toBeTruthy();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // axe needs scripts: the same HTML in a page with JavaScript at this width.
    const checked = await browser.newContext({ viewport: { width, height: 900 } });
    const html = await page.content();
    const shown = await checked.newPage();
    await shown.route("**/*.js", (route) => route.abort());
    await shown.route(`${SITE}/team`, (route) => route.fulfill({ body: html, contentType: "text/html" }));
    await shown.goto(`${SITE}/team`);
    expect(await axeViolations(shown)).toEqual([]);
    await checked.close();
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: join(process.env.SHOTS_DIR, `desk-${width}.png`), fullPage: true });
  }
  await page
    .locator("#deliveries li")
    .filter({ hasText: "Grace Deskrow" })
    .getByRole("button", { name: /Queue again/ })
    .click();
  await expect(page).toHaveURL(`${SITE}/team?done=queued`);
  await expect(page.locator("#deliveries")).not.toContainText("Grace Deskrow");

  await page.getByRole("button", { name: teamDesk.signOut }).click();
  await expect(page).toHaveURL(`${SITE}/`);
  const after = await page.goto(`${SITE}/team`);
  expect(after?.status()).toBe(404);
  await context.close();
});
