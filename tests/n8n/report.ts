// The suite's checks, registered before anything starts (Plan), so the suite knows how
// many it has without running them; one line per check (PASS/FAIL name), a closing
// `N passed, N failed`, and the counts in test-results/n8n-summary.json for the CI script
// that adds up every suite. A check that never ran (its setup failed, the run was
// interrupted) counts as failed.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { Context } from "./context.ts";

type Body = (context: Context) => Promise<void> | void;

/**
 * The checks of the suite in the order they run, with the steps between them that are no
 * check themselves (stopping n8n, say). Groups register here before anything starts: the
 * count comes from the checks themselves (`node scripts/test-n8n.ts --count`), never from
 * a number typed by hand.
 */
export class Plan {
  readonly #entries: { kind: "check" | "step"; name: string; body: Body }[] = [];

  /** A check: a thrown error (an assertion) fails it, and the run goes on. */
  check(name: string, body: Body): void {
    if (this.checkNames.includes(name)) throw new Error(`two checks are named "${name}"`);
    this.#entries.push({ kind: "check", name, body });
  }

  /** Work between checks; when it throws, the run stops and the checks after it count as failed. */
  step(name: string, body: (context: Context) => Promise<void>): void {
    this.#entries.push({ kind: "step", name, body });
  }

  get checkNames(): string[] {
    return this.#entries.filter((entry) => entry.kind === "check").map((entry) => entry.name);
  }

  /** Runs every entry in order; a failed step throws (the caller reports it). */
  async run(context: Context, report: Report): Promise<void> {
    for (const { kind, name, body } of this.#entries) {
      if (kind === "check") {
        await report.check(name, () => body(context));
        continue;
      }
      try {
        await body(context);
      } catch (error) {
        throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
    }
  }
}

export class Report {
  passed = 0;
  /** Checks that ran and failed; `counts()` adds those that never ran. */
  failed = 0;
  skipped = 0;
  #planned: string[] = [];
  readonly #finished = new Set<string>();
  /** The first failure outside any check (setting up n8n, say), for the checks it kept from running. */
  #outsideFailure: string | undefined;

  /** The checks this run is to make: each one that has not run by `write` counts as failed. */
  expect(names: string[]): void {
    this.#planned = names;
  }

  /** Runs one check; a thrown error (an assertion) fails it and the run goes on. */
  async check(name: string, body: () => Promise<void> | void): Promise<boolean> {
    try {
      await body();
      this.passed++;
      console.log(`PASS ${name}`);
      return true;
    } catch (error) {
      this.failed++;
      console.log(`FAIL ${name}\n     ${error instanceof Error ? error.message : String(error)}`);
      return false;
    } finally {
      this.#finished.add(name);
    }
  }

  skip(name: string, reason: string): void {
    this.skipped++;
    this.#finished.add(name);
    console.log(`SKIP ${name} (${reason})`);
  }

  /** A failure outside any check (setting up n8n, say): the checks it kept from running fail. */
  fail(name: string, error: unknown): void {
    this.#outsideFailure ??= `${name}: ${error instanceof Error ? error.message : String(error)}`.split(
      "\n",
    )[0];
    console.log(
      `FAIL ${name}\n     ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }

  /** The checks that have not run (yet). */
  get notRun(): string[] {
    return this.#planned.filter((name) => !this.#finished.has(name));
  }

  /**
   * Every planned check counted once: the ones that never ran as failed. A failure outside
   * the checks with none left to carry it (after the last one) counts as one, so the run
   * never passes with it.
   */
  counts(): { passed: number; failed: number; skipped: number } {
    const notRun = this.notRun.length;
    const outside = this.#outsideFailure !== undefined && notRun === 0 ? 1 : 0;
    return { passed: this.passed, failed: this.failed + notRun + outside, skipped: this.skipped };
  }

  write(file: string): void {
    const notRun = this.notRun;
    if (notRun.length > 0) {
      console.log(
        `\n${notRun.length} checks did not run (${this.#outsideFailure ?? "the run ended first"}):`,
      );
      for (const name of notRun) console.log(`FAIL ${name} (not run)`);
    }
    mkdirSync(dirname(file), { recursive: true });
    const { passed, failed, skipped } = this.counts();
    writeFileSync(file, `${JSON.stringify({ passed, failed, skipped })}\n`);
    console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  }
}

/** A small assertion that says what it expected; the checks throw these. */
export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** JSON with object keys sorted, so equal data compares equal whatever the key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export function expectEqual<T>(actual: T, expected: T, what: string): void {
  const a = canonical(actual);
  const e = canonical(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}
