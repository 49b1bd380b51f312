import { axeViolations, expect, openHydrated, test } from "./fixtures";

const pageTypes = {
  home: "/",
  service: "/services/engagement-models",
  industry: "/industries/finance",
  portfolio: "/portfolio",
  "portfolio detail": "/portfolio/healthcare-mobile-app",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  "schedule consultation": "/schedule-consultation",
  "not found": "/no-such-page",
};

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`axe at ${device} width`, () => {
    test.use({ viewport });
    for (const [name, path] of Object.entries(pageTypes)) {
      test(`${name} page has no accessibility violations (WCAG 2.2 AA)`, async ({ page }) => {
        await openHydrated(page, path);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test("menus open by keyboard: Enter opens, arrows move, Escape closes and returns focus", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const services = nav.getByRole("button", { name: "Services" });
  await services.focus();
  await page.keyboard.press("ArrowDown");
  await expect(services).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Web Development" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(nav.getByRole("link", { name: "Mobile App Development" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(nav.getByRole("link", { name: "Engagement Models" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(services).toHaveAttribute("aria-expanded", "false");
  await expect(services).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(services).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/services\/web-development$/);
});

test("with forced colours (Windows high contrast), a ticked service box looks unlike an unticked one", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: "active" });
  await openHydrated(page, "/schedule-consultation?category=Cloud%20Migration");
  const box = (name: string) => page.getByRole("checkbox", { name, exact: true });
  await expect(box("Cloud Migration")).toBeChecked();
  await expect(box("Auto Scaling")).not.toBeChecked();
  // The drawn box and tick lose their colours there, so the system draws the box itself.
  await expect(box("Cloud Migration")).toHaveCSS("appearance", "auto");
  await page
    .locator("label", { has: box("Cloud Migration") })
    .screenshot({ path: test.info().outputPath("ticked.png") });
});
