import { statfsSync } from "node:fs";
import { dirname, join } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import sql, { empty, type Sql } from "sql-template-tag";
import { outboxNames } from "../../../src/booking/calls";
import type { Database, Dialect, Queries, Transaction } from "../database";
import { OUTBOX_ITEM } from "../store-sql";
import { dataDirError, prepareDataDir } from "./data-dir";
import { migrations } from "./sqlite-migrations";

/**
 * The server's wait for another process's write lock (the operator's command, a sqlite3
 * shell). SQLite waits synchronously, so the whole event loop waits with it: enough for a
 * short transaction, short enough that a lock held on gives a quick 503, not a frozen site.
 */
export const SERVER_BUSY_TIMEOUT_MS = 200;
/** Where no visitor waits: the operator's command, and opening and migrating before any request. */
const PATIENT_BUSY_TIMEOUT_MS = 5000;
/** Less free space than this (for the server's user) and `/readyz` says the store cannot take bookings. */
const MIN_FREE_BYTES = 1024 * 1024;

export interface SqliteOptions {
  /** Opens an existing store to read only (the operator's listing). */
  readOnly?: boolean;
}

const DIALECT: Dialect = {
  forUpdate: empty,
  insertionOrder: sql`rowid`,
  notIn: (column, ids) => sql`${column} NOT IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
  refusesOverlap: false,
  claims: {
    takeNext: (db, where) =>
      db.get(sql`SELECT ${OUTBOX_ITEM} FROM deliveries d LEFT JOIN bookings b ON b.id = d.booking_id
        WHERE ${where} ORDER BY d.next_attempt_at, d.id LIMIT 1`),
    take: async () => ({}),
    holds: async (db, { id, version }) =>
      Boolean(
        await db.get(sql`SELECT 1 FROM deliveries WHERE id = ${id} AND status = 'pending'
          AND COALESCE(key_suffix, '') = ${version}`),
      ),
    release: empty,
    recordable: () => sql`1 = 1`,
    dueAt: sql`d.next_attempt_at`,
  },
};

/**
 * Bookings and the outbox in one SQLite file under DATA_DIR (`node:sqlite`, WAL,
 * `synchronous=FULL`: a write that returned is on disk). One connection, synchronous:
 * while a transaction awaits its own statements no other call may run on it, so every
 * call waits for the transaction in progress to end.
 */
export class SqliteDatabase implements Database {
  readonly location: string;
  readonly dialect = DIALECT;
  #db: DatabaseSync;
  #readOnly: boolean;
  #closed = false;
  /** Prepared once: a statement per call holds native memory the garbage collector does not see. */
  #statements = new Map<string, StatementSync>();
  /** Settles when the transaction in progress ends. */
  #busy: Promise<void> | undefined;

  /** Opens, creates and migrates the store; a DATA_DIR that cannot hold it throws one line naming it. */
  constructor(dataDir: string, { readOnly = false }: SqliteOptions = {}) {
    this.location = join(dataDir, "bookings.sqlite");
    this.#readOnly = readOnly;
    try {
      if (!readOnly) prepareDataDir(dataDir, this.location);
      this.#db = new DatabaseSync(this.location, { readOnly });
    } catch (error) {
      throw dataDirError(dataDir, error);
    }
    try {
      this.#db.exec(`PRAGMA busy_timeout = ${PATIENT_BUSY_TIMEOUT_MS}`);
      if (readOnly) return;
      this.#db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
      this.#migrate();
      this.#db.exec(`PRAGMA busy_timeout = ${SERVER_BUSY_TIMEOUT_MS}`);
    } catch (error) {
      this.#db.close();
      throw dataDirError(dataDir, error);
    }
  }

  // A statement outside a transaction waits for the one in progress, if any.
  all = async <Row>(query: Sql) => (await this.#idle()).all<Row>(query);
  get = async <Row>(query: Sql) => (await this.#idle()).get<Row>(query);
  run = async (query: Sql) => (await this.#idle()).run(query);

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#alone("BEGIN IMMEDIATE", work);
  }

  /** A read transaction: one state of the file, while other processes may write beside it. */
  snapshot<T>(work: (tx: Queries) => Promise<T>): Promise<T> {
    return this.#alone("BEGIN", work);
  }

  conflictOf(): undefined {
    // One writer at a time: the store's own checks see every committed row first.
    return undefined;
  }

  failure(error: unknown): Error {
    // SQLite's messages name no value and hold no secret.
    return error instanceof Error ? error : new Error(String(error));
  }

  /**
   * Takes the write lock and lets it go: the file is writable and no other process holds
   * the lock (one that does fails it after the short busy timeout). A full disk lets the
   * lock be taken but fails the commit, so the free space is asked too.
   */
  async isWritable(): Promise<boolean> {
    if (this.#closed || this.#readOnly) return false;
    await this.#idle();
    try {
      const disk = statfsSync(dirname(this.location), { bigint: true });
      if (Number(disk.bavail * disk.bsize) < MIN_FREE_BYTES) return false;
      this.#db.exec("BEGIN IMMEDIATE; ROLLBACK;");
      return true;
    } catch {
      this.#rollBack();
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#db.close();
  }

  async #alone<T>(begin: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
    // Waited for here, not in a helper: the last check and taking the turn must be one
    // step, or two waiters woken together would both begin.
    while (this.#busy) await this.#busy;
    let done = () => {};
    this.#busy = new Promise((resolve) => {
      done = resolve;
    });
    try {
      this.#db.exec(begin);
      const result = await work(this.#inTransaction);
      this.#db.exec("COMMIT");
      return result;
    } catch (error) {
      this.#rollBack();
      throw error;
    } finally {
      this.#busy = undefined;
      done();
    }
  }

  /** Statements of the transaction in progress: they must not wait for it. */
  #inTransaction: Transaction = {
    all: async <Row>(query: Sql) => this.#statement(query).all(...values(query)) as Row[],
    get: async <Row>(query: Sql) => this.#statement(query).get(...values(query)) as Row | undefined,
    run: async (query: Sql) => Number(this.#statement(query).run(...values(query)).changes),
    lock: async () => {},
  };

  async #idle(): Promise<Transaction> {
    while (this.#busy) await this.#busy;
    return this.#inTransaction;
  }

  /** After a full disk SQLite may have rolled back already; that must not hide the real error. */
  #rollBack(): void {
    try {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
    } catch {}
  }

  #statement(query: Sql): StatementSync {
    const statement = this.#statements.get(query.sql) ?? this.#db.prepare(query.sql);
    this.#statements.set(query.sql, statement);
    return statement;
  }

  /**
   * Runs the migrations not run yet (`user_version` counts them) and names this version's
   * delivery calls, in one transaction: two processes opening one file never run a
   * migration twice. Foreign keys are off meanwhile, as SQLite advises for rebuilding a
   * table: a delivery whose booking was removed by hand is kept, for the worker to fail.
   */
  #migrate(): void {
    this.#db.exec("PRAGMA foreign_keys = OFF; BEGIN IMMEDIATE;");
    try {
      const { user_version: done } = this.#db.prepare("PRAGMA user_version").get() as {
        user_version: number;
      };
      for (const migration of migrations.slice(done)) this.#db.exec(migration);
      this.#db.exec(`PRAGMA user_version = ${Math.max(done, migrations.length)}`);
      const add = this.#db.prepare(
        "INSERT INTO delivery_calls (name) VALUES (?) ON CONFLICT (name) DO NOTHING",
      );
      for (const name of outboxNames) add.run(name);
      this.#db.exec("COMMIT; PRAGMA foreign_keys = ON;");
    } catch (error) {
      this.#rollBack();
      throw error;
    }
  }
}

/** A statement's values as node:sqlite binds them (the store passes strings, numbers and nulls). */
const values = (query: Sql) => query.values as SQLInputValue[];
