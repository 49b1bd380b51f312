import { expect, openHydrated, test } from "./fixtures";

// Small things a visitor notices: a focus ring that shows on the dark hero from its first
// frame, a field the browser scrolls to with its label clear of the sticky header, and a
// services picker of square boxes that wraps on a phone.

test("the white button's focus ring on the dark hero is white from the first frame", async ({ page }) => {
  await openHydrated(page, "/");
  const button = page.locator("main a", { hasText: "Schedule Consultation" }).first();
  // Read in the same task as the focus: a colour that fades in would still be the text's.
  const ring = await button.evaluate((element) => {
    (element as HTMLElement).focus({ focusVisible: true } as FocusOptions);
    const style = getComputedStyle(element);
    return { color: style.outlineColor, style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(ring).toEqual({ color: "rgb(255, 255, 255)", style: "solid", width: "2px" });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the services picker is square checkboxes that wrap: nothing scrolls sideways", async ({ page }) => {
    await openHydrated(page, "/schedule-consultation");
    const picker = page.locator("#booking-categories");
    const box = picker.getByRole("checkbox", { name: "Cloud Migration" });
    expect(await box.evaluate((element) => getComputedStyle(element).borderRadius)).toBe("3px");
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      groups: [...document.querySelectorAll("#booking-categories fieldset > div")].map(
        (group) => group.scrollWidth - group.clientWidth,
      ),
    }));
    expect(overflow.page).toBe(0);
    expect(overflow.groups.length).toBeGreaterThan(0);
    for (const extra of overflow.groups) expect(extra).toBe(0);
  });

  test("a field jumped to (the error summary's links) or focused by validation keeps its label below the sticky header", async ({
    page,
  }) => {
    await openHydrated(page, "/schedule-consultation");
    const form = page.locator("#booking-form");
    const labelClearsHeader = async () => {
      // Once the scroll has settled.
      await page.waitForFunction(() => {
        const state = window as { __lastY?: number };
        const before = state.__lastY;
        state.__lastY = window.scrollY;
        return before === window.scrollY;
      });
      const header = await page.locator("header").first().boundingBox();
      const label = await form.locator('label[for="booking-date"]').boundingBox();
      expect(label?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    };
    // A jump to the field, as the error summary's link makes it.
    await page.evaluate(() => {
      window.location.hash = "#booking-date";
    });
    await labelClearsHeader();

    await page.evaluate(() => window.scrollTo(0, 0));
    await form.getByLabel("Full name", { exact: true }).fill("Ada Lovelace");
    await form.getByLabel("Email", { exact: true }).fill("ada@example.com");
    await form.getByLabel("Phone", { exact: true }).fill("+1 (555) 123-4567");
    await form.getByLabel("Subject", { exact: true }).fill("Cloud migration");
    await form.getByLabel("What would you like to discuss?").fill("Advice wanted.");
    // The date is left empty: the browser refuses the form and scrolls to it.
    await form.getByRole("button", { name: "Book Consultation" }).click();
    await expect(form.getByLabel("Date", { exact: true })).toBeFocused();
    await labelClearsHeader();
  });
});
