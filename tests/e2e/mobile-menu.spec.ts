import type { Locator, Page } from "@playwright/test";
import { serviceNavLinks } from "../../src/content/catalog";
import { axeViolations, expect, openHydrated, test } from "./fixtures";

// The phone most visitors use: the issue was that an opened menu listed 16 service and
// industry entries first and left Consult Now below the fold.
const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

async function openMenu(page: Page) {
  await openHydrated(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible();
  return menu;
}

/** The list a group button shows and hides, found through its aria-controls. */
async function controlledList(menu: Locator, button: Locator) {
  const id = await button.getAttribute("aria-controls");
  expect(id).toBeTruthy();
  return menu.locator(`[id="${id}"]`);
}

test("an opened menu shows Consult Now and the primary links without scrolling", async ({ page }) => {
  const menu = await openMenu(page);
  for (const name of ["Consult Now", "About", "Portfolio", "Contact"]) {
    const link = menu.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    const box = await link.boundingBox();
    if (!box) throw new Error(`${name} has no box`);
    expect(box.y, name).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, name).toBeLessThanOrEqual(phone.height);
  }
  // Nothing was scrolled to get there: neither the page nor the menu panel.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await menu.evaluate((panel) => panel.scrollTop)).toBe(0);

  for (const [group, entry] of [
    ["Services", "Web Development"],
    ["Industries", "Finance"],
  ]) {
    const button = menu.getByRole("button", { name: group, exact: true });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(await controlledList(menu, button)).toBeHidden();
    await expect(menu.getByRole("link", { name: entry })).toBeHidden();
  }
});

test("Services opens from the keyboard, and following an entry closes the menu", async ({ page }) => {
  const menu = await openMenu(page);
  const services = menu.getByRole("button", { name: "Services", exact: true });
  const list = await controlledList(menu, services);

  await services.focus();
  await page.keyboard.press("Enter");
  await expect(services).toHaveAttribute("aria-expanded", "true");
  await expect(list.getByRole("link")).toHaveText(serviceNavLinks.map((link) => link.name));
  await page.keyboard.press("Space");
  await expect(services).toHaveAttribute("aria-expanded", "false");
  await expect(list).toBeHidden();
  await page.keyboard.press("Space");
  await expect(list).toBeVisible();
  // Consult Now stays where it was: the groups come after it.
  await expect(menu.getByRole("link", { name: "Consult Now" })).toBeInViewport({ ratio: 1 });

  await page.keyboard.press("Tab");
  await expect(list.getByRole("link", { name: "Web Development" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/services\/web-development$/);
  await expect(menu).toBeHidden();
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  // The next opening starts with both groups closed again.
  await toggle.click();
  await expect(services).toHaveAttribute("aria-expanded", "false");
});

test("one group is open at a time", async ({ page }) => {
  const menu = await openMenu(page);
  const services = menu.getByRole("button", { name: "Services", exact: true });
  const industries = menu.getByRole("button", { name: "Industries", exact: true });
  await services.click();
  await industries.click();
  await expect(industries).toHaveAttribute("aria-expanded", "true");
  await expect(services).toHaveAttribute("aria-expanded", "false");
  await expect(menu.getByRole("link", { name: "Healthcare" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Web Development" })).toBeHidden();
});

test("Escape closes the menu and returns focus to its button", async ({ page }) => {
  const menu = await openMenu(page);
  await menu.getByRole("button", { name: "Industries", exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("the open menu with a group expanded has no accessibility violations", async ({ page }) => {
  const menu = await openMenu(page);
  await menu.getByRole("button", { name: "Services", exact: true }).click();
  await expect(menu.getByRole("link", { name: "Web Development" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
