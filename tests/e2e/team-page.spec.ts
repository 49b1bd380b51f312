import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_LINK_SECRET, E2E_MEETING_URL } from "../../playwright.config";
import { bookingToken } from "../../server/booking/booking-token";
import { company } from "../../src/content/company";
import {
  axeViolations,
  bookThroughApi,
  type ConsoleLog,
  expect,
  openHydrated,
  ownAddressHeaders,
  test,
  testDate,
} from "./fixtures";

// The team's page of a booking in a real browser: opened from the team's own link (what
// n8n's e-mail to the company carries), confirmed without JavaScript, and accessible.

test.use({ timezoneId: company.timeZone });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(ownAddressHeaders());
});

const dateFor = (offset: number) => testDate(220, offset);

/** Books through the API; the visitor's page and the team's page (the path of `staffUrl`). */
async function book(request: APIRequestContext, date: string) {
  const booked = await bookThroughApi(request, {
    name: "Grace Hopper",
    email: "grace@example.com",
    phone: "+1 (555) 010-2000",
    isWhatsapp: true,
    serviceCategories: ["Cloud Migration"],
    hours: 1,
    date,
    timeSlot: "11:00 to 12:00",
    subject: "Data platform review",
    description: "A review of our data platform.\nAnd a plan for the next year.",
  });
  expect(booked.status).toBe(200);
  const token = bookingToken(E2E_LINK_SECRET, booked.bookingId, "team");
  return { visitorPage: booked.page, teamPage: `/team/bookings/${booked.bookingId}?token=${token}` };
}

/** The team confirms from its page, the meeting link as MEETING_URL filled it in. */
async function confirmFromTeamPage(page: Page, teamPage: string) {
  await page.goto(teamPage);
  const main = page.locator("main");
  await expect(main.getByText("State: Requested")).toBeVisible();
  const form = page.locator("form#confirm");
  await expect(form.getByLabel("Meeting link", { exact: true })).toHaveValue(E2E_MEETING_URL);
  await form.getByLabel("Note to the visitor").fill("Please bring the architecture diagram.");
  await form.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page).toHaveURL(/\/team\/bookings\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}&done=confirmed$/);
  return main;
}

/** No console errors, except the browser's own line for the refused post's 400. */
function expectNoConsoleErrors(log: ConsoleLog) {
  expect(log.errors.filter((text) => !text.startsWith("Failed to load resource"))).toEqual([]);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the team confirms a booking from its page, then changes the meeting link", async ({
    page,
    request,
  }) => {
    const { teamPage } = await book(request, dateFor(0));
    const main = await confirmFromTeamPage(page, teamPage);
    await expect(main.getByRole("status")).toContainText("Booking confirmed");
    await expect(main.getByText("State: Confirmed")).toBeVisible();
    await expect(main.getByRole("link", { name: E2E_MEETING_URL }).first()).toHaveAttribute(
      "href",
      E2E_MEETING_URL,
    );
    await expect(main.getByText("by the team")).toBeVisible();

    const form = page.locator("form#confirm");
    await form.getByLabel("Meeting link", { exact: true }).fill("https://meet.example.com/another-room");
    await form.getByRole("button", { name: "Change meeting link" }).click();
    await expect(main.getByRole("status")).toContainText("Booking confirmed");
    await expect(form.getByLabel("Meeting link", { exact: true })).toHaveValue(
      "https://meet.example.com/another-room",
    );
    await expect(main.getByText("by the team")).toHaveCount(2);
  });

  test("the team declines a booking with a message, and the page offers nothing more", async ({
    page,
    request,
  }) => {
    const { teamPage } = await book(request, dateFor(1));
    await page.goto(teamPage);
    const main = page.locator("main");
    await main.getByText("Decline this booking").click();
    const form = page.locator("form#decline");
    await form.getByLabel("Message to the visitor").fill("We are fully booked that week.");
    await form.getByRole("button", { name: "Decline booking" }).click();
    await expect(page).toHaveURL(/&done=declined$/);
    await expect(main.getByText("State: Declined")).toBeVisible();
    await expect(main.getByText("We are fully booked that week.").first()).toBeVisible();
    await expect(page.locator("form#confirm, form#decline")).toHaveCount(0);
  });

  test("after the team confirms, the visitor's page links the meeting", async ({ page, request }) => {
    const { teamPage, visitorPage } = await book(request, dateFor(2));
    await confirmFromTeamPage(page, teamPage);
    await page.goto(visitorPage);
    await expect(page.locator(`main a[href="${E2E_MEETING_URL}"]`).first()).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  test("the page hydrates without errors and passes axe, at a phone's and a desktop's width", async ({
    page,
    request,
    consoleLog,
  }) => {
    const { teamPage } = await book(request, dateFor(3));
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await openHydrated(page, teamPage);
      expect(await axeViolations(page)).toEqual([]);
    }
    // The Decline form, opened.
    await page.locator("main").getByText("Decline this booking").click();
    expect(await axeViolations(page)).toEqual([]);
    expectNoConsoleErrors(consoleLog);
  });

  test("a refused post shows the page again at its own address: the summary has focus and links the field", async ({
    page,
    request,
    consoleLog,
  }) => {
    const { teamPage } = await book(request, dateFor(4));
    await openHydrated(page, teamPage);
    const form = page.locator("form#confirm");
    // The browser would refuse an empty link itself; an http:// one only the server refuses.
    await form.getByLabel("Meeting link", { exact: true }).fill("http://meet.example.com/insecure");
    await form.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page).toHaveURL(/\/team\/bookings\/[0-9a-f-]{36}\/confirm$/);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const summary = page.getByRole("alert").filter({ hasText: "The booking was not confirmed" });
    await expect(summary).toBeFocused();
    await summary.getByRole("link").click();
    await expect(form.getByLabel("Meeting link", { exact: true })).toBeFocused();
    await expect(form.getByLabel("Meeting link", { exact: true })).toHaveValue(
      "http://meet.example.com/insecure",
    );
    await expect(form.getByLabel("Meeting link", { exact: true })).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
    expectNoConsoleErrors(consoleLog);
  });
});

test("another booking's or the visitor's token opens no team page", async ({ request }) => {
  const { visitorPage, teamPage } = await book(request, dateFor(5));
  const visitorToken = new URL(visitorPage, "http://site").searchParams.get("token") ?? "";
  const teamToken = new URL(teamPage, "http://site").searchParams.get("token") ?? "";
  const headers = ownAddressHeaders();
  const asVisitor = await request.get(teamPage.replace(teamToken, visitorToken), { headers });
  expect(asVisitor.status()).toBe(404);
  const asTeam = await request.get(visitorPage.replace(visitorToken, teamToken), { headers });
  expect(asTeam.status()).toBe(404);
});
