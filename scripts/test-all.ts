// `npm test`: every check CI runs, in order, then one summary line counting them all.
// Each step's test counts come from its JSON report; typecheck, lint, build and the bundle
// budget count as one check each. A suite that cannot start counts every one of its tests
// as failed, never as skipped: a test file whose `beforeAll` threw (PostgreSQL did not
// start, say), and the browser tests when the build failed or their servers did not start.
// The summary also goes to test-results/summary.txt and summary.json for .ci/run.
//
// `node scripts/test-all.ts --only unit,e2e` runs only the named steps (typecheck, lint,
// unit, build, budget, e2e) and counts only those: to check a part, or this script itself.
// The browser tests then use the build already in dist/.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const STEPS = ["typecheck", "lint", "unit", "build", "budget", "e2e"] as const;
type Step = (typeof STEPS)[number];

const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex === -1 ? undefined : (process.argv[onlyIndex + 1] ?? "").split(",").filter(Boolean);
const unknown = only?.filter((name) => !(STEPS as readonly string[]).includes(name)) ?? [];
if (only && (only.length === 0 || unknown.length > 0)) {
  console.error(`--only takes steps among ${STEPS.join(", ")}; got "${process.argv[onlyIndex + 1] ?? ""}"`);
  process.exit(2);
}
const selected = (step: Step) => !only || only.includes(step);

const results = "test-results";
mkdirSync(results, { recursive: true });
const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = 0;

function run(name: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failedSteps++;
  return ok;
}

function count(ok: boolean) {
  if (ok) tally.passed++;
  else tally.failed++;
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
}

/** Vitest's JSON report, the fields read here. */
interface VitestReport {
  testResults: { name: string; status: string; assertionResults: { status: string }[] }[];
}

/**
 * Per test file: in a file that failed, every test that did not pass counts as failed (a
 * `beforeAll` that threw leaves all of them "skipped"); a file that failed with no test
 * to count (it did not load, or a hook after its tests threw) counts as one failure.
 */
function countVitest(report: VitestReport): Tally {
  const counts: Tally = { passed: 0, failed: 0, skipped: 0 };
  for (const file of report.testResults) {
    const statuses = file.assertionResults.map((test) => test.status);
    const passed = statuses.filter((status) => status === "passed").length;
    counts.passed += passed;
    if (file.status === "failed") {
      const failed = Math.max(statuses.length - passed, 1);
      counts.failed += failed;
      const skipped = statuses.filter((status) => status !== "passed" && status !== "failed").length;
      if (skipped > 0)
        console.log(`  ${file.name}: the file failed; its ${skipped} skipped tests count as failed`);
    } else {
      counts.failed += statuses.filter((status) => status === "failed").length;
      counts.skipped += statuses.filter((status) => status !== "passed" && status !== "failed").length;
    }
  }
  return counts;
}

/** Playwright's JSON report (or listing), the fields read here. */
interface PlaywrightTest {
  status: "expected" | "unexpected" | "flaky" | "skipped";
  annotations: { type: string }[];
}
interface PlaywrightSuite {
  specs?: { tests: PlaywrightTest[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites?: PlaywrightSuite[];
}

const testsIn = (suite: PlaywrightSuite): PlaywrightTest[] => [
  ...(suite.specs ?? []).flatMap((spec) => spec.tests),
  ...(suite.suites ?? []).flatMap(testsIn),
];

/**
 * Flaky (passed on retry) counts as passed. A skipped test counts as skipped when a spec
 * said so (`test.skip`, `test.fixme`); one skipped without that did not run because
 * something before it failed (the `beforeAll` of a serial group, a run cut short), and
 * counts as failed when the run failed.
 */
function countPlaywright(report: PlaywrightReport, runFailed: boolean): Tally & { reported: number } {
  const counts = { passed: 0, failed: 0, skipped: 0, reported: 0 };
  let notRun = 0;
  for (const test of (report.suites ?? []).flatMap(testsIn)) {
    counts.reported++;
    if (test.status === "expected" || test.status === "flaky") counts.passed++;
    else if (test.status === "unexpected") counts.failed++;
    else if (runFailed && !test.annotations.some((note) => note.type === "skip" || note.type === "fixme"))
      notRun++;
    else counts.skipped++;
  }
  if (notRun > 0) console.log(`\n${notRun} browser tests did not run after a failure: counted as failed`);
  counts.failed += notRun;
  return counts;
}

/**
 * How many browser tests there are, without running them: `playwright test --list` reads
 * the specs only (no build needed, no web server started). Undefined when it cannot say.
 */
function listBrowserTests(): number | undefined {
  const { PLAYWRIGHT_JSON_OUTPUT_NAME: _toFile, ...env } = process.env;
  const listing = spawnSync("npx", ["playwright", "test", "--list", "--reporter=json"], {
    encoding: "utf8",
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    const report = JSON.parse(listing.stdout) as PlaywrightReport;
    return (report.suites ?? []).flatMap(testsIn).length;
  } catch {
    console.log(`could not list the browser tests: ${listing.stderr.trim().split("\n").at(-1) ?? ""}`);
    return undefined;
  }
}

try {
  if (selected("typecheck")) count(run("typecheck", "npx", ["tsc", "-p", ".", "--noEmit"]));
  if (selected("lint")) count(run("lint and format", "npx", ["biome", "check", "."]));

  if (selected("unit")) {
    const vitestReport = `${results}/vitest.json`;
    rmSync(vitestReport, { force: true }); // never a report left by an earlier run
    const unitOk = run("unit and HTTP tests", "npx", [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${vitestReport}`,
    ]);
    const vitest = readJson(vitestReport) as VitestReport | undefined;
    const counts = vitest ? countVitest(vitest) : { passed: 0, failed: 0, skipped: 0 };
    tally.passed += counts.passed;
    tally.failed += counts.failed;
    tally.skipped += counts.skipped;
    // Vitest failed without a failed test to show for it (an error outside any test, or no
    // report at all: how many tests it has is then unknown): one failure.
    if (!unitOk && counts.failed === 0) tally.failed++;
  }

  const built = selected("build") ? run("build", "npm", ["run", "build", "--silent"]) : true;
  if (selected("build")) count(built);
  if (selected("budget")) {
    if (built) count(run("bundle budget", "node", ["scripts/bundle-budget.ts", "--check"]));
    else {
      console.log("\nbundle budget not checked: the build failed (counted as failed)");
      tally.failed++;
    }
  }

  if (selected("e2e")) {
    const listed = listBrowserTests();
    if (!built) {
      console.log(
        `\nbrowser tests not run: the build failed; ${listed ?? "(an unknown number of)"} browser tests count as failed`,
      );
      tally.failed += listed ?? 1;
      failedSteps++;
    } else {
      const playwrightReport = `${results}/playwright.json`;
      rmSync(playwrightReport, { force: true });
      const e2eOk = run("browser tests", "npx", ["playwright", "test", "--reporter=list,json"], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      });
      const report = readJson(playwrightReport) as PlaywrightReport | undefined;
      const counts = report
        ? countPlaywright(report, !e2eOk)
        : { passed: 0, failed: 0, skipped: 0, reported: 0 };
      tally.passed += counts.passed;
      tally.failed += counts.failed;
      tally.skipped += counts.skipped;
      // Tests missing from the report (a web server that did not start, no report at all).
      const missing = listed === undefined ? 0 : Math.max(listed - counts.reported, 0);
      if (missing > 0) console.log(`\n${missing} browser tests missing from the report: counted as failed`);
      tally.failed += missing;
      if (!e2eOk && counts.failed === 0 && missing === 0) tally.failed++;
    }
  }
} catch (error) {
  // A fault of this script itself (a report it cannot read): never a passing summary.
  console.log(`\ntest-all failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  tally.failed++;
  failedSteps++;
}

const summary = `${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ""}`;
writeFileSync(`${results}/summary.txt`, `${summary}\n`);
writeFileSync(`${results}/summary.json`, `${JSON.stringify(tally)}\n`);
if (only) console.log(`\n(only ${only.join(", ")})`);
console.log(`\n${summary}`);
process.exit(failedSteps > 0 || tally.failed > 0 ? 1 : 0);
