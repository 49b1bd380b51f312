import { execFileSync } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import { E2E_LINK_SECRET, STANDALONE_DATA_DIR } from "../../playwright.config";
import { bookingToken } from "../../server/booking/booking-token";
import { MIN_FILL_MS, NAME_MAX, SUBJECT_MAX } from "../../src/booking/constants";
import { DECLINED_CANNOT_CHANGE, SUCCESS } from "../../src/booking/messages";
import { company } from "../../src/content/company";
import {
  axeViolations,
  bookThroughApi,
  expect,
  openHydrated,
  ownAddressHeaders,
  test,
  testDate,
} from "./fixtures";

// The booking page with JavaScript on: reached from the confirmation panel, hydrated like
// any page, and the form posted before the bundle arrived (a slow phone) hydrates too.

test.use({
  timezoneId: company.timeZone,
});

// Each test books from its own client address, so it spends its own rate limit.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(ownAddressHeaders());
});

// Each test has a date of its own (a slot it books would be taken for another).
const dateFor = (offset: number) => testDate(260, offset);

/** Books through the API; the booking's id and the path of its page. */
async function bookWithId(request: APIRequestContext, date: string) {
  const booked = await bookThroughApi(request, {
    name: "Grace Hopper",
    email: "grace@example.com",
    phone: "+1 (555) 010-2000",
    serviceCategories: ["Machine Learning"],
    hours: 1,
    date,
    timeSlot: "16:00 to 17:00",
    subject: "A model for our support tickets",
    description: "We want to sort support tickets automatically.",
  });
  expect(booked.status).toBe(200);
  return { id: booked.bookingId, page: booked.page };
}

const book = async (request: APIRequestContext, date: string) => (await bookWithId(request, date)).page;

/**
 * Answers a booking as the team would, through the operator's command on the running
 * site's own store (`npm run bookings`): the same rules as the team's page.
 */
const decideAsTeam = (args: string[]) =>
  execFileSync("node", ["dist/server/bookings.js", ...args, "--data-dir", STANDALONE_DATA_DIR], {
    encoding: "utf8",
  });

test("a name and a subject without spaces stay inside the booking, move and team pages at 320 px", async ({
  page,
  request,
}) => {
  const booked = await bookThroughApi(request, {
    name: "A".repeat(NAME_MAX),
    email: "long.words@example.com",
    phone: "+1 (555) 010-2001",
    serviceCategories: ["Machine Learning"],
    hours: 1,
    date: dateFor(9),
    timeSlot: "16:00 to 17:00",
    subject: "S".repeat(SUBJECT_MAX),
    description: "D".repeat(400),
  });
  expect(booked.status).toBe(200);
  const teamPage = `/team/bookings/${booked.bookingId}?token=${bookingToken(E2E_LINK_SECRET, booked.bookingId, "team")}`;
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of [booked.page, booked.page.replace("?", "/reschedule?"), teamPage]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
  }
});

test("printed, a booking's page is a record: its details and reference, no navigation, footer or buttons", async ({
  page,
  request,
}) => {
  const { id, page: bookingPage } = await bookWithId(request, dateFor(10));
  await page.goto(bookingPage);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header")).toBeHidden();
  await expect(page.locator("footer")).toBeHidden();
  await expect(page.getByRole("button", { name: "Download .ics file" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Move to another time" })).toBeHidden();
  await expect(page.locator("main")).toContainText("16:00 to 17:00 Eastern Time");
  await expect(page.locator("main")).toContainText(`Booking reference: ${id}`);
  // Printed without backgrounds (the browser's default), the heading must not be white.
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveCSS("color", "rgb(255, 255, 255)");
  await page.screenshot({ path: test.info().outputPath("printed.png"), fullPage: true });
});

test("the confirmation panel links to the booking's own page", async ({ page, consoleLog }) => {
  await page.clock.install({ time: Date.now() - MIN_FILL_MS - 2000 });
  await openHydrated(page, "/schedule-consultation");
  const form = page.locator("#booking-form");
  const date = dateFor(0);
  await form.getByLabel("Date", { exact: true }).fill(date);
  const slot = form.getByLabel("Time slot", { exact: true });
  await expect(slot).toBeEnabled();
  await slot.selectOption("14:00 to 15:00");
  await form.getByLabel("Full name", { exact: true }).fill("Ada Lovelace");
  await form.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await form.getByLabel("Phone", { exact: true }).fill("+1 (555) 123-4567");
  await form.getByLabel("Subject", { exact: true }).fill("Analytical engines");
  await form.getByLabel("What would you like to discuss?").fill("A question about engines.");
  await form.getByRole("button", { name: "Book Consultation" }).click();

  const confirmation = form.getByRole("status", { name: "Consultation requested" });
  await expect(confirmation).toContainText(SUCCESS);
  const link = confirmation.getByRole("link", { name: "View your booking and add it to your calendar" });
  await expect(link).toHaveAttribute("href", /^\/bookings\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}$/);
  // How to change it names the page the link opens, which moves and cancels online.
  await expect(confirmation).toContainText("Your booking's page can move it to another time or cancel it");
  await link.click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\?token=/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("main")).toContainText("Analytical engines");
  await expect(page.locator("main")).toContainText("14:00 to 15:00 Eastern Time");
  expect(consoleLog.errors).toEqual([]);
});

for (const [device, viewport] of Object.entries({
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
})) {
  test(`the booking page hydrates with no console message and no axe violation at ${device} width`, async ({
    page,
    request,
    consoleLog,
  }) => {
    await page.setViewportSize(viewport);
    const path = await book(request, dateFor(device === "phone" ? 1 : 2));
    const response = await openHydrated(page, path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation");
    await expect(page.locator("main")).toContainText("A model for our support tickets");
    expect(consoleLog.errors).toEqual([]);
    expect(consoleLog.warnings).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
}

const MEETING = "https://meet.example.com/support-tickets";

for (const [device, viewport] of Object.entries({
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
})) {
  test(`a confirmed booking's page offers the Join link and the team's note, with no axe violation at ${device} width`, async ({
    page,
    request,
    consoleLog,
  }) => {
    await page.setViewportSize(viewport);
    const { id, page: path } = await bookWithId(request, dateFor(device === "phone" ? 5 : 6));
    decideAsTeam([
      "--confirm",
      id,
      "--meeting-url",
      MEETING,
      "--note",
      "Bring a few sample tickets.\nWe start on time.",
    ]);
    await openHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation is confirmed");
    const main = page.locator("main");
    await expect(main).toContainText("Confirmed");
    const join = main.getByRole("link", { name: "Join the meeting (opens in a new tab)" });
    await expect(join).toBeVisible();
    await expect(join).toHaveAttribute("href", MEETING);
    await expect(join).toHaveAttribute("target", "_blank");
    await expect(join).toHaveAttribute("rel", "noopener noreferrer");
    // The note as the team wrote it, on two lines.
    const note = main.getByText("Bring a few sample tickets.");
    await expect(note).toHaveText("Bring a few sample tickets.\nWe start on time.", { useInnerText: true });
    await expect(main.getByRole("link", { name: "Move to another time" })).toBeVisible();
    await expect(main).toContainText("Moving it asks our team to confirm the new time.");
    expect(consoleLog.errors).toEqual([]);
    expect(consoleLog.warnings).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("a declined booking's page says so with the team's message, offers another time and nothing to change", async ({
  page,
  request,
  consoleLog,
}) => {
  const { id, page: path } = await bookWithId(request, dateFor(7));
  decideAsTeam(["--decline", id, "--message", "We are fully booked that afternoon."]);
  await openHydrated(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation was declined");
  const main = page.locator("main");
  await expect(main).toContainText("We are fully booked that afternoon.");
  await expect(main.getByRole("link", { name: "Book another time" })).toHaveAttribute(
    "href",
    "/schedule-consultation",
  );
  await expect(main.getByRole("link", { name: "Move to another time" })).toHaveCount(0);
  await expect(main.getByText("Cancel this consultation")).toHaveCount(0);
  expect(consoleLog.errors).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test("a cancel refused after the page was shown answers the page at the post's own address, and it hydrates as that page", async ({
  page,
  request,
  consoleLog,
}) => {
  const { id, page: path } = await bookWithId(request, dateFor(8));
  await openHydrated(page, path);
  // The team declines it while the visitor's page is open; then the visitor cancels.
  decideAsTeam(["--decline", id]);
  await page.getByText("Cancel this consultation").click();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\/cancel$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation was declined");
  await expect(page.locator("main")).toContainText(DECLINED_CANNOT_CHANGE);
  expect(consoleLog.errors.filter((text) => !/409/.test(text))).toEqual([]);
});

test("a form posted before the bundle arrived comes back and hydrates with the visitor's values", async ({
  page,
  consoleLog,
}) => {
  // A slow phone: the bundle has not arrived when the visitor presses "Show available times".
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/schedule-consultation");
  const form = page.locator("#booking-form");
  await form.getByLabel("Full name", { exact: true }).fill("Ada Lovelace");
  await form.getByLabel("Duration", { exact: true }).selectOption("3");
  await form.getByLabel("Date", { exact: true }).fill(dateFor(3));
  await page.unroute("**/assets/*.js");
  await form.getByRole("button", { name: "Show available times" }).click();

  await expect(page).toHaveURL(/\/schedule-consultation#booking-schedule$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(form.getByLabel("Full name", { exact: true })).toHaveValue("Ada Lovelace");
  await expect(form.getByLabel("Duration", { exact: true })).toHaveValue("3");
  // Once hydrated, the form looks slots up itself: the server's button is gone.
  await expect(form.getByRole("button", { name: "Show available times" })).toHaveCount(0);
  await expect(form.getByLabel("Time slot", { exact: true })).toBeEnabled();
  await expect(form.getByLabel("Time slot", { exact: true }).locator("option")).toHaveCount(8);
  expect(consoleLog.errors.filter((text) => !text.startsWith("Failed to load resource"))).toEqual([]);
});

test("a refused post made before the bundle arrived hydrates with its error summary and messages", async ({
  page,
  consoleLog,
}) => {
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/schedule-consultation");
  const form = page.locator("#booking-form");
  await form.getByLabel("Full name", { exact: true }).fill("Ada Lovelace");
  await form.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await form.getByLabel("Phone", { exact: true }).fill("+1 (55) 01");
  await form.getByLabel("Date", { exact: true }).fill(dateFor(4));
  await form.getByLabel("Time slot", { exact: true }).selectOption("11:00 to 12:00");
  await form.getByLabel("Subject", { exact: true }).fill("Data platform");
  await form.getByLabel("What would you like to discuss?").fill("A question.");
  await page.unroute("**/assets/*.js");
  const [response] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    form.getByRole("button", { name: "Book Consultation" }).click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("#booking-error-summary")).toContainText(
    "Enter a phone number with 7 to 20 digits",
  );
  await expect(form.getByLabel("Phone", { exact: true })).toHaveAccessibleDescription(/7 to 20 digits/);
  await expect(form.getByLabel("Full name", { exact: true })).toHaveValue("Ada Lovelace");
  // The browser reports the document's own 400; nothing else may fail, hydration least of all.
  expect(consoleLog.errors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});
