// Full-page screenshots of every page type at phone and desktop widths, for a human look,
// and of a booking's page in each state the team leaves it (requested, confirmed, declined).
// Usage: npm run build && node scripts/screenshots.ts [outDir]   (starts the built server)
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/support/chromium.ts";

const outDir = process.argv[2] ?? "screenshots";
// SCREENSHOTS_PORT lets several worktrees take screenshots at once.
const port = Number(process.env.SCREENSHOTS_PORT ?? 3190);
const origin = `http://127.0.0.1:${port}`;
const pages: Record<string, string> = {
  home: "/",
  service: "/services/cloud-services",
  industry: "/industries/healthcare",
  portfolio: "/portfolio",
  "portfolio-detail": "/portfolio/ecommerce-platform",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  "schedule-consultation": "/schedule-consultation",
  "not-found": "/no-such-page",
};
const widths = { phone: 390, desktop: 1280 };

/** A date a month ahead: inside the booking window whatever the day. */
const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** Books one consultation through the API; its id and the path of its page. */
async function book(timeSlot: string): Promise<{ id: string; path: string }> {
  const response = await fetch(`${origin}/api/n8n/submit-consultation`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Grace Hopper",
      email: "grace@example.com",
      phone: "+1 (555) 010-2000",
      isWhatsapp: false,
      serviceCategories: ["Cloud Migration", "Data Analytics"],
      hours: 2,
      date,
      timeSlot,
      subject: "Moving our ERP to the cloud",
      description: "A migration plan with a budget estimate.",
    }),
  });
  const body = (await response.json()) as { bookingId?: string; manageUrl?: string };
  if (!body.bookingId || !body.manageUrl)
    throw new Error(`booking refused: ${response.status} ${JSON.stringify(body)}`);
  const { bookingId, manageUrl } = body;
  const url = new URL(manageUrl);
  return { id: bookingId, path: `${url.pathname}${url.search}` };
}

/** The operator's command against the same store: it decides a booking as the team would. */
const bookings = (dataDir: string, args: string[]) =>
  execFileSync("node", ["dist/server/bookings.js", ...args, "--data-dir", dataDir], { stdio: "ignore" });

mkdirSync(outDir, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), "screenshots-"));
const server = spawn("node", ["dist/server/index.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    // Three bookings from one contact and address, more than the quotas allow.
    BOOKING_QUOTA_PER_CONTACT: "10",
    BOOKING_QUOTA_PER_ADDRESS_DAY: "10",
  },
  stdio: "inherit",
});
try {
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`${origin}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const requested = await book("11:00 to 13:00");
  const confirmed = await book("13:00 to 15:00");
  const declined = await book("15:00 to 17:00");
  bookings(dataDir, [
    "--confirm",
    confirmed.id,
    "--meeting-url",
    "https://meet.example.com/erp-migration-review",
    "--note",
    "Please bring your current ERP architecture diagram.\nWe will send the summary within 24 hours.",
  ]);
  bookings(dataDir, [
    "--decline",
    declined.id,
    "--message",
    "We are fully booked that afternoon.\nThe next morning is free if it suits you.",
  ]);
  Object.assign(pages, {
    "booking-requested": requested.path,
    "booking-confirmed": confirmed.path,
    "booking-declined": declined.path,
  });

  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const [device, width] of Object.entries(widths)) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
      // Scrolled to the bottom and back, so lazy images are in the shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${outDir}/${name}-${device}.png`, fullPage: true });
    }
    await context.close();
  }
  await browser.close();
  console.log(`screenshots in ${outDir}/`);
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
