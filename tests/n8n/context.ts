// What every check gets: the running site, n8n, the SMTP sink and a browser.
import type { Browser } from "@playwright/test";
import type { N8n } from "./n8n.ts";
import type { Site } from "./site.ts";
import type { SmtpSink } from "./smtp-sink.ts";

export interface Context {
  projectDir: string;
  logDir: string;
  site: Site;
  n8n: N8n;
  smtp: SmtpSink;
  /** Chromium, launched by the first check that asks for it. */
  browser: () => Promise<Browser>;
}
