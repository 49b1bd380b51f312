// `npm run lighthouse`: Lighthouse 13.5+ (mobile, its default) on the pages
// docs/product.md#budgets names, against the built server on loopback behind a local TLS
// proxy (WebMCP needs a secure context), with Chromium's WebMCP feature on. Prints the five
// category scores per page and checks them against the budget: 100 in every category,
// no layout shift (CLS 0), and every Agentic browsing audit applicable and passed (the WebMCP audits
// may be not applicable on pages without a form).
// Lighthouse runs through npx (fetched once into npm's cache), not as a dependency.
import { type ChildProcess, execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Http2SecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { startBuiltServer } from "./built-server.ts";
import { startTlsProxy } from "./tls-proxy.ts";

// LIGHTHOUSE_PORT lets several worktrees measure at once (the TLS proxy takes the next port).
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3310);
const TLS_PORT = PORT + 1;
const base = `https://127.0.0.1:${TLS_PORT}`;
/** The page with the booking form: every agentic audit must apply there. */
const FORM_PAGE = "/schedule-consultation";
/** What is measured; `/bookings/` stands for a booking's own page, made below. */
const MEASURABLE = [
  "/",
  "/services/cloud-services",
  "/industries/healthcare",
  "/portfolio",
  "/portfolio/ecommerce-platform",
  "/contact",
  "/schedule-consultation",
  "/bookings/",
];
// `npm run lighthouse -- /portfolio /bookings/` measures only the pages named.
// LIGHTHOUSE_REPORTS=<dir> keeps each page's JSON report there.
const only = process.argv.slice(2);
const unknown = only.filter((name) => !MEASURABLE.includes(name));
if (unknown.length > 0) {
  // A mistyped name would measure nothing and pass.
  console.error(`Not a measured page: ${unknown.join(", ")}. Name any of ${MEASURABLE.join(" ")}.`);
  process.exit(2);
}
const measured = (name: string) => only.length === 0 || only.includes(name);
const keepReports = process.env.LIGHTHOUSE_REPORTS;
const pages = MEASURABLE.filter((name) => name !== "/bookings/" && measured(name));
// Plus a booking's own page, added once a booking is made below.
const budget: Record<string, number> = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  "agentic-browsing": 100,
};
const chrome = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

const dir = mkdtempSync(join(tmpdir(), "lighthouse-"));
let server: ChildProcess | undefined;
let proxy: Http2SecureServer | undefined;
let failed = false;
try {
  server = await startBuiltServer(
    PORT,
    { DATA_DIR: join(dir, "data"), LOG_LEVEL: "warn", SITE_URL: base },
    "inherit",
  );
  proxy = await startTlsProxy(dir, TLS_PORT, PORT);
  // The proxy's certificate is a throwaway one: this process's own requests accept it.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

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
  const bookingPath = `${bookingPage.pathname}${bookingPage.search}`;
  if (measured("/bookings/")) pages.push(bookingPath);

  console.log("page                          perf  a11y  best  seo  agents     CLS");
  for (const path of pages) {
    const report = join(dir, "report.json");
    // Lighthouse sometimes fails to record a trace ("Please run Lighthouse again"): once more.
    for (let attempt = 1; ; attempt++) {
      try {
        // Not execFileSync: the TLS proxy runs in this process and must keep responding.
        await promisify(execFile)(
          "npx",
          [
            "--yes",
            "lighthouse@^13.5",
            `${base}${path}`,
            "--output=json",
            `--output-path=${report}`,
            "--quiet",
            "--only-categories=performance,accessibility,best-practices,seo,agentic-browsing",
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --enable-features=WebMCP --ignore-certificate-errors",
          ],
          {
            env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) },
            maxBuffer: 64 * 1024 * 1024,
          },
        );
        break;
      } catch (error) {
        if (attempt === 2) throw error;
      }
    }
    if (keepReports) {
      mkdirSync(keepReports, { recursive: true });
      const name = path.startsWith("/bookings/")
        ? "booking-page"
        : path.slice(1).replaceAll("/", "_") || "home";
      copyFileSync(report, join(keepReports, `${name}.json`));
    }
    const { categories, audits } = JSON.parse(readFileSync(report, "utf8")) as {
      categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
      audits: Record<
        string,
        { score: number | null; numericValue?: number; details?: { items?: { line?: string }[] } }
      >;
    };
    const scores = Object.fromEntries(
      Object.entries(categories).map(([id, c]) => [id, Math.round(c.score * 100)]),
    );
    // One SEO audit fails by design, and only it is set aside, with the raw score shown:
    // "is-crawlable" on a booking's private page (it must not be indexed). robots.txt writes
    // its `Agentmap:` line as a comment, so its audit is counted like any other.
    let note = "";
    const setAside = new Set(path.startsWith("/bookings/") ? ["is-crawlable"] : []);
    const seo = categories.seo;
    if (seo && setAside.size > 0 && seo.score < 1) {
      const counted = seo.auditRefs.filter((ref) => !setAside.has(ref.id) && audits[ref.id]?.score !== null);
      const weight = counted.reduce((sum, ref) => sum + ref.weight, 0);
      const earned = counted.reduce((sum, ref) => sum + ref.weight * (audits[ref.id]?.score ?? 0), 0);
      note = `  (SEO ${scores.seo} with ${[...setAside].join(" and ")})`;
      scores.seo = Math.round((earned / weight) * 100);
    }
    // Agentic browsing: every audit applicable (the WebMCP ones only where a form is) and passed.
    const agentic = categories["agentic-browsing"];
    const unmet = (agentic?.auditRefs ?? []).filter((ref) => {
      const audit = audits[ref.id];
      if (!audit) return true;
      if (audit.score === null) return !(ref.id.startsWith("webmcp-") && path !== FORM_PAGE);
      return audit.score < 1;
    });
    if (unmet.length) note += `  agentic audits not met: ${unmet.map((ref) => ref.id).join(", ")}`;
    const low = Object.entries(budget).filter(([id, min]) => (scores[id] ?? 0) < min);
    // No layout shift at all: the fallback face is sized to the typeface, every picture has its size.
    const cls = audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN;
    if (!(cls === 0)) low.push(["cls", 0]);
    if (unmet.length) failed = true;
    if (low.length) failed = true;
    const shown = path.startsWith("/bookings/") ? "/bookings/{id}?token=…" : path;
    console.log(
      `${shown.padEnd(28)} ${String(scores.performance).padStart(5)} ${String(scores.accessibility).padStart(5)} ${String(scores["best-practices"]).padStart(5)} ${String(scores.seo).padStart(4)} ${String(scores["agentic-browsing"]).padStart(7)} ${cls.toFixed(3).padStart(7)}${low.length ? `  below budget: ${low.map(([id]) => id).join(", ")}` : ""}${note}`,
    );
  }
} finally {
  proxy?.close();
  server?.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
