import { expect, openHydrated, test } from "./fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

test.describe("statistics band", () => {
  test("the server renders the final values", async ({ page }) => {
    const response = await page.request.get("/");
    const html = await response.text();
    for (const value of ["125+", "30K", "25+", "550+", "18+"])
      expect(html).toContain(value.replace(/(\d+)(\D+)/, "$1<!-- -->$2"));
  });

  test("counts up from 0 once, when 30% of the band becomes visible", async ({ page }) => {
    await openHydrated(page, "/");
    const values = page.locator("[data-stat-value]");
    // Below the fold the server's final value stays until the band is seen.
    await expect(values.first()).toHaveText("125+");
    // Every value the first number shows, recorded in the page: the count lasts 1.2 s
    // (COUNT_DURATION_MS), which polling from here can miss on a busy machine.
    await values.first().evaluate((element) => {
      const seen: number[] = [];
      Object.assign(window, { __statValues: seen });
      new MutationObserver(() => seen.push(Number.parseInt(element.textContent ?? "", 10))).observe(element, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.locator("#about").scrollIntoViewIfNeeded();
    const band = page.getByRole("heading", { name: "Results That Speak for Themselves" });
    await band.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    const shown = () => page.evaluate(() => (window as unknown as { __statValues: number[] }).__statValues);
    // Mid-count: some value strictly below the final one was shown.
    await expect.poll(async () => Math.min(125, ...(await shown()))).toBeLessThan(125);
    // Back to the final value: about 1.2 s after it started, given ten times that here.
    await expect(values.first()).toHaveText("125+", { timeout: 12_000 });
    await expect(values.nth(1)).toHaveText("30K");
    await expect(values.nth(4)).toHaveText("18+");
    // Once only: scrolling away and back does not restart it (no value below the final one
    // shown again; the text alone would be back at 125+ a moment after a restart).
    const countedTo = (await shown()).length;
    await page.evaluate(() => window.scrollTo(0, 0));
    await band.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect((await shown()).slice(countedTo).filter((value) => value < 125)).toEqual([]);
    await expect(values.first()).toHaveText("125+");
  });

  test("does not move under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/");
    const values = page.locator("[data-stat-value]");
    await page.getByRole("heading", { name: "Results That Speak for Themselves" }).scrollIntoViewIfNeeded();
    for (let i = 0; i < 5; i++) {
      await expect(values.first()).toHaveText("125+");
      await page.waitForTimeout(50);
    }
  });
});

test.describe("consultation FAQ", () => {
  test("first item open; opening another closes it; works before hydration", async ({ browser }) => {
    // No JavaScript at all: the accordion is the browser's own <details name>.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/schedule-consultation");
    const items = page.locator("details[name='consultation-faq']");
    await expect(items).toHaveCount(6);
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(items.nth(1)).not.toHaveAttribute("open", "");
    await items.nth(2).locator("summary").click();
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await expect(page.locator("details[open]")).toHaveCount(1);
    await context.close();
  });

  test("answers say the fee, the 24-hour rule and the length", async ({ page }) => {
    await openHydrated(page, "/schedule-consultation");
    const text = await page.locator("details[name='consultation-faq']").allTextContents();
    const all = text.join(" ");
    expect(all).toContain("nominal fee");
    expect(all).toContain("24 hours");
    expect(all).toContain("1-2 hours");
    expect(all).toContain("calendar invite");
  });
});

test.describe("in-page anchors", () => {
  for (const from of ["/contact", "/industries/retail"]) {
    test(`About from ${from} goes home and scrolls to #about`, async ({ page }) => {
      await openHydrated(page, from);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
      await expect(page).toHaveURL(/\/#about$/);
      await expect(page.locator("#about")).toBeInViewport();
    });
  }

  test("/#services loaded directly shows the services section", async ({ page }) => {
    await openHydrated(page, "/#services");
    await expect(page.locator("#services")).toBeInViewport();
  });

  test("View Portfolio from a service page navigates and lands at the top", async ({ page }) => {
    await openHydrated(page, "/services/cloud-services");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("link", { name: "View Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("the contact form opens a pre-filled e-mail and sends nothing to the server", async ({ page }) => {
  await openHydrated(page, "/contact");
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) apiCalls.push(request.url());
  });
  await page.evaluate(() => {
    const opened: string[] = [];
    Object.assign(window, { __opened: opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  const opened = () => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Company").fill("Analytical Engines Ltd");
  await page.getByLabel("Project Type").selectOption("AI Solutions");
  await page.getByLabel("Message", { exact: true }).fill("We need a demand forecasting model.");
  await page.getByRole("button", { name: "Send Message" }).click();
  // The browser's own validation stops a bad address: nothing opens.
  expect(await opened()).toEqual([]);

  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByRole("button", { name: "Send Message" }).click();
  const [url] = await opened();
  expect(url).toMatch(/^mailto:hello@/);
  const mail = new URL(url ?? "");
  expect(mail.searchParams.get("subject")).toBe("AI Solutions enquiry from Ada Lovelace");
  expect(mail.searchParams.get("body")).toContain("Company: Analytical Engines Ltd");
  expect(mail.searchParams.get("body")).toContain("We need a demand forecasting model.");
  expect(apiCalls).toEqual([]);
  await expect(page.getByText("opens your email app")).toBeVisible();
});

test("without JavaScript the contact form opens the e-mail too, and the page has no insecure form target", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Chromium hands a mailto: navigation to the system; the DevTools protocol still sees it asked for.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Page.enable");
  const asked: string[] = [];
  cdp.on("Page.frameRequestedNavigation", (event) => asked.push(event.url));
  await page.goto("/contact");
  // A form whose own action is mailto: is mixed content on an https page (Lighthouse's Best Practices).
  await expect(page.locator("form[action^='mailto:']")).toHaveCount(0);
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Message", { exact: true }).fill("We need a demand forecasting model.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => asked).toContainEqual(expect.stringMatching(/^mailto:hello@[^?]+\?body=/));
  const body = decodeURIComponent(
    new URL(asked.find((url) => url.startsWith("mailto:")) ?? "").searchParams.get("body") ?? "",
  );
  expect(body).toContain("name=Ada Lovelace");
  expect(body).toContain("message=We need a demand forecasting model.");
  await context.close();
});
