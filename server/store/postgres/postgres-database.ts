import { randomUUID } from "node:crypto";
import pg from "pg";
import sql, { type Sql } from "sql-template-tag";
import type { Logger } from "../../logger";
import {
  type Conflict,
  type Database,
  type Dialect,
  LOCKS,
  type Queries,
  type Transaction,
} from "../database";
import { OUTBOX_ITEM } from "../store-sql";
import { DatabaseError, databaseError, urlSecrets } from "./postgres-errors";
import { migratePostgres } from "./postgres-migrations";

export interface PostgresOptions {
  /** Connections this instance holds at most: a fleet multiplies it, PostgreSQL's default allows 100. */
  maxConnections?: number;
  /** How long one statement (a lock wait included) may run before the server cancels it. */
  statementTimeoutMs?: number;
  /** How long a call waits for a connection: a database that is down fails calls this fast. */
  connectTimeoutMs?: number;
  /** How long a claim on a delivery keeps other instances off it; a crashed instance's claim returns after it. */
  leaseMs?: number;
  /** Where a connection lost while idle is reported (the pool replaces it on the next call). */
  logger?: Pick<Logger, "warn">;
}

const DEFAULTS = { maxConnections: 10, statementTimeoutMs: 5_000, connectTimeoutMs: 3_000, leaseMs: 60_000 };

// The driver would hand bigint columns over as strings and `date` as a local midnight
// Date; the store speaks numbers, "YYYY-MM-DD" and ISO strings, as on SQLite.
const [INT8, DATE, TIMESTAMPTZ] = [20, 1082, 1184];
const types: pg.CustomTypesConfig = {
  getTypeParser: (id: number, format?: "text" | "binary") => {
    if (format === "binary") return pg.types.getTypeParser(id, format);
    if (id === INT8) return Number;
    if (id === DATE) return (value: string) => value;
    const parse = pg.types.getTypeParser(id);
    return id === TIMESTAMPTZ ? (value: string) => (parse(value) as Date).toISOString() : parse;
  },
};

/**
 * SQLSTATEs read as outcomes, not failures. Two overlapping inserts can each wait for the
 * other's exclusion check and PostgreSQL aborts one (40P01): run again, it sees the other's row or none.
 */
const CONFLICTS: { code: string; constraint?: string; conflict: Conflict }[] = [
  { code: "23P01", constraint: "bookings_no_overlap", conflict: "overlap" },
  { code: "23505", constraint: "bookings_idempotency_key", conflict: "key_taken" },
  { code: "40P01", conflict: "deadlock" },
];

/**
 * Claims, so a fleet shares one outbox: each taking is a random token (the request path and
 * the worker of one instance are two senders), leased by the database's clock, not an
 * instance's; a crashed instance's claim comes back when its lease ends.
 */
function leasedClaims(leaseMs: number): Dialect["claims"] {
  const lapsed = sql`(d.claimed_until IS NULL OR d.claimed_until <= clock_timestamp())`;
  const lease = sql`clock_timestamp() + make_interval(secs => ${leaseMs}::float8 / 1000)`;
  return {
    takeNext: (db, where) =>
      db.get(sql`WITH next AS (
          SELECT d.id, d.booking_id FROM deliveries d LEFT JOIN bookings b ON b.id = d.booking_id
            WHERE ${where} AND ${lapsed} ORDER BY d.next_attempt_at, d.id LIMIT 1 FOR UPDATE OF d SKIP LOCKED)
        UPDATE deliveries d SET claimed_by = ${randomUUID()}, claimed_until = ${lease}
          FROM next LEFT JOIN bookings b ON b.id = next.booking_id
          WHERE d.id = next.id RETURNING ${OUTBOX_ITEM}, d.claimed_by AS claim`),
    async take(db, id) {
      const claim = randomUUID();
      const taken = await db.run(sql`UPDATE deliveries d SET claimed_by = ${claim}, claimed_until = ${lease}
        WHERE d.id = ${id} AND ${lapsed}`);
      return taken > 0 ? { claim } : null;
    },
    holds: async (db, { id, version, claim }) =>
      (await db.run(sql`UPDATE deliveries d SET claimed_until = ${lease}
        WHERE d.id = ${id} AND d.claimed_by = ${claim ?? null} AND d.claimed_until > clock_timestamp()
          AND d.status = 'pending' AND COALESCE(d.key_suffix, '') = ${version}`)) > 0,
    release: sql`, claimed_by = NULL, claimed_until = NULL`,
    recordable: (claim) => sql`(${lapsed} OR d.claimed_by = ${claim ?? null})`,
    dueAt: sql`CASE WHEN d.claimed_until > clock_timestamp()
      THEN greatest(d.next_attempt_at, (extract(epoch FROM d.claimed_until) * 1000)::bigint)
      ELSE d.next_attempt_at END`,
  };
}

/**
 * PostgreSQL (14 or newer), shared by a fleet: the database refuses double bookings and
 * reused keys, advisory locks order the writers of one key, and a delivery is claimed by
 * one instance at a time (docs/architecture.md#postgresql). Every failure is a
 * `DatabaseError` without secrets; statements, lock waits and connecting have time limits.
 */
export class PostgresDatabase implements Database {
  readonly location: string;
  readonly dialect: Dialect;
  #pool: pg.Pool;
  #secrets: readonly string[];
  #closed = false;
  readonly #queries = queriesOn(() => this.#open());
  all = this.#queries.all;
  get = this.#queries.get;
  run = this.#queries.run;

  private constructor(pool: pg.Pool, url: string, secrets: readonly string[], leaseMs: number) {
    this.#pool = pool;
    this.#secrets = secrets;
    this.location = databaseLocation(url);
    this.dialect = {
      forUpdate: sql` FOR UPDATE`,
      insertionOrder: sql`entry_no`,
      notIn: (column, ids) => sql`${column} <> ALL (${[...ids]}::bigint[])`,
      refusesOverlap: true,
      claims: leasedClaims(leaseMs),
    };
  }

  /** Connects and brings the schema up to date, safely beside other instances doing the same. */
  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresDatabase> {
    const settings = { ...DEFAULTS, ...options };
    const secrets = urlSecrets(url);
    const pool = new pg.Pool({
      connectionString: url,
      max: settings.maxConnections,
      connectionTimeoutMillis: settings.connectTimeoutMs,
      statement_timeout: settings.statementTimeoutMs,
      // The client's own limit, for a server that stops responding without closing the socket.
      query_timeout: settings.statementTimeoutMs + settings.connectTimeoutMs,
      lock_timeout: settings.statementTimeoutMs,
      idle_in_transaction_session_timeout: settings.statementTimeoutMs * 2,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      application_name: "it-services-site",
      types,
    });
    // An idle connection dropped by the server (a restart) is an event, not a crash.
    pool.on("error", (error) => {
      options.logger?.warn("store.connection_lost", { error: databaseError(error, "idle", secrets).message });
    });
    try {
      const client = await pool.connect();
      await migratePostgres(client).finally(() => client.release());
    } catch (error) {
      await pool.end().catch(() => {});
      throw databaseError(error, "open", secrets);
    }
    return new PostgresDatabase(pool, url, secrets, settings.leaseMs);
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#inTransaction("BEGIN", work);
  }

  /** One snapshot, read only: a listing never mixes two moments of the data. */
  snapshot<T>(work: (tx: Queries) => Promise<T>): Promise<T> {
    return this.#inTransaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", work);
  }

  conflictOf(error: unknown): Conflict | undefined {
    if (!(error instanceof pg.DatabaseError)) return undefined;
    const known = ({ code, constraint }: (typeof CONFLICTS)[number]) =>
      error.code === code && (!constraint || error.constraint === constraint);
    return CONFLICTS.find(known)?.conflict;
  }

  failure(error: unknown, op: string): Error {
    return databaseError(error, op, this.#secrets);
  }

  /** The database responds within the time limits and takes writes (not a standby, not read-only). */
  async isWritable(): Promise<boolean> {
    if (this.#closed) return false;
    try {
      const writable = sql`SELECT NOT pg_is_in_recovery() AND current_setting('transaction_read_only') = 'off' AS w`;
      return (await this.get<{ w: boolean }>(writable))?.w === true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#pool.end();
  }

  #open(): pg.Pool {
    if (this.#closed) throw new DatabaseError("PostgreSQL call failed: the store is closed", undefined);
    return this.#pool;
  }

  /** Runs `work` in one transaction on one connection; a connection that failed is not reused. */
  async #inTransaction<T>(begin: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.#open().connect();
    let broken: Error | undefined;
    // A connection dropped between two statements is reported by the next one; without a
    // listener the client's `error` event would end the process.
    const ignore = () => {};
    client.on("error", ignore);
    const tx: Transaction = {
      ...queriesOn(() => client),
      lock: async (kind, key) => {
        await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [LOCKS[kind], key]);
      },
    };
    try {
      await client.query(begin);
      const result = await work(tx);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch((failed: unknown) => {
        broken = failed instanceof Error ? failed : new Error("rollback failed");
      });
      throw error;
    } finally {
      client.off("error", ignore);
      client.release(broken);
    }
  }
}

function queriesOn(client: () => pg.Pool | pg.PoolClient): Queries {
  const result = (query: Sql) => client().query(query.text, query.values);
  return {
    all: async <Row>(query: Sql) => (await result(query)).rows as Row[],
    get: async <Row>(query: Sql) => (await result(query)).rows[0] as Row | undefined,
    run: async (query) => (await result(query)).rowCount ?? 0,
  };
}

/** `postgres://db.internal:5432/site`: what the logs and the CLI say about the database. */
export function databaseLocation(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}
