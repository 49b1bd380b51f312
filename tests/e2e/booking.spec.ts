import { execFileSync } from "node:child_process";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { FAKE_MODES_PORT, MODES_SITE_PORT, STANDALONE_DATA_DIR } from "../../playwright.config";
import { MIN_FILL_MS } from "../../src/booking/constants";
import { formatSlotForVisitor, zoneAbbreviation } from "../../src/booking/dates";
import {
  BOOKED_SUFFIX,
  LOADING_SLOTS,
  SLOT_TAKEN,
  SUBMIT_FAILED,
  SUBMITTING,
  SUCCESS,
  TENTATIVE,
} from "../../src/booking/messages";
import { slotOptions } from "../../src/booking/slots";
import { company } from "../../src/content/company";
import { type ConsoleLog, expect, openHydrated, slotOption, test } from "./fixtures";

// The consultation form in a real browser, against the site standalone (baseURL) and the
// site wired to the fake n8n. Every test books on its own date (the page's earliest date
// plus an offset no other test uses) and picks the first free slot, so tests do not see
// each other's bookings and a retry does not trip over its own first attempt.

/** The site on a fake n8n of its own, whose mode these tests switch (playwright.config.ts). */
const N8N_SITE = `http://127.0.0.1:${MODES_SITE_PORT}`;
const FAKE_CONTROL = `http://127.0.0.1:${FAKE_MODES_PORT}/__control`;
const PAGE = "/schedule-consultation";

// Option labels read exactly "11:00 to 12:00" when the visitor is in the company's zone;
// one test below moves the visitor to London to see the local times.
test.use({ timezoneId: company.timeZone });

/**
 * The server ignores a form sent sooner than MIN_FILL_MS after it was rendered (a bot).
 * Playwright fills it in a blink, so start the page's clock that much in the past: the
 * render time the form sends is then as old as a person's would be. The clock still runs.
 */
async function actLikeAPerson(page: Page) {
  await page.clock.install({ time: Date.now() - MIN_FILL_MS - 2000 });
}

function form(page: Page) {
  const section = page.locator("#booking-form");
  return {
    section,
    date: section.getByLabel("Date", { exact: true }),
    hours: section.getByLabel("Duration", { exact: true }),
    slot: section.getByLabel("Time slot", { exact: true }),
    submit: section.getByRole("button", { name: /Book Consultation|Booking\.\.\./ }),
    confirmation: section.getByRole("status", { name: "Consultation requested" }),
  };
}

/**
 * The page's earliest bookable date plus `days`, as yyyy-MM-dd. A retry or a repeat runs
 * 20 days further on: the servers keep the first attempt's booking (and the fake n8n,
 * reset in between, would no longer list it), so the same date could answer 409.
 */
async function dateAhead(page: Page, days: number): Promise<string> {
  const { retry, repeatEachIndex } = test.info();
  const min = await form(page).date.getAttribute("min");
  const date = new Date(`${min}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days + 20 * (retry + repeatEachIndex));
  return date.toISOString().slice(0, 10);
}

/** Waits for the list to load and returns the first slot still free. */
async function firstFreeSlot(slot: Locator): Promise<string> {
  // The list stays enabled while it loads (an agent's call must not see the field vanish):
  // it says it is busy instead.
  await expect(slot).not.toHaveAttribute("aria-busy", "true");
  const value = await slot.locator("option:not([disabled])").nth(1).getAttribute("value");
  if (!value) throw new Error("no free slot on this date");
  return value;
}

test("a form rendered before the day turned takes the browser's dates once it hydrates", async ({
  page,
  request,
}) => {
  const html = await (await request.get(PAGE)).text();
  const input = /<input[^>]*id="booking-date"[^>]*>/.exec(html)?.[0] ?? "";
  const served = /min="([^"]+)"/.exec(input)?.[1] ?? "";
  expect(served).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The visitor's clock is a day later than the server's render: as after midnight on a kept page.
  await page.clock.install({ time: Date.now() + 86_400_000 });
  await openHydrated(page, PAGE);
  const next = new Date(`${served}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  await expect(form(page).date).toHaveAttribute("min", next.toISOString().slice(0, 10));
});

test("what a visitor types before the page's JavaScript runs is kept when it does", async ({
  page,
  consoleLog,
}) => {
  // A slow network: the page's modules arrive only after the visitor has started typing.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PAGE, { waitUntil: "domcontentloaded" });
  const { date, hours } = form(page);
  const name = form(page).section.getByLabel("Full name", { exact: true });
  await name.fill("Typed Before Hydration");
  await hours.selectOption("3");
  const day = (await date.getAttribute("min")) ?? "";
  await date.fill(day);
  const lookup = page.waitForRequest(
    (sent) => sent.url().endsWith("/get-booked-slots") && sent.postData()?.includes(day) === true,
  );
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(name).toHaveValue("Typed Before Hydration");
  await expect(hours).toHaveValue("3");
  await expect(date).toHaveValue(day);
  // React runs the form with those values: the day's slots are looked up.
  await lookup;
  await expect(form(page).slot).not.toHaveAttribute("aria-busy", "true");
  // Hydration met the server's HTML as it was rendered, not the typed values' text.
  expectNoConsoleErrors(consoleLog);
});

test("an edit made before the page's JavaScript runs is kept on the form a post showed again", async ({
  page,
  consoleLog,
}) => {
  const { promise: held, resolve: release } = Promise.withResolvers<void>();
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PAGE, { waitUntil: "domcontentloaded" });
  const { section } = form(page);
  const description = section.getByLabel("What would you like to discuss?");
  await section.getByLabel("Full name", { exact: true }).fill("Posted Before Hydration");
  await description.fill("The first words.");
  // Posted as a browser without JavaScript posts it (no date: refused, and shown again with what was sent).
  const shownAgain = page.waitForResponse((response) => response.request().method() === "POST");
  await page.evaluate(() => (document.getElementById("booking-form-fields") as HTMLFormElement).submit());
  expect((await shownAgain).status()).toBe(400);
  await page.waitForLoadState("domcontentloaded");
  await expect(description).toHaveValue("The first words.");
  await description.fill("The first words, and more typed before the script ran.");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(description).toHaveValue("The first words, and more typed before the script ran.");
  await expect(section.getByLabel("Full name", { exact: true })).toHaveValue("Posted Before Hydration");
  expectNoConsoleErrors(consoleLog);
});

const visitor = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+1 (555) 123-4567",
  subject: "Cloud migration",
  description: "We want to move two services to the cloud and would like advice on the approach.",
};

/** Fills the form for the date `days` ahead (`dateAhead`) with its first free slot and the visitor; the day and slot chosen. */
async function fillOnFirstFreeSlot(page: Page, days: number) {
  const { date, slot } = form(page);
  const day = await dateAhead(page, days);
  await date.fill(day);
  const chosen = await firstFreeSlot(slot);
  await slot.selectOption(chosen);
  await fillVisitor(page);
  return { day, chosen };
}

/** The standalone site's bookings, as the operator lists them (`npm run bookings -- --json`). */
function standaloneBookings() {
  return JSON.parse(
    execFileSync("node", ["dist/server/bookings.js", "--json", "--data-dir", STANDALONE_DATA_DIR], {
      encoding: "utf8",
    }),
  ) as { date: string; timeSlot: string; emailDelivery: string }[];
}

async function fillVisitor(page: Page) {
  const { section } = form(page);
  await section.getByLabel("Full name", { exact: true }).fill(visitor.name);
  await section.getByLabel("Email", { exact: true }).fill(visitor.email);
  await section.getByLabel("Phone", { exact: true }).fill(visitor.phone);
  await section.getByLabel("I can be reached on WhatsApp at this number").check();
  await section.getByRole("checkbox", { name: "Cloud Migration" }).check();
  await section.getByLabel("Subject", { exact: true }).fill(visitor.subject);
  await section.getByLabel("What would you like to discuss?").fill(visitor.description);
}

/** No console errors, except the browser's own line for a call the test made fail on purpose. */
function expectNoConsoleErrors(log: ConsoleLog) {
  expect(log.errors.filter((text) => !text.startsWith("Failed to load resource"))).toEqual([]);
}

test.describe("booking against the standalone site", () => {
  test("books a consultation end to end; the slot, and a longer slot overlapping it, then show as booked", async ({
    page,
    consoleLog,
  }) => {
    await actLikeAPerson(page);
    await openHydrated(page, PAGE);
    const { section, date, hours, slot, submit, confirmation } = form(page);
    // Before a date is chosen every slot of the day is offered, enabled (WebMCP: an
    // agent reads a select's options as its choices, and leaves a disabled one out), and
    // the hint asks for a date first to see which are free.
    await expect(slot).toBeEnabled();
    await expect(slot.locator("option:not([disabled])")).toHaveCount(1 + slotOptions(1, []).length);
    await expect(slot).toHaveAccessibleDescription(/Select a date first/);

    const { day, chosen } = await fillOnFirstFreeSlot(page, 2);

    // Hold the first call so the in-between state can be seen.
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    await page.route("**/api/n8n/send-consultation-email", async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    await expect(submit).toHaveText(SUBMITTING);
    await expect(submit).toBeDisabled();
    release();

    await expect(confirmation).toContainText(SUCCESS);
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText(
      `${chosen} Eastern Time (${zoneAbbreviation(day, company.timeZone)})`,
    );
    await expect(confirmation).toContainText("calendar invite with a meeting link");
    await expect(confirmation).toContainText("24 hours before your slot");
    // A request, waiting for the team: nothing says it is booked, and the form is not shown under it.
    await expect(confirmation.getByRole("heading", { level: 3 })).toHaveText("Consultation requested");
    await expect(confirmation).toContainText("Waiting for confirmation");
    await expect(section.getByRole("heading", { name: /booked|scheduled|confirmed/i })).toHaveCount(0);
    await expect(section.locator("form")).toBeHidden();

    // The toast says it too; F8 reaches the toasts from the keyboard, and each can be dismissed.
    const toasts = page.getByRole("region", { name: "Notifications (F8)" });
    await expect(toasts.getByRole("listitem").filter({ hasText: SUCCESS })).toBeVisible();
    await expect(toasts.getByRole("status")).toContainText(SUCCESS);
    await page.keyboard.press("F8");
    await expect(toasts).toBeFocused();
    await toasts.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toasts.getByRole("listitem")).toHaveCount(0);

    // "Book another consultation" brings the form back, at its initial values, its first field focused.
    await confirmation.getByRole("button", { name: "Book another consultation" }).click();
    await expect(confirmation).toHaveCount(0);
    await expect(section.getByLabel("Full name", { exact: true })).toBeFocused();
    await expect(section.getByLabel("Full name", { exact: true })).toHaveValue("");
    await expect(section.getByLabel("I can be reached on WhatsApp at this number")).not.toBeChecked();
    await expect(section.getByRole("checkbox", { name: "Cloud Migration" })).not.toBeChecked();
    await expect(date).toHaveValue("");
    await expect(hours).toHaveValue("1");
    await expect(slot).toHaveValue("");
    await expect(slot).toHaveAccessibleDescription(/Select a date first/);
    await expect(submit).toHaveText("Book Consultation");

    await date.fill(day);
    await expect(slotOption(slot, `${chosen}${BOOKED_SUFFIX}`)).toBeDisabled();
    await hours.selectOption("2");
    const overlapping = slotOptions(2, [chosen]).filter((option) => option.booked);
    expect(overlapping.length).toBeGreaterThan(0);
    for (const { label } of overlapping) {
      await expect(slotOption(slot, `${label}${BOOKED_SUFFIX}`)).toBeDisabled();
    }

    // The operator sees it: `npm run bookings` lists the booking from the store.
    expect(standaloneBookings()).toContainEqual(
      expect.objectContaining({ date: day, timeSlot: chosen, emailDelivery: "not sent (standalone)" }),
    );
    expectNoConsoleErrors(consoleLog);
  });

  test("a visitor whose clock runs ten minutes fast is booked all the same", async ({ page, consoleLog }) => {
    // The server would take a render time ten minutes ahead of its clock for a bot's: the
    // form sends it in the server's clock, as the slot lookup's Date header tells it.
    await page.clock.install({ time: Date.now() + 10 * 60_000 });
    await openHydrated(page, PAGE);
    // A person's fill time passes before the lookup, which reads the server's clock.
    await page.clock.fastForward(MIN_FILL_MS + 2000);
    const { submit, confirmation } = form(page);
    const { day, chosen } = await fillOnFirstFreeSlot(page, 14);
    await submit.click();
    await expect(confirmation).toContainText(SUCCESS);

    // Stored, not taken for a bot's (which gets the same answer and is dropped).
    expect(standaloneBookings()).toContainEqual(expect.objectContaining({ date: day, timeSlot: chosen }));
    expectNoConsoleErrors(consoleLog);
  });

  test("a slot taken by someone else after the list loaded: 409, the message, and the slot now booked", async ({
    page,
    consoleLog,
  }) => {
    await actLikeAPerson(page);
    await openHydrated(page, PAGE);
    const { section, slot, submit } = form(page);
    const { day, chosen } = await fillOnFirstFreeSlot(page, 3);

    const elsewhere = await page.request.post("/api/n8n/send-consultation-email", {
      data: { ...visitor, isWhatsapp: false, serviceCategories: [], hours: 1, date: day, timeSlot: chosen },
    });
    expect(elsewhere.status()).toBe(200);

    await submit.click();
    await expect(section.getByText(SLOT_TAKEN)).toBeVisible();
    await expect(slot).toHaveAttribute("aria-invalid", "true");
    await expect(slotOption(slot, `${chosen}${BOOKED_SUFFIX}`)).toBeDisabled();
    await expect(slot).toHaveValue("");
    await expect(slot).toBeFocused();
    // The visitor's other answers are kept for the next try.
    await expect(section.getByLabel("Full name", { exact: true })).toHaveValue(visitor.name);
    expectNoConsoleErrors(consoleLog);
  });

  test("a booking after a taken slot dismisses the failure's toast and shows the request", async ({
    page,
    consoleLog,
  }) => {
    await actLikeAPerson(page);
    await openHydrated(page, PAGE);
    const { section, slot, submit, confirmation } = form(page);
    await fillOnFirstFreeSlot(page, 12);
    // The first attempt answers 409, as if someone else had just taken the slot.
    await page.route("**/api/n8n/send-consultation-email", (route) =>
      route.fulfill({ status: 409, json: { error: "slot_taken" } }),
    );
    await submit.click();
    const toasts = page.getByRole("region", { name: "Notifications (F8)" });
    await expect(toasts.getByRole("listitem").filter({ hasText: SLOT_TAKEN })).toBeVisible();
    await page.unroute("**/api/n8n/send-consultation-email");
    await slot.selectOption(await firstFreeSlot(slot));
    await submit.click();
    await expect(confirmation).toContainText(SUCCESS);
    await expect(toasts.getByRole("listitem").filter({ hasText: SLOT_TAKEN })).toHaveCount(0);
    await expect(toasts.getByRole("listitem")).toHaveCount(1);
    await expect(section.locator("form")).toBeHidden();
    expectNoConsoleErrors(consoleLog);
  });

  test("a 400 shows each message under its field and focuses the first", async ({ page, consoleLog }) => {
    await openHydrated(page, PAGE);
    const { section, date, slot, submit } = form(page);
    await date.fill(await dateAhead(page, 9));
    await slot.selectOption(await firstFreeSlot(slot));
    await fillVisitor(page);
    // Answers the browser cannot check itself (the phone's digit count) come from the server.
    const issues = [
      { path: "phone", message: "Enter a phone number with 7 to 20 digits" },
      { path: "description", message: "Keep the description to 5000 characters or fewer" },
    ];
    await page.route("**/api/n8n/send-consultation-email", (route) =>
      route.fulfill({
        status: 400,
        json: { error: "invalid_request", message: "Some fields need attention.", issues },
      }),
    );
    let submitCalls = 0;
    await page.route("**/api/n8n/submit-consultation", (route) => {
      submitCalls++;
      return route.abort();
    });
    await submit.click();

    const phone = section.getByLabel("Phone", { exact: true });
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(issues[0]?.message ?? "");
    await expect(phone).toBeFocused();
    const description = section.getByLabel("What would you like to discuss?");
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await expect(section.getByText(issues[1]?.message ?? "")).toBeVisible();
    expect(submitCalls).toBe(0);

    // Fixing a field clears its message.
    await phone.fill("+1 555 010 4200");
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");
    expectNoConsoleErrors(consoleLog);
  });

  test("a retry after a failure reuses the Idempotency-Key, so it can never book twice", async ({
    page,
    consoleLog,
  }) => {
    await actLikeAPerson(page);
    await openHydrated(page, PAGE);
    const { section, date, slot, submit, confirmation } = form(page);
    await date.fill(await dateAhead(page, 10));
    await slot.selectOption(await firstFreeSlot(slot));
    await fillVisitor(page);

    const keys: (string | undefined)[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/n8n/send-consultation-email"))
        keys.push(request.headers()["idempotency-key"]);
    });
    // The e-mail call reaches the server, but the answer is lost on the way back.
    await page.route("**/api/n8n/send-consultation-email", async (route) => {
      await route.fetch();
      await route.abort("failed");
    });
    await submit.click();
    await expect(section.getByText(SUBMIT_FAILED)).toBeVisible();
    await expect(section.locator("#booking-form-error")).toBeFocused();

    await page.unroute("**/api/n8n/send-consultation-email");
    await submit.click();
    await expect(confirmation).toContainText(SUCCESS);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expectNoConsoleErrors(consoleLog);
  });

  test("?category= pre-selects the valid service categories and ignores the rest", async ({
    page,
    consoleLog,
  }) => {
    await openHydrated(
      page,
      `${PAGE}?category=Cloud%20Migration&category=Machine%20Learning&category=Nonsense`,
    );
    const { section } = form(page);
    await expect(section.getByRole("checkbox", { name: "Cloud Migration" })).toBeChecked();
    await expect(section.getByRole("checkbox", { name: "Machine Learning" })).toBeChecked();
    await expect(section.getByRole("checkbox", { checked: true })).toHaveCount(2);
    await expect(section.getByText("2 selected.")).toBeVisible();
    expectNoConsoleErrors(consoleLog);
  });

  test.describe("for a visitor in London", () => {
    test.use({ timezoneId: "Europe/London" });

    test("each slot also shows the visitor's own time", async ({ page, consoleLog }) => {
      await openHydrated(page, PAGE);
      const { section, date, slot } = form(page);
      const day = await dateAhead(page, 4);
      await date.fill(day);
      await expect(slot).toBeEnabled();
      const local = formatSlotForVisitor(day, "11:00 to 12:00", company.timeZone, "Europe/London");
      expect(local).not.toBeNull();
      await expect(slotOption(slot, `11:00 to 12:00 (${local})`)).toBeEnabled();
      await expect(
        section.getByText(`Times are in Eastern Time (${zoneAbbreviation(day, company.timeZone)})`),
      ).toBeVisible();
      expectNoConsoleErrors(consoleLog);
    });
  });
});

test.describe("booking through n8n (the fake)", () => {
  // These tests share their fake n8n and switch its mode, so they run one after another,
  // and leave it answering as n8n does.
  test.describe.configure({ mode: "default" });

  async function setFake(request: APIRequestContext, control: Record<string, unknown>) {
    const response = await request.post(FAKE_CONTROL, { data: { reset: true, ...control } });
    expect(response.ok()).toBe(true);
  }

  test.afterAll(async ({ request }) => {
    await setFake(request, { mode: "ok" });
  });

  test("a booking reaches n8n once: the e-mail call, then the submit call, under one Idempotency-Key", async ({
    page,
    request,
    consoleLog,
  }) => {
    await setFake(request, { mode: "ok" });
    await actLikeAPerson(page);
    // The visit starts on the home page from a campaign link on another site; the form
    // sends where it came from, kept by the first page in the tab's sessionStorage.
    await openHydrated(page, `${N8N_SITE}/?utm_source=linkedin&utm_campaign=fall-launch&fbclid=abc`, {
      referer: "https://news.example.org/articles/42",
    });
    expect(await page.context().cookies()).toEqual([]);
    await openHydrated(page, `${N8N_SITE}${PAGE}`);
    const { submit, confirmation } = form(page);
    const { day, chosen } = await fillOnFirstFreeSlot(page, 5);
    await submit.click();
    await expect(confirmation).toContainText(SUCCESS);

    const { calls } = (await (await request.get(`${FAKE_CONTROL}/calls`)).json()) as {
      calls: { webhook: string; idempotencyKey?: string; body: { date?: string } }[];
    };
    // Only this test's booking: a booking queued by another test may be redelivered meanwhile.
    const bookingCalls = calls.filter(
      (call) => call.webhook !== "get-booked-slots" && call.body?.date === day,
    );
    expect(bookingCalls.map((call) => call.webhook)).toEqual([
      "send-consultation-email",
      "submit-consultation",
    ]);
    const [email, submitted] = bookingCalls;
    expect(email?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(submitted?.idempotencyKey).toBe(email?.idempotencyKey);
    const sent = {
      ...visitor,
      isWhatsapp: true,
      serviceCategories: ["Cloud Migration"],
      hours: 1,
      date: day,
      timeSlot: chosen,
      // The booking's id and private link, for n8n's e-mails.
      bookingId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      manageUrl: expect.stringMatching(/\/bookings\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}$/),
      // The team's own link, and how it was booked: the JavaScript form.
      staffUrl: expect.stringMatching(/\/team\/bookings\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}$/),
      channel: "web",
      source: { utm_source: "linkedin", utm_campaign: "fall-launch", referrer: "https://news.example.org" },
    };
    expect(email?.body).toEqual(sent);
    expect(submitted?.body).toEqual(sent);
    expectNoConsoleErrors(consoleLog);
  });

  test("calls that never answer end after 15 s: the lookup lists every slot, the booking says it failed and can be sent again", async ({
    page,
    consoleLog,
  }) => {
    test.setTimeout(90_000);
    await actLikeAPerson(page);
    await openHydrated(page, PAGE);
    const { section, date, slot, submit, confirmation } = form(page);
    // A connection that hangs: the request is taken and never answered.
    await page.route("**/api/n8n/get-booked-slots", () => {});
    await date.fill(await dateAhead(page, 9));
    await expect(section.getByRole("status").filter({ hasText: TENTATIVE })).toBeVisible({ timeout: 25_000 });
    await expect(slot.locator("option[disabled]")).toHaveCount(0);
    await page.unroute("**/api/n8n/get-booked-slots");
    await slot.selectOption(await firstFreeSlot(slot));
    await fillVisitor(page);

    await page.route("**/api/n8n/send-consultation-email", () => {});
    await submit.click();
    await expect(section.getByText(SUBMIT_FAILED)).toBeVisible({ timeout: 25_000 });
    await expect(submit).toBeEnabled();
    await page.unroute("**/api/n8n/send-consultation-email");
    await submit.click();
    await expect(confirmation).toContainText(TENTATIVE);
    expectNoConsoleErrors(consoleLog);
  });

  test("n8n failing: the slot lookup shows the tentative notice, and the booking is tentative", async ({
    page,
    request,
    consoleLog,
  }) => {
    await setFake(request, { mode: "500" });
    await actLikeAPerson(page);
    await openHydrated(page, `${N8N_SITE}${PAGE}`);
    const { section, date, slot, submit, confirmation } = form(page);
    await date.fill(await dateAhead(page, 6));
    const notice = section.getByRole("status").filter({ hasText: TENTATIVE });
    await expect(notice).toBeVisible();
    // Nothing could be checked, so every slot is offered.
    await expect(slot.locator("option[disabled]")).toHaveCount(0);
    await slot.selectOption(await firstFreeSlot(slot));
    await fillVisitor(page);
    await submit.click();
    // Each call waits a few seconds for n8n before the server queues it.
    await expect(confirmation).toContainText(TENTATIVE, { timeout: 15_000 });
    await expect(confirmation).not.toContainText(SUCCESS);
    expectNoConsoleErrors(consoleLog);
  });

  test("a slow lookup shows the loading text, and a newer date wins over it", async ({
    page,
    request,
    consoleLog,
  }) => {
    await setFake(request, { mode: "slow" });
    await openHydrated(page, `${N8N_SITE}${PAGE}`);
    const { section, date, slot } = form(page);
    const [older, newer] = [await dateAhead(page, 7), await dateAhead(page, 8)];

    await date.fill(older);
    // The list says so (its first option reads the loading text) and offers no slot yet,
    // but stays enabled with the same options: an agent that just filled date and slot in
    // one go has its call cancelled by the browser if the field leaves the form's tool.
    // Read at one moment: the slow fake answers after 5 s, so on a loaded machine three
    // reads one after another could straddle the end of the loading state.
    await expect
      .poll(() =>
        slot.evaluate((select: HTMLSelectElement, loading) => {
          const options = [...select.options];
          return {
            busy: select.getAttribute("aria-busy"),
            enabled: !select.disabled,
            loadingShown: options.some((option) => option.label === loading && option.disabled),
            choosable: options.filter((option) => !option.disabled).length,
          };
        }, LOADING_SLOTS),
      )
      .toEqual({ busy: "true", enabled: true, loadingShown: true, choosable: 0 });

    await request.post(FAKE_CONTROL, { data: { mode: "ok", bookedSlots: { [newer]: ["11:00 to 12:00"] } } });
    const aborted = page.waitForEvent("requestfailed", (failed) =>
      failed.url().endsWith("/get-booked-slots"),
    );
    await date.fill(newer);
    await expect(slotOption(slot, `11:00 to 12:00${BOOKED_SUFFIX}`)).toBeDisabled();
    await expect(slotOption(slot, "12:00 to 13:00")).toBeEnabled();
    // The older lookup was cancelled in the browser, so its answer (a timeout, which would
    // mean the tentative state) can never arrive.
    expect((await aborted).failure()?.errorText).toContain("ERR_ABORTED");
    await expect(section.getByText(TENTATIVE)).toHaveCount(0);
    expectNoConsoleErrors(consoleLog);
  });
});
