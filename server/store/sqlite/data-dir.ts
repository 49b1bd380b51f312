import { accessSync, chmodSync, closeSync, constants, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname, resolve } from "node:path";

// Bookings hold visitors' names, e-mails and phones: DATA_DIR is made 0700 and the database
// files kept 0600 (also when an older version left them 0644).

/**
 * Creates DATA_DIR (0700) when missing, checks that it takes files, and makes the database
 * files 0600. A missing database file is created empty with that mode first: SQLite gives
 * the `-wal` and `-shm` files it creates the mode of the database file.
 */
export function prepareDataDir(dataDir: string, databasePath: string): void {
  // Each missing folder in turn, outermost first: Node's own recursive mkdir spins for
  // ever where the kernel says ENOENT below a folder that exists (DATA_DIR under /proc).
  const missing: string[] = [];
  let nearest = resolve(dataDir);
  for (; !existsSync(nearest) && dirname(nearest) !== nearest; nearest = dirname(nearest))
    missing.unshift(nearest);
  try {
    for (const folder of missing)
      try {
        mkdirSync(folder, { mode: 0o700 });
      } catch (error) {
        // Made meanwhile by another process starting on the same folder (the CLI beside the server).
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    // There now: a folder passes, a file is EEXIST.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    // Node says only ENOENT when a parent cannot take the new folder: ask the nearest
    // existing one why (read-only, permission denied).
    if ((error as NodeJS.ErrnoException).code === "ENOENT") accessSync(nearest, constants.W_OK);
    throw error;
  }
  accessSync(dataDir, constants.W_OK);
  if (!existsSync(databasePath)) closeSync(openSync(databasePath, "a", 0o600));
  // The two files SQLite keeps beside the database in WAL mode too.
  for (const file of [databasePath, `${databasePath}-wal`, `${databasePath}-shm`])
    if (existsSync(file)) chmodSync(file, 0o600);
}

const reasons: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "the file system is read-only",
  ENOTDIR: "a part of the path is a file, not a folder",
  EEXIST: "it is a file, not a folder",
  ENOENT: "the folder does not exist and cannot be created",
  ENOSPC: "the disk is full",
};

/**
 * One line for the operator when the store cannot open: DATA_DIR, the full path, and the
 * reason in plain words (SQLite's own text only when there is no plainer one).
 */
export function dataDirError(dataDir: string, error: unknown): Error {
  const { code, errstr, message } = error as { code?: string; errstr?: string; message?: string };
  const reason =
    (code && reasons[code]) ??
    (errstr ? `the booking database cannot be opened (${errstr})` : (message ?? String(error)));
  const path = resolve(dataDir);
  const named = path === dataDir ? path : `${dataDir} (${path})`;
  return new Error(`DATA_DIR ${named} cannot hold the booking store: ${reason}`.replace(/\s*\n\s*/g, " "), {
    cause: error,
  });
}
