import { expect, openHydrated, test } from "./fixtures";

const pageTypes = [
  { name: "home", path: "/", heading: "For businesses who think ahead." },
  { name: "service", path: "/services/cloud-services" },
  { name: "industry", path: "/industries/healthcare" },
  { name: "portfolio list", path: "/portfolio", heading: "Portfolio" },
  { name: "portfolio detail", path: "/portfolio/ecommerce-platform" },
  { name: "contact", path: "/contact" },
  { name: "privacy", path: "/privacy" },
  { name: "terms", path: "/terms" },
  { name: "schedule consultation", path: "/schedule-consultation" },
];

for (const { name, path, heading } of pageTypes) {
  test(`${name} page hydrates with no console error or warning`, async ({ page, consoleLog }) => {
    const response = await openHydrated(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1").first()).toBeVisible();
    if (heading) await expect(page.locator("h1").first()).toContainText(heading);
    expect(consoleLog.errors).toEqual([]);
    expect(consoleLog.warnings).toEqual([]);
  });
}

test("the not-found page hydrates and logs the bad path to the console", async ({ page, consoleLog }) => {
  const response = await openHydrated(page, "/no-such-page?from=test");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute(
    "href",
    "/",
  );
  expect(consoleLog.warnings).toContainEqual(expect.stringContaining("/no-such-page"));
  // The browser reports the document's own 404 status; nothing else may fail.
  expect(consoleLog.errors.filter((text) => !text.includes("status of 404"))).toEqual([]);
});

test("a portfolio id without detail data is a 404 page after hydration too", async ({ page, consoleLog }) => {
  const response = await openHydrated(page, "/portfolio/chatbot-ai-system");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  expect(consoleLog.errors.filter((text) => !text.includes("status of 404"))).toEqual([]);
});
