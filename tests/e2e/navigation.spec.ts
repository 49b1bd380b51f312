import { expect, openHydrated, test } from "./fixtures";

/** Marks the current document; the mark survives client-side navigation only. */
async function markDocument(page: import("@playwright/test").Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

async function stillSameDocument(page: import("@playwright/test").Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("internal links navigate on the client and scroll to the top", async ({ page, consoleLog }) => {
    await openHydrated(page, "/portfolio");
    await markDocument(page);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await page.locator('a[href="/portfolio/ecommerce-platform"]').first().click();
    await expect(page).toHaveURL(/\/portfolio\/ecommerce-platform$/);
    await expect(page.getByRole("heading", { name: "Project Overview" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await stillSameDocument(page)).toBe(true);
    const title = await page.title();
    expect(title).toContain("Case Study");
    expect(consoleLog.errors).toEqual([]);
  });

  test("the Services dropdown opens on click and leads to a service page", async ({ page }) => {
    await openHydrated(page, "/");
    await markDocument(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Services" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "AI Solutions" }).click();
    await expect(page).toHaveURL(/\/services\/ai-solutions$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    expect(await stillSameDocument(page)).toBe(true);
  });

  test("dropdowns close on Escape and on an outside click", async ({ page }) => {
    await openHydrated(page, "/contact");
    const nav = page.getByRole("navigation", { name: "Main" });
    const industries = nav.getByRole("button", { name: "Industries" });
    await industries.click();
    await expect(nav.getByRole("link", { name: "Healthcare" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(industries).toHaveAttribute("aria-expanded", "false");
    await expect(industries).toBeFocused();
    await industries.click();
    await page.locator("main").click({ position: { x: 5, y: 300 } });
    await expect(industries).toHaveAttribute("aria-expanded", "false");
  });

  test("an unknown path reached by client navigation shows the not-found page", async ({
    page,
    consoleLog,
  }) => {
    await openHydrated(page, "/");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/missing-page";
      link.textContent = "missing";
      link.id = "test-missing-link";
      document.body.append(link);
    });
    await page.locator("#test-missing-link").click();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    // The browser's console event reaches the test after the page has drawn: wait for it.
    await expect.poll(() => consoleLog.warnings).toContainEqual(expect.stringContaining("/missing-page"));
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hamburger opens the menu and choosing an entry closes it", async ({ page }) => {
    await openHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    // Industries is a closed group in the phone menu (mobile-menu.spec.ts); open it first.
    await menu.getByRole("button", { name: "Industries" }).click();
    await menu.getByRole("link", { name: "Finance" }).click();
    await expect(page).toHaveURL(/\/industries\/finance$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
