import { existsSync } from "node:fs";
import { chromium, defineConfig } from "@playwright/test";

// Playwright's own Chromium where `npx playwright install chromium` put it; otherwise
// the system's (Debian's package), which this sandboxed CI runs as root.
const bundled = chromium.executablePath();
const useSystemChromium = !existsSync(bundled) && existsSync("/usr/bin/chromium");

const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: useSystemChromium
      ? {
          executablePath: "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        }
      : {},
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node dist/server/index.js",
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATA_DIR: "test-results/e2e-data" },
  },
});
