// Real file-system faults for tests: a small tmpfs to fill, and a write lock held by
// another process. Nothing here patches the store: the faults are the kernel's and SQLite's.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface SmallDisk {
  dir: string;
  /** Writes a filler file until the disk says ENOSPC. */
  fill(): void;
  /** Removes the filler: the space is back. */
  free(): void;
  unmount(): void;
}

/**
 * A tmpfs of `sizeKb` mounted on a fresh folder (read-only if asked), or the reason it
 * cannot be (mounting needs root or CAP_SYS_ADMIN).
 */
export function mountSmallDisk(
  sizeKb: number,
  { readOnly = false } = {},
): SmallDisk | { unavailable: string } {
  const dir = mkdtempSync(join(tmpdir(), "small-disk-"));
  const options = `size=${sizeKb}k${readOnly ? ",ro" : ""}`;
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir], { stdio: "pipe" });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { unavailable: `mount -t tmpfs failed: ${stderr || String(error)}` };
  }
  const filler = join(dir, "filler");
  return {
    dir,
    fill() {
      const fd = openSync(filler, "a");
      const chunk = Buffer.alloc(16 * 1024, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      } finally {
        closeSync(fd);
      }
      // The last partial chunk may have left a few bytes: fill those too.
      const tail = openSync(filler, "a");
      try {
        for (;;) writeSync(tail, Buffer.alloc(1, 1));
      } catch {
        // ENOSPC: full to the last byte.
      } finally {
        closeSync(tail);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    unmount() {
      execFileSync("umount", [dir], { stdio: "pipe" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Another process that opens the database and holds its write lock (`BEGIN IMMEDIATE`)
 * until `release()`, as an operator's sqlite3 shell or a second server would.
 */
export async function holdWriteLock(databasePath: string): Promise<{ release(): Promise<void> }> {
  const script = `
    const { DatabaseSync } = require("node:sqlite");
    const db = new DatabaseSync(process.argv[1]);
    db.exec("PRAGMA busy_timeout = 5000; BEGIN IMMEDIATE");
    process.stdout.write("locked\\n");
    process.stdin.on("data", () => {});
    process.stdin.on("end", () => { db.exec("ROLLBACK"); db.close(); process.exit(0); });
  `;
  const child: ChildProcess = spawn(process.execPath, ["-e", script, databasePath], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the lock holder exited early (${code})`)));
    child.stdout?.once("data", () => resolve());
  });
  child.removeAllListeners("exit");
  return {
    release: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.stdin?.end();
      }),
  };
}
