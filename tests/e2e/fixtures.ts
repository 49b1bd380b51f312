import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, type Locator, type Page } from "@playwright/test";
import { bookingWindow } from "../../src/booking/dates";
import { company } from "../../src/content/company";

/** Console messages a page wrote, and uncaught errors, collected from its first request on. */
export interface ConsoleLog {
  errors: string[];
  warnings: string[];
}

export const test = base.extend<{ consoleLog: ConsoleLog }>({
  consoleLog: async ({ page }, use) => {
    const log: ConsoleLog = { errors: [], warnings: [] };
    page.on("console", (message) => {
      if (message.type() === "error") log.errors.push(message.text());
      if (message.type() === "warning") log.warnings.push(message.text());
    });
    page.on("pageerror", (error) => log.errors.push(`pageerror: ${error.message}`));
    await use(log);
  },
});

export { expect };

/** The axe rule sets every accessibility check runs: WCAG 2.2 AA and axe's best practices. */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** axe's findings on the page as it is now (`axeTags`), one line each, naming the nodes: none is the aim. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/**
 * Books through the JSON API (the submit call alone, keyed by its content) from the test's
 * own address; the answer's status, the booking's id and its private link, with the path
 * of the booking's page (the link without its origin).
 */
export async function bookThroughApi(request: APIRequestContext, booking: Record<string, unknown>) {
  const response = await request.post("/api/n8n/submit-consultation", {
    headers: ownAddressHeaders(),
    data: booking,
  });
  const { bookingId = "", manageUrl = "" } = (await response.json()) as {
    bookingId?: string;
    manageUrl?: string;
  };
  const url = new URL(manageUrl || "/", "http://site");
  return { status: response.status(), bookingId, manageUrl, page: `${url.pathname}${url.search}` };
}

/** Opens a path and waits until React has hydrated the server's document. */
export async function openHydrated(page: Page, path: string, options: { referer?: string } = {}) {
  const response = await page.goto(path, options);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return response;
}

/**
 * A client address of the running test's own (the e2e sites trust one proxy hop, so it is
 * sent as `X-Forwarded-For`): each test, and each retry, spends its own booking rate limit.
 */
export function ownAddress(): string {
  const { titlePath, retry, repeatEachIndex } = test.info();
  let hash = 0;
  for (const char of `${titlePath.join("/")}#${retry}#${repeatEachIndex}`)
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/** Headers that make a request come from the test's own address (see `ownAddress`). */
export const ownAddressHeaders = () => ({ "X-Forwarded-For": ownAddress() });

/**
 * A time slot's option by what people see and hear of it: its `label` attribute (the slot
 * with the visitor's own time or " (Booked)", or the list's state), else its text. The text
 * stays the bare slot for agents (src/components/booking/time-slot-field.tsx); browsers
 * show and announce the label, but Playwright's accessible names leave an option's label
 * attribute out, so `getByRole("option", { name })` would not find it.
 */
export function slotOption(select: Locator, shown: string): Locator {
  const exactly = new RegExp(`^${shown.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  return select
    .locator(`option[label=${JSON.stringify(shown)}]`)
    .or(select.locator("option:not([label])").filter({ hasText: exactly }));
}

/**
 * A booking date of the running test's own: the earliest bookable date plus the spec's
 * `base` (specs keep their dates apart) and `offset`, moved on 20 days per retry or
 * repeat, since the servers keep an earlier attempt's booking.
 */
export function testDate(base: number, offset = 0): string {
  const { retry, repeatEachIndex } = test.info();
  const date = new Date(`${bookingWindow(company.timeZone).min}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + base + offset + 20 * (retry + repeatEachIndex));
  return date.toISOString().slice(0, 10);
}

/**
 * axe runs as a script, which this page cannot: the same HTML is checked in a page with
 * JavaScript on, its own scripts blocked, so it stays exactly as the server sent it.
 */
export async function expectNoAxeViolations(page: Page) {
  const html = await page.content();
  const url = page.url();
  const context = await page.context().browser()?.newContext({ javaScriptEnabled: true });
  if (!context) throw new Error("no browser");
  try {
    const checked = await context.newPage();
    await checked.route("**/*.js", (route) => route.abort());
    await checked.route(url, (route) => route.fulfill({ body: html, contentType: "text/html" }));
    await checked.goto(url);
    expect(await axeViolations(checked)).toEqual([]);
  } finally {
    await context.close();
  }
}
