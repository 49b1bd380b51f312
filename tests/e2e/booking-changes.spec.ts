import { type APIRequestContext, chromium } from "@playwright/test";
import { PORT } from "../../playwright.config";
import { company } from "../../src/content/company";
import { chromiumLaunchOptions } from "../support/chromium";
import { axeViolations, bookThroughApi, expect, ownAddressHeaders, test, testDate } from "./fixtures";

// Moving and cancelling a booking from its page in a real browser, with JavaScript off
// and on: the same forms, posted to the server, which answers with the booking page.

test.use({ timezoneId: company.timeZone });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(ownAddressHeaders());
});

const dateFor = (offset: number) => testDate(300, offset);

/** Books through the API; the path of the booking's page. */
async function book(request: APIRequestContext, date: string): Promise<string> {
  const booked = await bookThroughApi(request, {
    name: "Grace Hopper",
    email: "grace@example.com",
    phone: "+1 (555) 010-2000",
    hours: 1,
    date,
    timeSlot: "11:00 to 12:00",
    subject: "Data platform review",
    description: "A review of our data platform.",
  });
  expect(booked.status).toBe(200);
  return booked.page;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("moves a booking to another day and time, then cancels it", async ({ page, request }) => {
    const date = dateFor(0);
    const newDate = dateFor(1);
    const bookingPage = await book(request, date);
    await page.goto(bookingPage);
    const main = page.locator("main");
    await main.getByRole("link", { name: "Move to another time" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Move your consultation");

    const form = page.locator("main form").last();
    await form.getByLabel("Duration", { exact: true }).selectOption("2");
    await form.getByLabel("Date", { exact: true }).fill(newDate);
    await form.getByRole("button", { name: "Show available times" }).click();
    await expect(page).toHaveURL(/\/reschedule#booking-schedule$/);
    await form.getByLabel("Time slot", { exact: true }).selectOption("14:00 to 16:00");
    await form.getByRole("button", { name: "Move my booking" }).click();

    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}$/);
    await expect(main).toContainText(/14:00 to 16:00 Eastern Time \((EST|EDT)\)/);
    await expect(main).toContainText("2 hours");

    await main.getByText("Cancel this consultation").click();
    await main.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation was cancelled");
    await expect(main).toContainText("Cancelled");
    await expect(main.getByRole("link", { name: "Move to another time" })).toHaveCount(0);
    const ics = await request.get(`${bookingPage.replace("?token", "/calendar.ics?token")}`, {
      headers: ownAddressHeaders(),
    });
    expect(await ics.text()).toContain("STATUS:CANCELLED\r\n");
    // One more for each change the visitor is told of: the move, then the cancel.
    expect(await ics.text()).toContain("SEQUENCE:2\r\n");
  });
});

test.describe("with JavaScript", () => {
  test("Back after a move shows the booking as it is now, not the old time the browser kept", async ({
    request,
  }) => {
    // Playwright turns the back-forward cache off; a visitor's Chromium has it on, and keeps
    // even a no-store page there.
    const browser = await chromium.launch({
      ...chromiumLaunchOptions(),
      ignoreDefaultArgs: ["--disable-back-forward-cache"],
    });
    try {
      const page = await browser.newPage({
        baseURL: `http://127.0.0.1:${PORT}`,
        timezoneId: company.timeZone,
      });
      await page.setExtraHTTPHeaders(ownAddressHeaders());
      const bookingPage = await book(request, dateFor(4));
      await page.goto(bookingPage);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.locator("main")).toContainText("11:00 to 12:00 Eastern Time");
      await page.getByRole("link", { name: "Move to another time" }).click();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      const form = page.locator("main form").last();
      await form.getByLabel("Time slot", { exact: true }).selectOption("17:00 to 18:00");
      await form.getByRole("button", { name: "Move my booking" }).click();
      await expect(page.locator("main")).toContainText("17:00 to 18:00 Eastern Time");

      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(bookingPage);
      await expect(page.locator("main")).toContainText("17:00 to 18:00 Eastern Time");
      await expect(page.locator("main")).not.toContainText("11:00 to 12:00 Eastern Time");
    } finally {
      await browser.close();
    }
  });

  test("the move page looks slots up as the visitor types, and its form moves the booking", async ({
    page,
    request,
    consoleLog,
  }) => {
    // Two pages, two axe runs and a cancel: 25-30 s on a loaded two-core machine.
    test.slow();
    const date = dateFor(2);
    const bookingPage = await book(request, date);
    await page.goto(bookingPage.replace("?token", "/reschedule?token"));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const form = page.locator("main form").last();
    // Hydrated: the server's button is gone, the lookup is live, and the booking's own slot is free.
    await expect(form.getByRole("button", { name: "Show available times" })).toHaveCount(0);
    const slot = form.getByLabel("Time slot", { exact: true });
    await expect(slot).toBeEnabled();
    await expect(slot.locator('option[value="11:00 to 12:00"]')).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
    await slot.selectOption("17:00 to 18:00");
    await form.getByRole("button", { name: "Move my booking" }).click();
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\?token=/);
    await expect(page.locator("main")).toContainText("17:00 to 18:00 Eastern Time");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByText("Cancel this consultation").click();
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation was cancelled");
    expect(consoleLog.errors).toEqual([]);
  });

  test("the move page reads the booking's own day from the page, and looks other days up", async ({
    page,
    request,
  }) => {
    const date = dateFor(4);
    const otherDate = dateFor(5);
    const bookingPage = await book(request, date);
    const lookups: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().endsWith("/api/n8n/get-booked-slots"))
        lookups.push(JSON.parse(sent.postData() ?? "{}").date);
    });
    await page.goto(bookingPage.replace("?token", "/reschedule?token"));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const form = page.locator("main form").last();
    const slot = form.getByLabel("Time slot", { exact: true });
    await expect(slot.locator('option[value="11:00 to 12:00"]')).toBeEnabled();
    // The server read the booking's day for this move: the browser does not ask again.
    expect(lookups).toEqual([]);
    await form.getByLabel("Date", { exact: true }).fill(otherDate);
    await expect.poll(() => lookups).toEqual([otherDate]);
    await expect(slot).toBeEnabled();
    await form.getByLabel("Date", { exact: true }).fill(date);
    await expect(slot.locator('option[value="11:00 to 12:00"]')).toBeEnabled();
    expect(lookups).toEqual([otherDate]);
  });
});
