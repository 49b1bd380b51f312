// The BUILT site (node dist/server/index.js) wired to the real n8n, on a loopback port,
// plus small helpers to call its booking API the way the browser form does.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { bookingToken, newLinkSecret } from "../../server/booking/booking-token.ts";
import { freePort, type Managed, runToEnd, start, waitUntil } from "./processes.ts";

export interface Site {
  url: string;
  dataDir: string;
  process: Managed;
  /** The team's link of a booking, as the site sends it to n8n (its API never answers it). */
  staffUrl(bookingId: string): string;
}

/** The nominal fee the site names (CONSULTATION_FEE), and what a payload to n8n carries of it. */
export const SITE_FEE = { setting: "USD 75", payload: { currency: "USD", amount: 75 } };

export interface ApiResponse {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

export async function buildIfMissing(projectDir: string, logDir: string): Promise<void> {
  if (existsSync(join(projectDir, "dist", "server", "index.js"))) return;
  console.log("site: no build in dist/, running npm run build");
  await runToEnd("npm run build", "npm", ["run", "build"], {
    cwd: projectDir,
    env: process.env,
    logFile: join(logDir, "site-build.log"),
  });
}

export async function startSite(options: {
  projectDir: string;
  dataDir: string;
  logDir: string;
  n8nBaseUrl: string;
  auth: { name: string; value: string };
}): Promise<Site> {
  const port = await freePort();
  // Given, not kept by the site in its store: the checks make the team's links with it.
  const linkSecret = newLinkSecret();
  const child = start("site", process.execPath, ["dist/server/index.js"], {
    cwd: options.projectDir,
    logFile: join(options.logDir, "site.log"),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      // Its own loopback origin: the booking links it sends to n8n (and n8n puts into its
      // e-mails) must open this very site.
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: options.dataDir,
      N8N_WEBHOOK_BASE_URL: options.n8nBaseUrl,
      N8N_AUTH_HEADER_NAME: options.auth.name,
      N8N_AUTH_HEADER_VALUE: options.auth.value,
      // Each simulated visitor sends its own X-Forwarded-For, so the per-address rate
      // limit treats them as the different people they stand for.
      TRUST_PROXY: "127.0.0.1,::1",
      LOG_LEVEL: "info",
      BOOKING_LINK_SECRET: linkSecret,
      CONSULTATION_FEE: SITE_FEE.setting,
      // The longest lead time: a booking confirmed on the site within a week is reminded at
      // once, so the end-to-end check sees its reminder.
      REMINDER_LEAD_HOURS: "168",
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    "the site's /readyz",
    async () => ((await fetch(`${url}/readyz`)).ok ? true : undefined),
    30_000,
  );
  return {
    url,
    dataDir: options.dataDir,
    process: child,
    staffUrl: (bookingId) =>
      `${url}/team/bookings/${bookingId}?token=${bookingToken(linkSecret, bookingId, "team")}`,
  };
}

/** POSTs JSON the way the booking form does; `client` becomes the visitor's address. */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { unparsedBody: text };
  }
  return { status: response.status, body: parsed, ms };
}

/** One call of the site's booking API from a given visitor address. */
export function siteApi(
  site: Site,
  endpoint: string,
  body: unknown,
  client: string,
  idempotencyKey?: string,
) {
  return postJson(`${site.url}/api/n8n/${endpoint}`, body, {
    "X-Forwarded-For": client,
    ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
  });
}
