import { newLinkSecret } from "../booking/booking-token";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { BookingStore } from "./booking-store";
import type { Database } from "./database";
import { PostgresDatabase } from "./postgres/postgres-database";
import { notAnswering } from "./postgres/postgres-errors";
import { SqliteDatabase } from "./sqlite/sqlite-database";

/** The store the server runs on. */
export interface OpenedStore {
  store: BookingStore;
  /** The keyring booking link tokens are signed (first) and verified with (server/booking/booking-token.ts). */
  linkSecrets: [string, ...string[]];
  /** The delivery worker's longest idle sleep: a fleet's other instances queue rows it is not told of. */
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

/** The settings that choose and size the store. */
export type StoreSettings = Pick<
  Env,
  "DATA_DIR" | "DATABASE_URL" | "DATABASE_POOL_SIZE" | "N8N_TIMEOUT_MS" | "BOOKING_LINK_SECRET"
>;

/**
 * PostgreSQL at `DATABASE_URL`, else SQLite in `DATA_DIR` (docs/architecture.md#one-store-two-databases),
 * for the server or the operator's command (one connection). Throws a message without secrets.
 */
export async function openDatabase(
  env: StoreSettings,
  { logger, operator }: { logger?: Logger; operator?: { readOnly: boolean } } = {},
): Promise<Database> {
  if (!env.DATABASE_URL) return new SqliteDatabase(env.DATA_DIR, operator);
  return PostgresDatabase.open(
    env.DATABASE_URL,
    operator
      ? { maxConnections: 1 }
      : {
          maxConnections: env.DATABASE_POOL_SIZE,
          statementTimeoutMs: STATEMENT_TIMEOUT_MS,
          // Longer than one attempt (n8n's timeout, then recording its outcome): 18 s by default.
          leaseMs: env.N8N_TIMEOUT_MS + 2 * STATEMENT_TIMEOUT_MS,
          ...(logger && { logger }),
        },
  );
}

/** The server's store, with the secret its booking links are made with. */
export async function openStore(env: StoreSettings, logger: Logger): Promise<OpenedStore> {
  const store = new BookingStore(await openDatabase(env, { logger }));
  return {
    store,
    // Without the variable, the first instance's random secret is kept in the store for all.
    linkSecrets: env.BOOKING_LINK_SECRET ?? [await store.secret(LINK_SECRET, newLinkSecret())],
    idlePollMs: env.DATABASE_URL ? SHARED_IDLE_POLL_MS : LOCAL_IDLE_POLL_MS,
  };
}

/**
 * The server's store, waiting for a database that does not answer yet (PostgreSQL down,
 * or starting beside the site), trying again every 1, 2, 4 … 10 s with a `warn` line each
 * time; one that answers and refuses (a wrong password, no such database) still stops the
 * start. SQLite always answers.
 */
export async function openStoreWhenReachable(
  env: StoreSettings,
  logger: Logger,
  {
    firstRetryMs = 1_000,
    maxRetryMs = 10_000,
    onWaiting = () => {},
  }: {
    firstRetryMs?: number;
    maxRetryMs?: number;
    /** Called once, before the first wait. */
    onWaiting?: () => void;
  } = {},
): Promise<OpenedStore> {
  for (let wait = firstRetryMs, waited = false; ; wait = Math.min(wait * 2, maxRetryMs), waited = true) {
    try {
      return await openStore(env, logger);
    } catch (error) {
      if (!notAnswering(error)) throw error;
      if (!waited) onWaiting();
      logger.warn("store.waiting", { error: (error as Error).message, retryMs: wait });
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
