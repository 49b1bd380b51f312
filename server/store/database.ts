import type { Sql } from "sql-template-tag";
import type { OutboxItem } from "./types";

// The thin layer under the one booking store (./booking-store.ts): statements are written
// once as `sql` templates, which each database renders with its own placeholders, and
// this is where SQLite and PostgreSQL differ (docs/architecture.md#one-store-two-databases).

export interface Queries {
  all<Row>(query: Sql): Promise<Row[]>;
  get<Row>(query: Sql): Promise<Row | undefined>;
  /** How many rows the statement changed. */
  run(query: Sql): Promise<number>;
}

/** Keys whose writers wait for each other, taken in this order so that two never deadlock. */
export const LOCKS = { idempotencyKey: 1, email: 2, phone: 3, client: 4, network: 5, day: 6 } as const;

export interface Transaction extends Queries {
  /**
   * Waits until no other transaction holds this key, and holds it to the end: advisory
   * locks across a fleet on PostgreSQL; nothing on SQLite, where one writer at a time is let in.
   */
  lock(kind: keyof typeof LOCKS, key: string): Promise<void>;
}

/** What a refused write means: its slot overlaps, its key was inserted first, or it broke a deadlock. */
export type Conflict = "overlap" | "key_taken" | "deadlock";

/**
 * How a delivery is kept to one sender: each taking of a delivery (the request path's,
 * the worker's, another instance's) is a sender of its own, and sends only while it still
 * holds the delivery. PostgreSQL: a claim token with a lease, so a fleet shares the
 * outbox and a crashed instance's claims come back. SQLite: one process sends; its worker
 * skips what it is sending, and a sender holds a delivery while it is pending, as taken.
 */
export interface OutboxClaims {
  /**
   * The next delivery matching `where` (over `deliveries d LEFT JOIN bookings b`), taken
   * for a new sender: the row as `HandedOutRow` columns, with its claim.
   */
  takeNext<Row>(db: Queries, where: Sql): Promise<Row | undefined>;
  /** Takes a delivery for a new sender unless another holds it: the claim (undefined without tokens), or null. */
  take(db: Queries, id: number): Promise<{ claim?: string } | null>;
  /**
   * Whether the sender of `item` may still send it, checked just before the send: still
   * pending, the same version, and (with claims) still its own, its lease renewed.
   */
  holds(db: Queries, item: Pick<OutboxItem, "id" | "version" | "claim">): Promise<boolean>;
  /** `SET` assignments that let a delivery go, after a leading comma. */
  release: Sql;
  /** A condition on `d`: the sender of `claim` may record on it (its own, or nobody's now). */
  recordable(claim: string | undefined): Sql;
  /** When `d` can next be handed out, counting a sender's claim. */
  dueAt: Sql;
}

export interface Dialect {
  /** Locks a row read in a transaction (SQLite's write lock covers the file already). */
  forUpdate: Sql;
  /** The column that orders rows as they were inserted. */
  insertionOrder: Sql;
  notIn(column: Sql, ids: readonly number[]): Sql;
  /**
   * The database refuses an overlapping slot itself (PostgreSQL's exclusion constraint sees
   * a booking another instance is writing); otherwise the store checks in its transaction.
   */
  refusesOverlap: boolean;
  claims: OutboxClaims;
}

export interface Database extends Queries {
  readonly dialect: Dialect;
  /** Where it is, without a password. */
  readonly location: string;
  /** All of `work` or nothing; durable once it returns. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Reads that see one state of the data. */
  snapshot<T>(work: (tx: Queries) => Promise<T>): Promise<T>;
  conflictOf(error: unknown): Conflict | undefined;
  /** The error to throw for a failed call `op`: fit for a log line, no secret in it. */
  failure(error: unknown, op: string): Error;
  /** Whether it would take a booking now; writes nothing. */
  isWritable(): Promise<boolean>;
  close(): Promise<void>;
}

/** A call of `db` outside a transaction; `op` names it in its failure. */
export async function storeCall<T>(db: Database, op: string, work: (db: Queries) => Promise<T>): Promise<T> {
  try {
    return await work(db);
  } catch (error) {
    throw db.failure(error, op);
  }
}
