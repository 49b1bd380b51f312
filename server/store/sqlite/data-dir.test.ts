import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { mountSmallDisk } from "../../../tests/support/file-faults";
import { BookingStore } from "../booking-store";
import type { AcceptInput } from "../types";
import { SqliteDatabase } from "./sqlite-database";

/*
 * The store on a real file system: the modes of what it creates, the one line it throws
 * when DATA_DIR cannot hold it, and a full disk.
 */

const mode = (path: string) => statSync(path).mode & 0o777;
const databaseFiles = (dir: string) =>
  ["bookings.sqlite", "bookings.sqlite-wal", "bookings.sqlite-shm"].map((name) => join(dir, name));

let root: string;
const opened: BookingStore[] = [];
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "data-dir-test-"));
});
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  rmSync(root, { recursive: true, force: true });
});

function open(dataDir: string): BookingStore {
  const store = new BookingStore(new SqliteDatabase(dataDir));
  opened.push(store);
  return store;
}

const slot = { start: 11, end: 12 };
const booking = (key: string) => ({
  bookingId: `id-${key}`,
  idempotencyKey: key,
  payloadHash: `hash-${key}`,
  date: "2026-12-01",
  timeSlot: "11:00 to 12:00",
  slot,
  request: {} as AcceptInput["request"],
  channel: "api" as const,
  fee: null,
  delivery: "send-consultation-email" as const,
  now: new Date("2026-11-21T15:00:00Z"),
  // Quotas no test here reaches: each booking has its own contact and address.
  quota: {
    emailKey: `${key}@example.com`,
    phoneKey: key.replace(/\D/g, ""),
    clientKey: key,
    perContact: 1000,
    today: "2026-11-21",
    perAddress: 1000,
    since: new Date("2026-11-20T15:00:00Z"),
    networkKey: null,
    perNetwork: 1000,
  },
});

describe("file modes", () => {
  it("creates a missing DATA_DIR 0700 and the database files 0600", async () => {
    const dataDir = join(root, "nested", "data");
    const store = open(dataDir);
    await store.accept(booking("modes-key-1"));
    expect(mode(dataDir)).toBe(0o700);
    for (const file of databaseFiles(dataDir)) expect(mode(file), file).toBe(0o600);
  });

  it("makes database files an older version left 0644 readable by the server's user only", async () => {
    const dataDir = join(root, "data");
    await open(dataDir).accept(booking("modes-key-2"));
    await opened.pop()?.close();
    // As an older version (and SQLite's default) left them, -wal and -shm included.
    const leftOpen = new DatabaseSync(join(dataDir, "bookings.sqlite"));
    leftOpen.exec("PRAGMA journal_mode = WAL; CREATE TABLE IF NOT EXISTS scratch (x)");
    for (const file of databaseFiles(dataDir)) chmodSync(file, 0o644);
    try {
      open(dataDir);
      for (const file of databaseFiles(dataDir)) expect(mode(file), file).toBe(0o600);
    } finally {
      leftOpen.close();
    }
  });
});

describe("a DATA_DIR that cannot hold the store", () => {
  it("throws one line naming DATA_DIR, the path and the reason when a part of the path is a file", () => {
    const file = join(root, "a-file");
    writeFileSync(file, "");
    const dataDir = join(file, "data");
    expect(() => new SqliteDatabase(dataDir)).toThrow(
      new Error(
        `DATA_DIR ${dataDir} cannot hold the booking store: a part of the path is a file, not a folder`,
      ),
    );
  });

  it("stops at once, not spinning, under a folder where nothing can be made (/proc)", () => {
    // In a child process: a sync mkdir that never returns would hang this worker.
    const script = `import { prepareDataDir } from ${JSON.stringify(join(import.meta.dirname, "data-dir.ts"))};
      try { prepareDataDir("/proc/no-such/data", "/proc/no-such/data/bookings.sqlite"); } catch (error) { console.log(error.code); }`;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
      timeout: 10_000,
    });
    expect(run.signal).toBeNull();
    expect(run.stdout.trim()).toBe("ENOENT");
  });

  it("says so when DATA_DIR is a file, and names the full path of a relative one", () => {
    const file = join(root, "b-file");
    writeFileSync(file, "");
    const dataDir = relative(process.cwd(), file);
    expect(() => new SqliteDatabase(dataDir)).toThrow(
      new Error(`DATA_DIR ${dataDir} (${file}) cannot hold the booking store: it is a file, not a folder`),
    );
  });

  it("throws one plain line on a read-only file system, folder there or not", (ctx) => {
    const readOnlyDisk = mountSmallDisk(256, { readOnly: true });
    if ("unavailable" in readOnlyDisk) return ctx.skip(readOnlyDisk.unavailable);
    onTestFinished(() => readOnlyDisk.unmount());
    for (const dataDir of [readOnlyDisk.dir, join(readOnlyDisk.dir, "missing")]) {
      let message = "";
      try {
        new SqliteDatabase(dataDir);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe(`DATA_DIR ${dataDir} cannot hold the booking store: the file system is read-only`);
    }
  });
});

describe("a full disk", () => {
  it("fails a booking with the real error and takes bookings again once space is back", async (ctx) => {
    const disk = mountSmallDisk(4096);
    if ("unavailable" in disk) return ctx.skip(disk.unavailable);
    // After afterEach has closed the store: a file system with open files cannot be unmounted.
    onTestFinished(() => disk.unmount());
    const dataDir = join(disk.dir, "data");
    mkdirSync(dataDir);
    const store = open(dataDir);
    await store.accept(booking("before-full-1"));
    expect(await store.isWritable()).toBe(true);
    disk.fill();
    expect(await store.isWritable()).toBe(false);
    await expect(store.accept({ ...booking("while-full-1"), date: "2026-12-02" })).rejects.toThrow(
      /database or disk is full/,
    );
    disk.free();
    expect(await store.isWritable()).toBe(true);
    expect((await store.accept({ ...booking("after-full-1"), date: "2026-12-03" })).outcome).toBe("accepted");
    expect((await store.listBookings()).map((entry) => entry.idempotencyKey)).toEqual([
      "before-full-1",
      "after-full-1",
    ]);
  });
});
