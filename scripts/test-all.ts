// `npm test`: every check CI runs, in order, then one summary line counting them all.
// Each step's test counts come from its JSON report; typecheck, lint and build count
// as one check each. The summary also goes to test-results/summary.txt for .ci/run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

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

count(run("typecheck", "npx", ["tsc", "-p", ".", "--noEmit"]));
count(run("lint and format", "npx", ["biome", "check", "."]));

const vitestReport = `${results}/vitest.json`;
const unitOk = run("unit and HTTP tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${vitestReport}`,
]);
const vitest = readJson(vitestReport) as
  | { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
  | undefined;
if (vitest) {
  tally.passed += vitest.numPassedTests;
  tally.failed += vitest.numFailedTests;
  tally.skipped += vitest.numPendingTests + vitest.numTodoTests;
  if (!unitOk && vitest.numFailedTests === 0) tally.failed++; // a suite that failed to load
} else if (!unitOk) tally.failed++;

const built = run("build", "npm", ["run", "build", "--silent"]);
count(built);
if (built) count(run("bundle budget", "node", ["scripts/bundle-budget.ts", "--check"]));

if (built) {
  const playwrightReport = `${results}/playwright.json`;
  const e2eOk = run("browser tests", "npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const stats = (
    readJson(playwrightReport) as {
      stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
    }
  )?.stats;
  if (stats) {
    tally.passed += stats.expected + stats.flaky;
    tally.failed += stats.unexpected;
    tally.skipped += stats.skipped;
    if (!e2eOk && stats.unexpected === 0) tally.failed++;
  } else if (!e2eOk) tally.failed++;
} else {
  console.log("\nbrowser tests not run: the build failed");
}

const summary = `${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ""}`;
writeFileSync(`${results}/summary.txt`, `${summary}\n`);
writeFileSync(`${results}/summary.json`, `${JSON.stringify(tally)}\n`);
console.log(`\n${summary}`);
process.exit(failedSteps > 0 || tally.failed > 0 ? 1 : 0);
