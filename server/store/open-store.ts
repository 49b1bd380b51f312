import { newLinkSecret } from "../booking/booking-token";
import type { Env } from "../env";
import type { Logger } from "../logger";
import type { AsyncBookingStore } from "./async-booking-store";
import { BookingStore } from "./booking-store";
import { PostgresBookingStore } from "./postgres-store";
import { sqliteAsyncStore } from "./sqlite-async-store";

/** The store the server runs on, and where it is, as a log line may say it. */
export interface OpenedStore {
  store: AsyncBookingStore;
  /** The SQLite file, or the database's address without user name or password. */
  location: string;
  /** The secret booking link tokens are made with (server/booking/booking-token.ts). */
  linkSecret: string;
  /**
   * How long the delivery worker may sleep while nothing it knows of is due. Other
   * instances of a fleet queue deliveries it is not told of, and it takes over those a
   * crashed instance left only by looking: a shared store is looked at every few seconds.
   */
  idlePollMs: number;
}

/** The worker's longest sleep on the embedded store, where every delivery is queued by this process. */
const LOCAL_IDLE_POLL_MS = 30_000;
/** ...and on a store a fleet shares: a crashed instance's deliveries are taken over within the lease and this. */
const SHARED_IDLE_POLL_MS = 5_000;

/** The name the store keeps the link secret under when BOOKING_LINK_SECRET is not set. */
export const LINK_SECRET = "booking-links";

/** How long one statement may run on PostgreSQL (a lock wait included). */
const STATEMENT_TIMEOUT_MS = 5_000;

/**
 * How long a worker's claim on a delivery keeps the other instances off it: longer than
 * one attempt can take (n8n's timeout, then recording the outcome), so only a crashed
 * instance's claim ever runs out. 18 s with the default n8n timeout.
 */
export const deliveryLeaseMs = (n8nTimeoutMs: number) => n8nTimeoutMs + 2 * STATEMENT_TIMEOUT_MS;

/** `postgres://db.internal:5432/site`: what the logs and the CLI say about the database. */
export function databaseLocation(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

/**
 * The store `DATABASE_URL` names (PostgreSQL, migrated under a lock beside the other
 * instances), or SQLite in `DATA_DIR` when it is unset (see
 * docs/architecture.md#postgresql-store). Throws a message without secrets.
 */
export async function openStore(
  env: Pick<
    Env,
    "DATA_DIR" | "DATABASE_URL" | "DATABASE_POOL_SIZE" | "N8N_TIMEOUT_MS" | "BOOKING_LINK_SECRET"
  >,
  logger: Logger,
): Promise<OpenedStore> {
  let opened: Omit<OpenedStore, "linkSecret">;
  if (env.DATABASE_URL) {
    const store = await PostgresBookingStore.open(env.DATABASE_URL, {
      maxConnections: env.DATABASE_POOL_SIZE,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
      leaseMs: deliveryLeaseMs(env.N8N_TIMEOUT_MS),
      logger,
    });
    opened = { store, location: databaseLocation(env.DATABASE_URL), idlePollMs: SHARED_IDLE_POLL_MS };
  } else {
    const store = new BookingStore(env.DATA_DIR);
    opened = { store: sqliteAsyncStore(store), location: store.path, idlePollMs: LOCAL_IDLE_POLL_MS };
  }
  // Without the variable, the first instance's random secret is kept in the store for all.
  const linkSecret = env.BOOKING_LINK_SECRET ?? (await opened.store.secret(LINK_SECRET, newLinkSecret()));
  return { ...opened, linkSecret };
}
