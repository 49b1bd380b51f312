// `npm run lighthouse`: Lighthouse 13 (mobile, its default) on the pages docs/product.md#budgets
// names, against the built server on loopback. Prints the four category scores per page
// and checks them against the budget: Performance >= 98, the others 100.
// Lighthouse runs through npx (fetched once into npm's cache), not as a dependency.
import { type ChildProcess, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startBuiltServer } from "./built-server.ts";

const PORT = 3310;
const base = `http://127.0.0.1:${PORT}`;
const pages = ["/", "/services/cloud-services", "/portfolio", "/schedule-consultation"];
// Plus a booking's own page, added once a booking is made below.
const budget: Record<string, number> = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const chrome = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

const dir = mkdtempSync(join(tmpdir(), "lighthouse-"));
let server: ChildProcess | undefined;
let failed = false;
try {
  server = await startBuiltServer(
    PORT,
    { DATA_DIR: join(dir, "data"), LOG_LEVEL: "warn", SITE_URL: base },
    "inherit",
  );

  // A real booking, so its private page is measured as a visitor sees it.
  const booked = await fetch(`${base}/api/n8n/submit-consultation`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Lighthouse Visitor",
      email: "lighthouse@example.com",
      phone: "+1 555 010 2000",
      serviceCategories: ["Cloud Migration", "AI Chatbots"],
      hours: 2,
      // Three days ahead in UTC: inside the booking window in any company zone.
      date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      timeSlot: "13:00 to 15:00",
      subject: "Moving our platform to the cloud",
      description: "A consultation booked to measure the booking page.",
    }),
  });
  const { manageUrl } = (await booked.json()) as { manageUrl: string };
  const bookingPage = new URL(manageUrl);
  pages.push(`${bookingPage.pathname}${bookingPage.search}`);

  console.log("page                          perf  a11y  best  seo");
  for (const path of pages) {
    const report = join(dir, "report.json");
    // Lighthouse sometimes fails to record a trace ("Please run Lighthouse again"): once more.
    for (let attempt = 1; ; attempt++) {
      try {
        execFileSync(
          "npx",
          [
            "--yes",
            "lighthouse@13",
            `${base}${path}`,
            "--output=json",
            `--output-path=${report}`,
            "--quiet",
            "--only-categories=performance,accessibility,best-practices,seo",
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync",
          ],
          {
            stdio: ["ignore", "ignore", "inherit"],
            env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) },
          },
        );
        break;
      } catch (error) {
        if (attempt === 2) throw error;
      }
    }
    const { categories, audits } = JSON.parse(readFileSync(report, "utf8")) as {
      categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
      audits: Record<string, { score: number | null }>;
    };
    const scores = Object.fromEntries(
      Object.entries(categories).map(([id, c]) => [id, Math.round(c.score * 100)]),
    );
    // A booking's page is private and must not be indexed, which is the one thing
    // Lighthouse's "is-crawlable" audit asks for: its SEO score is that of every other
    // SEO audit, and the raw score is shown beside it.
    let note = "";
    const seo = categories.seo;
    if (path.startsWith("/bookings/") && seo) {
      const counted = seo.auditRefs.filter(
        (ref) => ref.id !== "is-crawlable" && audits[ref.id]?.score !== null,
      );
      const weight = counted.reduce((sum, ref) => sum + ref.weight, 0);
      const earned = counted.reduce((sum, ref) => sum + ref.weight * (audits[ref.id]?.score ?? 0), 0);
      note = `  (noindex by design: SEO ${scores.seo} with "is-crawlable")`;
      scores.seo = Math.round((earned / weight) * 100);
    }
    const low = Object.entries(budget).filter(([id, min]) => (scores[id] ?? 0) < min);
    if (low.length) failed = true;
    const shown = path.startsWith("/bookings/") ? "/bookings/{id}?token=…" : path;
    console.log(
      `${shown.padEnd(28)} ${String(scores.performance).padStart(5)} ${String(scores.accessibility).padStart(5)} ${String(scores["best-practices"]).padStart(5)} ${String(scores.seo).padStart(4)}${low.length ? `  below budget: ${low.map(([id]) => id).join(", ")}` : ""}${note}`,
    );
  }
} finally {
  server?.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
