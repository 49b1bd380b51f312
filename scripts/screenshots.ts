// Full-page screenshots of every page type at phone and desktop widths, for a human look.
// Usage: npm run build && node scripts/screenshots.ts [outDir]   (starts the built server)
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/support/chromium.ts";

const outDir = process.argv[2] ?? "screenshots";
const port = 3190;
const pages = {
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

mkdirSync(outDir, { recursive: true });
const server = spawn("node", ["dist/server/index.js"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
  stdio: "inherit",
});
try {
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const [device, width] of Object.entries(widths)) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "networkidle" });
      await page.screenshot({ path: `${outDir}/${name}-${device}.png`, fullPage: true });
    }
    await context.close();
  }
  await browser.close();
  console.log(`screenshots in ${outDir}/`);
} finally {
  server.kill();
}
