// `npm run test:n8n`: the site against a REAL n8n on loopback, with the workflow of
// n8n/workflow.json, an SMTP sink and a browser. One line per check, then
// `N passed, N failed`; the counts also go to test-results/n8n-summary.json.
// Every process it starts is stopped (also on a failed check or Ctrl-C), temp folders go.
// A setup that fails (installing n8n, starting it or the site) counts every check as failed.
// `node scripts/test-n8n.ts --count` prints how many checks the suite has, running nothing
// (.ci/run counts them as failed when this suite left no summary).
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Browser } from "@playwright/test";
import { launchBrowser } from "../tests/n8n/checks-slots.ts";
import type { Context } from "../tests/n8n/context.ts";
import { ensureN8n, type N8nInstall } from "../tests/n8n/install.ts";
import type { LatencyFigures } from "../tests/n8n/latency.ts";
import { N8n } from "../tests/n8n/n8n.ts";
import { killAllNow, stopAll } from "../tests/n8n/processes.ts";
import { Report } from "../tests/n8n/report.ts";
import { buildIfMissing, startSite } from "../tests/n8n/site.ts";
import { type SmtpSink, startSmtpSink } from "../tests/n8n/smtp-sink.ts";
import { n8nSuite } from "../tests/n8n/suite.ts";

let latency: LatencyFigures | undefined;
const suite = n8nSuite((figures) => {
  latency = figures;
});
if (process.argv.includes("--count")) {
  console.log(suite.checkNames.length);
  process.exit(0);
}

const projectDir = resolve(import.meta.dirname, "..");
const resultsDir = join(projectDir, "test-results");
const tmp = mkdtempSync(join(tmpdir(), "it-services-n8n-"));
// Logs are written in the temp folder (Playwright empties test-results/ when it starts,
// even while this runs) and copied to test-results/n8n-logs at the end, to explain a failure.
const logDir = join(tmp, "logs");
const keptLogs = join(resultsDir, "n8n-logs");
mkdirSync(logDir);

const report = new Report();
report.expect(suite.checkNames);
const runStarted = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
// The Header Auth credential our server sends and n8n checks; fresh for every run.
const auth = { name: "X-Site-Key", value: `harness-${crypto.randomUUID()}` };

let smtp: SmtpSink | undefined;
let browser: Browser | undefined;
let n8n: N8n | undefined;
let install: N8nInstall | undefined;

// Once only, however many ways the run ends (a signal can arrive during the normal end).
let cleaning: Promise<void> | undefined;
const cleanUp = () => {
  cleaning ??= stopEverything();
  return cleaning;
};

async function stopEverything(): Promise<void> {
  await browser?.close().catch(() => {});
  await n8n?.stop().catch(() => {});
  await stopAll();
  await smtp?.close().catch(() => {});
  try {
    rmSync(keptLogs, { recursive: true, force: true });
    mkdirSync(resultsDir, { recursive: true });
    cpSync(logDir, keptLogs, { recursive: true });
  } catch (error) {
    console.log(`could not keep the logs in ${keptLogs}: ${error}`);
  }
  rmSync(tmp, { recursive: true, force: true });
}

// Ctrl-C, a CI timeout or an error nobody caught: stop everything before going, and say
// so in the counts.
let stopping = false;
function abort(reason: string, error: unknown, code: number): void {
  if (stopping) return;
  stopping = true;
  console.log(`\n${reason}: stopping every process started by this run`);
  report.fail(reason, error);
  cleanUp().finally(() => {
    report.write(join(resultsDir, "n8n-summary.json"));
    process.exit(code);
  });
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => abort(`interrupted by ${signal}`, "the run did not finish", 130));
process.on("uncaughtException", (error) => abort("uncaught exception", error, 1));
process.on("unhandledRejection", (error) => abort("unhandled rejection", error, 1));
process.once("exit", killAllNow);

try {
  // n8n 2.x runs on Node >= 24 only, and the harness runs n8n with this same Node.
  const major = Number(process.versions.node.split(".")[0]);
  if (major < 24) throw new Error(`n8n 2.41.1 needs Node >= 24; this is Node ${process.versions.node}`);
  install = await ensureN8n(projectDir, logDir);
  await buildIfMissing(projectDir, logDir);
  smtp = await startSmtpSink();

  const setupStarted = performance.now();
  const userFolder = join(tmp, "n8n-home");
  mkdirSync(userFolder);
  n8n = new N8n({
    bin: install.bin,
    userFolder,
    logDir,
    workflowFile: join(projectDir, "n8n", "workflow.json"),
    auth,
    smtpPort: smtp.port,
  });
  await n8n.importAndPublish();
  await n8n.start();
  await n8n.createOwnerAndTables();
  await n8n.waitForWebhooks();
  console.log(`n8n: imported, published and answering on ${n8n.webhookBase} after ${seconds(setupStarted)}`);

  const site = await startSite({
    projectDir,
    dataDir: join(tmp, "site-data"),
    logDir,
    n8nBaseUrl: n8n.webhookBase,
    auth,
  });
  console.log(`site: ${site.url} (built server, DATA_DIR in a temp folder)\n`);

  const context: Context = {
    projectDir,
    logDir,
    site,
    n8n,
    smtp,
    browser: async () => {
      browser ??= await launchBrowser();
      return browser;
    },
  };
  console.log(`${suite.checkNames.length} checks\n`);
  await suite.run(context, report);
} catch (error) {
  report.fail("harness (setting up or running the checks)", error);
} finally {
  await cleanUp();
  if (report.counts().failed > 0) console.log(`\nLogs of n8n, its CLI steps and the site: ${keptLogs}`);
  const n8nPeak = n8n?.peakRssMb;
  console.log("\nFigures");
  if (install) {
    const size = execFileSync("du", ["-sh", install.dir], { encoding: "utf8" }).split("\t")[0];
    console.log(
      `  n8n install: ${install.installSeconds === null ? "cached (skipped)" : `${install.installSeconds.toFixed(1)} s`}, ${size} in ${install.dir}`,
    );
  }
  if (latency) {
    const { viaSite, direct } = latency;
    console.log(
      `  get-booked-slots median: via site ${viaSite.median.toFixed(1)} ms, direct ${direct.median.toFixed(1)} ms`,
    );
  }
  if (n8nPeak !== undefined) console.log(`  n8n peak memory (main process): ${n8nPeak.toFixed(0)} MB`);
  console.log(`  wall time: ${seconds(runStarted)}`);
  report.write(join(resultsDir, "n8n-summary.json"));
}
process.exit(report.counts().failed > 0 ? 1 : 0);
