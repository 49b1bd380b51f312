import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { N8N_SECRET_CANARY, N8N_SITE_PORT } from "../../playwright.config";
import { expect, openHydrated, test } from "./fixtures";

const run = promisify(execFile);

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)],
  );

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
  test("a client build made with the server's secrets in its environment contains none of them", async () => {
    // The browser bundle as `npm run build` makes it, into a folder of its own (dist/ is
    // what the other specs' servers serve), with the server's secrets set in the build's
    // environment: a `define`, an env prefix or an `import.meta.env` reference that let
    // one through would write it into a file here. Each value carries one random token.
    test.setTimeout(120_000);
    const token = `canary-${randomUUID()}`;
    const secrets = {
      N8N_AUTH_HEADER_VALUE: `n8n-${token}`,
      BOOKING_LINK_SECRET: `link-secret-${token}`,
      DATABASE_URL: `postgres://site:password-${token}@127.0.0.1:5432/site`,
    };
    const outDir = mkdtempSync(join(tmpdir(), "client-build-"));
    try {
      await run("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"], {
        env: { ...process.env, ...secrets },
      });
      // The .br and .gz files are compressed copies of the files read here.
      const files = filesUnder(outDir).filter((file) => !file.endsWith(".br") && !file.endsWith(".gz"));
      expect(files.length).toBeGreaterThan(10);
      for (const file of files) {
        const text = readFileSync(file, "utf8");
        const where = relative(outDir, file);
        for (const [name, value] of Object.entries(secrets))
          expect(text.includes(value), `${name} in ${where}`).toBe(false);
        expect(text.includes(token), `a piece of a secret (${token}) in ${where}`).toBe(false);
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
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
