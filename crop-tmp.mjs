import { chromium } from "@playwright/test";
// node crop-tmp.mjs file.png y h out.png  (full width)
const [file, y, h, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 400, height: 400 } });
await page.goto(`file://${file}`);
const { w, hh } = await page.evaluate(() => ({ w: document.images[0].naturalWidth, hh: document.images[0].naturalHeight }));
await page.setViewportSize({ width: w, height: hh });
await page.goto(`file://${file}`);
await page.screenshot({ path: out, clip: { x: 0, y: Number(y), width: w, height: Math.min(Number(h), hh - Number(y)) } });
await browser.close();
