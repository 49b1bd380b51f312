// One line per check (PASS/FAIL name), a closing `N passed, N failed`, and the counts in
// test-results/n8n-summary.json for the CI script that adds up every suite.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export class Report {
  passed = 0;
  failed = 0;
  skipped = 0;

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
    }
  }

  skip(name: string, reason: string): void {
    this.skipped++;
    console.log(`SKIP ${name} (${reason})`);
  }

  /** A failure outside any check (setting up n8n, say) still counts, so the run exits non-zero. */
  fail(name: string, error: unknown): void {
    this.failed++;
    console.log(
      `FAIL ${name}\n     ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }

  write(file: string): void {
    mkdirSync(dirname(file), { recursive: true });
    const { passed, failed, skipped } = this;
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
