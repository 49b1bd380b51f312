import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { N8N_SECRET_CANARY, N8N_SITE_PORT } from "../../playwright.config";
import { expect, openHydrated, test } from "./fixtures";

const pages = [
  "/",
  "/services/ai-solutions",
  "/industries/healthcare",
  "/portfolio",
  "/portfolio/fintech-webapp",
  "/contact",
  "/privacy",
  "/terms",
  "/schedule-consultation",
  "/schedule-consultation?category=AI%20Chatbots",
  "/no-such-page",
];

test.describe("Content-Security-Policy enforced", () => {
  for (const path of pages) {
    test(`${path} runs with no policy violation`, async ({ page }) => {
      // Registered before any page script: collects every violation the browser reports.
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { __cspViolations: seen });
        document.addEventListener("securitypolicyviolation", (event) => {
          seen.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await openHydrated(page, path);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
      // Interact a little, so lazily loaded chunks and client navigation run too.
      await page.getByRole("link", { name: "Portfolio" }).first().click();
      await expect(page).toHaveURL(/\/portfolio$/);
      expect(
        await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
      ).toEqual([]);
    });
  }
});

test.describe("the n8n secret never reaches a browser", () => {
  test("no built browser file contains it", () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) =>
        statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
      );
    const files = walk("dist/client").filter((file) => !file.endsWith(".br") && !file.endsWith(".gz"));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(readFileSync(file, "utf8"), file).not.toContain(N8N_SECRET_CANARY);
  });

  test("no page, script or stylesheet served by the n8n-backed site contains it", async ({ page }) => {
    const seen: string[] = [];
    page.on("response", async (response) => {
      const type = response.headers()["content-type"] ?? "";
      if (/html|javascript|css|json/.test(type)) seen.push(await response.text());
    });
    for (const path of ["/", "/schedule-consultation", "/contact"]) {
      await openHydrated(page, `http://127.0.0.1:${N8N_SITE_PORT}${path}`);
    }
    expect(seen.length).toBeGreaterThan(5);
    for (const body of seen) expect(body).not.toContain(N8N_SECRET_CANARY);
  });
});
