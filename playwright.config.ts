import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium.ts";

// Three processes: the site standalone (no n8n, the embedded store answers), a fake
// n8n, and the site pointed at that fake n8n. Ports are fixed so tests can reach each.
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const N8N_SITE_PORT = PORT + 1;
export const FAKE_N8N_PORT = PORT + 99;
/**
 * A second site on a fake n8n of its own, for the tests that switch the fake's mode
 * (failing, slow): the mode holds for every call of its site, so a test elsewhere, on the
 * other worker, would meet a mode it never set.
 */
export const MODES_SITE_PORT = PORT + 3;
export const FAKE_MODES_PORT = PORT + 98;
/** A standalone site with the company's own hours: weekdays only (tests/e2e/company-hours.spec.ts). */
export const WEEKDAYS_SITE_PORT = PORT + 2;
export const WEEKDAYS_HOURS = "mon-fri 09:00-12:00 13:00-17:00";
export const STANDALONE_DATA_DIR = "test-results/e2e-data";
/** The n8n-backed site gets an auth value that must never reach a browser (issue 5). */
export const N8N_SECRET_CANARY = "canary-n8n-secret-7f3a9c";
/**
 * The sites' link keyring, known to the specs so they can open a booking's team page as
 * n8n's e-mail would (its `staffUrl`), and the team's usual meeting link.
 */
export const E2E_LINK_SECRET = "e2e-link-secret-for-the-team-page-tests-0123456789";
export const E2E_MEETING_URL = "https://meet.example.com/northwind-team";

const siteEnv = (port: number, dataDir: string) => ({
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  // The specs book many slots from one address and contact; the quotas have HTTP tests of their own.
  BOOKING_QUOTA_PER_CONTACT: "1000",
  BOOKING_QUOTA_PER_ADDRESS_DAY: "1000",
  // Specs that book a lot say who they are with X-Forwarded-For, so each spends its own
  // rate limit (10 booking calls, then 10 a minute) rather than the others'.
  TRUST_PROXY: "127.0.0.1,::1",
  BOOKING_LINK_SECRET: E2E_LINK_SECRET,
  MEETING_URL: E2E_MEETING_URL,
});

/** A site from the build, on `port`, with a fresh data folder and `env` on top of `siteEnv`'s. */
const site = (port: number, dataDir: string, env: Record<string, string> = {}) => ({
  command: `rm -rf ${dataDir} && node dist/server/index.js`,
  url: `http://127.0.0.1:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 30_000,
  env: { ...siteEnv(port, dataDir), ...env },
});

/** A fake n8n on `port` (tests/support/fake-n8n.ts), steered over its `/__control`. */
const fakeN8n = (port: number) => ({
  command: `node tests/support/fake-n8n.ts --port ${port}`,
  url: `http://127.0.0.1:${port}/__control/calls`,
  reuseExistingServer: false,
  timeout: 30_000,
});

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
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    site(PORT, STANDALONE_DATA_DIR),
    fakeN8n(FAKE_N8N_PORT),
    site(N8N_SITE_PORT, "test-results/e2e-n8n-data", {
      N8N_WEBHOOK_BASE_URL: `http://127.0.0.1:${FAKE_N8N_PORT}/webhook/`,
      N8N_TIMEOUT_MS: "2000",
      N8N_AUTH_HEADER_NAME: "X-Site-Key",
      N8N_AUTH_HEADER_VALUE: N8N_SECRET_CANARY,
    }),
    fakeN8n(FAKE_MODES_PORT),
    site(MODES_SITE_PORT, "test-results/e2e-modes-data", {
      N8N_WEBHOOK_BASE_URL: `http://127.0.0.1:${FAKE_MODES_PORT}/webhook/`,
      // Longer than the fake's slow answer (5 s): a slow lookup stays in flight until the
      // fake answers, so a test can still overtake it on a loaded machine.
      N8N_TIMEOUT_MS: "8000",
    }),
    site(WEEKDAYS_SITE_PORT, "test-results/e2e-weekdays-data", { BOOKING_HOURS: WEEKDAYS_HOURS }),
  ],
});
