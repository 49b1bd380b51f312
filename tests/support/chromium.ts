// Which Chromium to launch, in one place for Playwright's config, the screenshot script
// and the n8n suite: Playwright's own where `npx playwright install chromium` put it;
// otherwise the system's (Debian's package), which this sandboxed CI runs as root.
import { existsSync } from "node:fs";
import { chromium, type LaunchOptions } from "@playwright/test";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export function chromiumLaunchOptions(): LaunchOptions {
  if (existsSync(chromium.executablePath()) || !existsSync(SYSTEM_CHROMIUM)) return {};
  return {
    executablePath: SYSTEM_CHROMIUM,
    // No background traffic: this machine has no network beyond loopback.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  };
}
