import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { SLOT_TAKEN, SUCCESS } from "../../src/booking/messages";
import { company } from "../../src/content/company";
import { bookThroughApi, expect, expectNoAxeViolations, ownAddressHeaders, test } from "./fixtures";

// Booking with JavaScript turned off in a real browser: the form posts to the server,
// which shows the day's free slots, refuses with every value kept, and answers a booking
// with its own page and calendar file (docs/product.md#booking-without-javascript).

test.use({
  javaScriptEnabled: false,
  timezoneId: company.timeZone,
});

// Each test books from its own client address, so it spends its own rate limit.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(ownAddressHeaders());
});

const PAGE = "/schedule-consultation";

/** The page's earliest date plus `days`, on dates no other spec books (retries move on). */
async function dateAhead(page: Page, days: number): Promise<string> {
  const { retry, repeatEachIndex } = test.info();
  const min = await page.locator("#booking-date").getAttribute("min");
  const date = new Date(`${min}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 200 + days + 20 * (retry + repeatEachIndex));
  return date.toISOString().slice(0, 10);
}

/** Someone else books a slot through the API (no Idempotency-Key: keyed by content). */
async function bookElsewhere(request: APIRequestContext, date: string, hours: number, timeSlot: string) {
  const booked = await bookThroughApi(request, {
    name: "Alan Turing",
    email: "alan@example.com",
    phone: "+44 20 7946 0000",
    hours,
    date,
    timeSlot,
    subject: "Another booking",
    description: "Booked by another visitor.",
  });
  expect(booked.status).toBe(200);
}

test("books without JavaScript: free slots from the server, errors with values kept, the booking page, the .ics", async ({
  page,
  request,
}) => {
  // A whole booking with two axe runs, each in a context of its own: about 25 s on a
  // busy 2-core machine, too close to the 30 s default.
  test.slow();
  await page.goto(PAGE);
  const date = await dateAhead(page, 0);
  await bookElsewhere(request, date, 1, "12:00 to 13:00");

  const form = page.locator("#booking-form");
  await form.getByLabel("Full name", { exact: true }).fill("  ");
  await form.getByLabel("Email", { exact: true }).fill("ada@example.com");
  // Digits, spaces and brackets only, as the browser checks; too few digits for the server.
  await form.getByLabel("Phone", { exact: true }).fill("+1 (55) 01");
  await form.getByLabel("I can be reached on WhatsApp at this number").check();
  await form.getByRole("checkbox", { name: "Cloud Migration" }).check();
  await form.getByLabel("Duration", { exact: true }).selectOption("2");
  await form.getByLabel("Date", { exact: true }).fill(date);
  await form.getByLabel("Subject", { exact: true }).fill("Cloud migration");
  await form.getByLabel("What would you like to discuss?").fill("Two services to move.\nAdvice wanted.");

  // The server answers with the day's slots: those overlapping 12:00-13:00 are booked.
  await form.getByRole("button", { name: "Show available times" }).click();
  // The answer opens at the date-and-time step.
  await expect(page).toHaveURL(`${PAGE}#booking-schedule`);
  const slot = form.getByLabel("Time slot", { exact: true });
  // Shown (the label) with " (Booked)"; the option's text stays the bare slot for agents.
  await expect(slot.locator('option[value="11:00 to 13:00"]')).toHaveAttribute(
    "label",
    "11:00 to 13:00 (Booked)",
  );
  await expect(slot.locator('option[value="11:00 to 13:00"]')).toBeDisabled();
  await expect(slot.locator('option[value="13:00 to 15:00"]')).toBeEnabled();
  await expect(form.getByLabel("Subject", { exact: true })).toHaveValue("Cloud migration");
  // Picked and sent at once: the server's answer carried no render time of its own, so
  // a quick visitor is not taken for a bot.
  await slot.selectOption("13:00 to 15:00");

  // 400: a summary that takes focus, each message beside its field, every value kept.
  await form.getByRole("button", { name: "Book Consultation" }).click();
  const summary = page.locator("#booking-error-summary");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("There is a problem with your booking");
  await expect(summary.getByRole("link", { name: "Enter your name" })).toHaveAttribute(
    "href",
    "#booking-name",
  );
  await expect(summary.getByRole("link", { name: "Enter a phone number with 7 to 20 digits" })).toBeVisible();
  const phone = form.getByLabel("Phone", { exact: true });
  await expect(phone).toHaveValue("+1 (55) 01");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(/Enter a phone number with 7 to 20 digits/);
  await expect(form.getByLabel("What would you like to discuss?")).toHaveValue(
    "Two services to move.\nAdvice wanted.",
  );
  await expect(form.getByRole("checkbox", { name: "Cloud Migration" })).toBeChecked();
  await expect(slot).toHaveValue("13:00 to 15:00");
  await expectNoAxeViolations(page);

  await form.getByLabel("Full name", { exact: true }).fill("Ada Lovelace");
  await phone.fill("+1 (555) 123-4567");
  await form.getByRole("button", { name: "Book Consultation" }).click();

  // 303 to the booking page: the booking in the company's zone, its state, the calendars.
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}&booked$/);
  const main = page.locator("main");
  await expect(main.getByRole("status")).toHaveText(SUCCESS);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation");
  // A request, waiting for the team; no heading says booked, scheduled or confirmed.
  await expect(main.getByRole("heading", { level: 2, name: "Consultation requested" })).toBeVisible();
  await expect(main.getByRole("heading", { name: /booked|scheduled|confirmed/i })).toHaveCount(0);
  await expect(main.getByRole("link", { name: "Book another consultation" })).toHaveAttribute(
    "href",
    "/schedule-consultation",
  );
  await expect(main).toContainText(/13:00 to 15:00 Eastern Time \((EST|EDT)\)/);
  await expect(main).toContainText("2 hours");
  await expect(main).toContainText("Cloud migration");
  await expect(main).toContainText("Waiting for confirmation");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(main.getByRole("link", { name: "Add to Google Calendar" })).toHaveAttribute(
    "href",
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&.*dates=\d{8}T\d{6}Z%2F\d{8}T\d{6}Z/,
  );
  await expect(main.getByRole("link", { name: "Add to Outlook" })).toHaveAttribute(
    "href",
    /^https:\/\/outlook\.live\.com\/calendar\/0\/action\/compose\?.*startdt=/,
  );
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    main.getByRole("link", { name: "Download .ics file" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`consultation-${date}.ics`);
  const ics = readFileSync((await download.path()) as string, "utf8");
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  // A request until the team confirms it.
  expect(ics).toContain("STATUS:TENTATIVE\r\n");
  // 13:00 in New York is 18:00Z in winter, 17:00Z in summer.
  expect(ics).toMatch(new RegExp(`DTSTART:${date.replaceAll("-", "")}T1[78]0000Z\\r\\n`));
});

test("a slot taken while the visitor filled the form: 409, the slot-taken text, the slot now booked", async ({
  page,
  request,
}) => {
  // A whole form, a booking beside it and axe on the long page: 25-35 s on a loaded CI machine.
  test.slow();
  await page.goto(PAGE);
  const date = await dateAhead(page, 1);
  const form = page.locator("#booking-form");
  await form.getByLabel("Full name", { exact: true }).fill("Grace Hopper");
  await form.getByLabel("Email", { exact: true }).fill("grace@example.com");
  await form.getByLabel("Phone", { exact: true }).fill("+1 (555) 010-2000");
  await form.getByLabel("Date", { exact: true }).fill(date);
  // Without a lookup every slot of the day is offered; the server's rules answer.
  await form.getByLabel("Time slot", { exact: true }).selectOption("15:00 to 16:00");
  await form.getByLabel("Subject", { exact: true }).fill("Data platform");
  await form.getByLabel("What would you like to discuss?").fill("A question about our data platform.");
  await bookElsewhere(request, date, 1, "15:00 to 16:00");

  const [response] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    form.getByRole("button", { name: "Book Consultation" }).click(),
  ]);
  expect(response.status()).toBe(409);
  await expect(page.locator("#booking-error-summary")).toContainText(SLOT_TAKEN);
  const slot = form.getByLabel("Time slot", { exact: true });
  await expect(slot).toHaveValue("");
  await expect(slot.locator('option[value="15:00 to 16:00"]')).toHaveAttribute(
    "label",
    "15:00 to 16:00 (Booked)",
  );
  await expect(form.getByLabel("Full name", { exact: true })).toHaveValue("Grace Hopper");
  await expectNoAxeViolations(page);
});

test("past the rate limit: a small page that says how long to wait, and Back returns to the form with every value kept", async ({
  page,
}) => {
  await page.goto(PAGE);
  const form = page.locator("#booking-form");
  const description = "Three services to move.\nA plan wanted.";
  await form.getByLabel("Full name", { exact: true }).fill("Katherine Johnson");
  await form.getByLabel("Email", { exact: true }).fill("katherine@example.com");
  await form.getByLabel("Phone", { exact: true }).fill("+1 (555) 010-3000");
  await form.getByRole("checkbox", { name: "Data Analytics" }).check();
  await form.getByLabel("Date", { exact: true }).fill(await dateAhead(page, 2));
  await form.getByLabel("Time slot", { exact: true }).selectOption("16:00 to 17:00");
  await form.getByLabel("Subject", { exact: true }).fill("Orbital data");
  await form.getByLabel("What would you like to discuss?").fill(description);

  // The test's own address spends its booking rate limit (a post costs two booking calls,
  // ten at once) before the visitor sends the form.
  for (let i = 0; i < 5; i++) {
    const spent = await page.request.post(PAGE, { headers: ownAddressHeaders(), form: { intent: "book" } });
    expect(spent.status()).toBe(400);
  }
  const [response] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    form.getByRole("button", { name: "Book Consultation" }).click(),
  ]);
  expect(response.status()).toBe(429);
  expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please wait a moment");
  await expect(page.getByRole("alert")).toContainText(/Please wait \d+ seconds? and try again\./);
  await expect(page.getByText(company.name)).toBeVisible();
  // Nothing the visitor sent comes back in it.
  expect(await page.content()).not.toContain("Katherine");

  await page.goBack();
  await expect(page).toHaveURL(PAGE);
  await expect(form.getByLabel("Full name", { exact: true })).toHaveValue("Katherine Johnson");
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue("katherine@example.com");
  await expect(form.getByRole("checkbox", { name: "Data Analytics" })).toBeChecked();
  await expect(form.getByLabel("Time slot", { exact: true })).toHaveValue("16:00 to 17:00");
  await expect(form.getByLabel("What would you like to discuss?")).toHaveValue(description);
});
