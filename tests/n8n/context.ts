// What every group of checks gets: the running site, n8n, the SMTP sink and the report.
import type { N8n } from "./n8n.ts";
import type { Report } from "./report.ts";
import type { Site } from "./site.ts";
import type { SmtpSink } from "./smtp-sink.ts";

export interface Context {
  projectDir: string;
  logDir: string;
  site: Site;
  n8n: N8n;
  smtp: SmtpSink;
  report: Report;
}
