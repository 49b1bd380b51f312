import type pg from "pg";
import { outboxNames } from "../../../src/booking/calls";

/**
 * The PostgreSQL store's schema as numbered migrations (version = position + 1), the
 * twin of ../sqlite/sqlite-migrations.ts: the same tables and meaning. A migration is history:
 * never edited once released, a change is a new entry at the end (see
 * docs/architecture.md#postgresql).
 *
 * 1 is the SQLite schema as of its quotas and `failed` deliveries, in PostgreSQL's own
 * terms: timestamps as `timestamptz`, the date as `date`, and double booking refused by
 * the database itself, with an exclusion constraint over the booked hours of a date
 * (cancelled bookings hold none). Slots are whole hours in the company's zone, so
 * `int4range(start_hour, end_hour)` on one date means what the SQLite overlap check means.
 * `btree_gist` lets `date WITH =` sit in the GiST index; it is a trusted extension, so
 * the owner of the database may create it without superuser rights. A delivery carries a
 * claim (`claimed_by`, `claimed_until`): the instance sending it, and until when.
 */
export const postgresMigrations: readonly string[] = [
  `CREATE EXTENSION IF NOT EXISTS btree_gist;
   CREATE TABLE bookings (
     id text PRIMARY KEY,
     entry_no bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
     idempotency_key text NOT NULL CONSTRAINT bookings_idempotency_key UNIQUE,
     payload_hash text NOT NULL,
     created_at timestamptz NOT NULL,
     date date NOT NULL,
     time_slot text NOT NULL,
     start_hour integer NOT NULL,
     end_hour integer NOT NULL CHECK (end_hour > start_hour),
     request text NOT NULL,
     status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled')),
     cancelled_at timestamptz,
     email_key text,
     phone_key text,
     client_key text,
     CONSTRAINT bookings_no_overlap
       EXCLUDE USING gist (date WITH =, int4range(start_hour, end_hour) WITH &&) WHERE (status = 'booked')
   );
   CREATE INDEX bookings_by_email_key ON bookings (email_key, date);
   CREATE INDEX bookings_by_phone_key ON bookings (phone_key, date);
   CREATE INDEX bookings_by_client_key ON bookings (client_key, created_at);
   CREATE INDEX bookings_by_created_at ON bookings (created_at);
   CREATE TABLE delivery_calls (name text PRIMARY KEY);
   CREATE TABLE deliveries (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     booking_id text NOT NULL REFERENCES bookings (id),
     kind text NOT NULL REFERENCES delivery_calls (name),
     seq integer NOT NULL,
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at bigint NOT NULL,
     last_error text,
     created_at timestamptz NOT NULL,
     delivered_at timestamptz,
     failed_at timestamptz,
     claimed_by text,
     claimed_until timestamptz,
     UNIQUE (booking_id, kind)
   );
   CREATE INDEX deliveries_due ON deliveries (next_attempt_at, id) WHERE status = 'pending';
   CREATE INDEX deliveries_by_booking ON deliveries (booking_id, seq);`,

  // 2 (SQLite's 5): link token hashes and the site's secrets.
  `ALTER TABLE bookings ADD COLUMN token_hash text;
   CREATE TABLE site_secrets (name text PRIMARY KEY, value text NOT NULL);`,

  `ALTER TABLE deliveries ADD COLUMN refusals integer NOT NULL DEFAULT 0;
   ALTER TABLE deliveries ADD COLUMN first_failed_at bigint;`,

  `ALTER TABLE bookings ADD COLUMN sequence integer NOT NULL DEFAULT 0;
   ALTER TABLE deliveries ADD COLUMN payload text;
   ALTER TABLE deliveries ADD COLUMN key_suffix text;
   ALTER TABLE deliveries ADD COLUMN previous_date date;
   ALTER TABLE deliveries ADD COLUMN previous_time_slot text;`,

  // 5 (SQLite's 8): an IPv6 client's /48, e-mail keys without +tag. Links are no longer
  // checked against `token_hash`; the column stays while a fleet rolls, because an
  // instance of the release before still writes and reads it (see docs/architecture.md#postgresql).
  `ALTER TABLE bookings ADD COLUMN network_key text;
   CREATE INDEX bookings_by_network_key ON bookings (network_key, created_at);
   UPDATE bookings SET email_key = regexp_replace(email_key, '[+][^@]*@', '@') WHERE email_key ~ '[+][^@]*@';`,

  // 6 (SQLite's 9): the team's side: a booking's state, which the overlap constraint now
  // reads (requested and confirmed bookings hold their slot), the team's meeting link,
  // note and message, the channel and fee, and each booking's history. `status` stays
  // while a fleet rolls, kept in step with `state` by a trigger: an instance of the
  // release before reads it, and its cancel (status 'cancelled') cancels in `state` too.
  // The history starts with what the rows say: each was made by its visitor; a cancel
  // names no actor ('unrecorded': the visitor or an operator, the row does not say).
  `ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap;
   ALTER TABLE bookings ADD COLUMN state text NOT NULL DEFAULT 'requested'
     CHECK (state IN ('requested', 'confirmed', 'declined', 'cancelled'));
   UPDATE bookings SET state = 'cancelled' WHERE status = 'cancelled';
   CREATE FUNCTION bookings_status_in_step() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'UPDATE' AND NEW.status IS DISTINCT FROM OLD.status AND NEW.status = 'cancelled' THEN
       NEW.state := 'cancelled';
     END IF;
     NEW.status := CASE WHEN NEW.state IN ('requested', 'confirmed') THEN 'booked' ELSE 'cancelled' END;
     RETURN NEW;
   END $$;
   CREATE TRIGGER bookings_status_in_step BEFORE INSERT OR UPDATE ON bookings
     FOR EACH ROW EXECUTE FUNCTION bookings_status_in_step();
   ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap
     EXCLUDE USING gist (date WITH =, int4range(start_hour, end_hour) WITH &&) WHERE (state IN ('requested', 'confirmed'));
   ALTER TABLE bookings ADD COLUMN meeting_url text;
   ALTER TABLE bookings ADD COLUMN team_note text;
   ALTER TABLE bookings ADD COLUMN team_message text;
   ALTER TABLE bookings ADD COLUMN channel text;
   ALTER TABLE bookings ADD COLUMN fee text;
   CREATE TABLE booking_events (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     booking_id text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
     at timestamptz NOT NULL,
     kind text NOT NULL,
     actor text NOT NULL,
     detail text NOT NULL
   );
   CREATE INDEX booking_events_by_booking ON booking_events (booking_id, id);
   INSERT INTO booking_events (booking_id, at, kind, actor, detail)
     SELECT id, created_at, 'made', 'visitor', '{"channel":null}' FROM bookings ORDER BY created_at, entry_no;
   INSERT INTO booking_events (booking_id, at, kind, actor, detail)
     SELECT id, cancelled_at, 'cancelled', 'unrecorded', '{}' FROM bookings
       WHERE state = 'cancelled' AND cancelled_at IS NOT NULL ORDER BY cancelled_at;`,

  // 7 (SQLite's 10): the days the team closed, each with its reason.
  `CREATE TABLE closed_days (
     date date PRIMARY KEY,
     reason text NOT NULL,
     closed_at timestamptz NOT NULL
   );`,
];

/**
 * The advisory lock migrations run under (the bigint key space; the store's per-key
 * locks use the two-integer one, which never overlaps it).
 */
export const MIGRATION_LOCK = 7_240_112_001;

/**
 * Runs the migrations not run yet and names the delivery calls of this version, in one
 * transaction under `pg_advisory_xact_lock`: instances starting at once on an empty
 * database wait for each other, and the first one's work is what the others then find.
 * Returns the versions it ran.
 */
export async function migratePostgres(
  client: pg.ClientBase,
  migrations: readonly string[] = postgresMigrations,
): Promise<number[]> {
  await client.query("BEGIN");
  try {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ done: number | null }>(
      "SELECT max(version) AS done FROM schema_migrations",
    );
    const done = rows[0]?.done ?? 0;
    const ran: number[] = [];
    for (const [index, sql] of migrations.slice(done).entries()) {
      const version = done + index + 1;
      await client.query(sql);
      await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [version]);
      ran.push(version);
    }
    await client.query(
      "INSERT INTO delivery_calls (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING",
      [outboxNames],
    );
    await client.query("COMMIT");
    return ran;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}
