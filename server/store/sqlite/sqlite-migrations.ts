/**
 * The SQLite store's schema as numbered migrations; `PRAGMA user_version` records how
 * many have run. A migration is history: it is never edited once released, a change is
 * a new entry at the end (see docs/architecture.md#one-store-two-databases).
 *
 * `bookings` holds every accepted request once per idempotency key; `deliveries` is the
 * outbox towards n8n, one row per webhook call of a booking; `delivery_calls` names the
 * calls a delivery may be for. Every start adds the list's delivery calls to it, so the
 * database refuses a delivery of a call no version has listed, and a new call needs no
 * migration.
 */
export const migrations: readonly string[] = [
  // 1: the first release (its CHECK named the two delivery calls of the time).
  `CREATE TABLE IF NOT EXISTS bookings (
     id TEXT PRIMARY KEY,
     idempotency_key TEXT NOT NULL UNIQUE,
     payload_hash TEXT NOT NULL,
     created_at TEXT NOT NULL,
     date TEXT NOT NULL,
     time_slot TEXT NOT NULL,
     start_hour INTEGER NOT NULL,
     end_hour INTEGER NOT NULL,
     request TEXT NOT NULL
   );
   CREATE INDEX IF NOT EXISTS bookings_by_date ON bookings (date, start_hour, end_hour);
   CREATE TABLE IF NOT EXISTS deliveries (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     kind TEXT NOT NULL CHECK (kind IN ('send-consultation-email', 'submit-consultation')),
     seq INTEGER NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     created_at TEXT NOT NULL,
     delivered_at TEXT,
     UNIQUE (booking_id, kind)
   );
   CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (status, next_attempt_at);
   CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,

  // 2: the calls a delivery may be for come from a table filled from the list of
  // booking calls, instead of a CHECK that named them (SQLite cannot alter a CHECK).
  `CREATE TABLE delivery_calls (name TEXT PRIMARY KEY);
   INSERT INTO delivery_calls (name) SELECT DISTINCT kind FROM deliveries;
   CREATE TABLE deliveries_v2 (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     kind TEXT NOT NULL REFERENCES delivery_calls (name),
     seq INTEGER NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     created_at TEXT NOT NULL,
     delivered_at TEXT,
     UNIQUE (booking_id, kind)
   );
   INSERT INTO deliveries_v2 SELECT * FROM deliveries;
   DROP TABLE deliveries;
   ALTER TABLE deliveries_v2 RENAME TO deliveries;
   CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
   CREATE INDEX deliveries_by_booking ON deliveries (booking_id, seq);`,

  // 3: a booking's state (a cancelled one holds no slot) and the keys the booking quotas
  // count it under. Keys are made by the booking service; the backfill repeats its rule
  // for rows stored before (the e-mail lower-cased, the phone's digits; the schema lets
  // only digits, spaces and + ( ) - into a phone). An old row's client address is unknown.
  `ALTER TABLE bookings ADD COLUMN status TEXT NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled'));
   ALTER TABLE bookings ADD COLUMN cancelled_at TEXT;
   ALTER TABLE bookings ADD COLUMN email_key TEXT;
   ALTER TABLE bookings ADD COLUMN phone_key TEXT;
   ALTER TABLE bookings ADD COLUMN client_key TEXT;
   UPDATE bookings SET
     email_key = lower(trim(json_extract(request, '$.email'))),
     phone_key = replace(replace(replace(replace(replace(json_extract(request, '$.phone'), ' ', ''), '+', ''), '(', ''), ')', ''), '-', '')
   WHERE json_valid(request);
   CREATE INDEX bookings_by_email_key ON bookings (email_key, date);
   CREATE INDEX bookings_by_phone_key ON bookings (phone_key, date);
   CREATE INDEX bookings_by_client_key ON bookings (client_key, created_at);
   CREATE INDEX bookings_by_created_at ON bookings (created_at);`,

  // 4 (numbered after the bookings' migration 3): a delivery can be given up as
  // `failed` (its booking row is gone), with the time it was; the CHECK on status is
  // rebuilt with the table, as in 2. The store turns foreign keys off while migrating,
  // so a delivery whose booking was removed by hand is kept and failed by the worker.
  `CREATE TABLE deliveries_v4 (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     kind TEXT NOT NULL REFERENCES delivery_calls (name),
     seq INTEGER NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     created_at TEXT NOT NULL,
     delivered_at TEXT,
     failed_at TEXT,
     UNIQUE (booking_id, kind)
   );
   INSERT INTO deliveries_v4
       (id, booking_id, kind, seq, status, attempts, next_attempt_at, last_error, created_at, delivered_at)
     SELECT id, booking_id, kind, seq, status, attempts, next_attempt_at, last_error, created_at, delivered_at
       FROM deliveries;
   DROP TABLE deliveries;
   ALTER TABLE deliveries_v4 RENAME TO deliveries;
   CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
   CREATE INDEX deliveries_by_booking ON deliveries (booking_id, seq);`,

  // 5: the SHA-256 of each booking's link token (older bookings have none, so no link
  // opens them), and the site's secrets, such as the one link tokens are made with.
  `ALTER TABLE bookings ADD COLUMN token_hash TEXT;
   CREATE TABLE site_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);`,

  `ALTER TABLE deliveries ADD COLUMN refusals INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE deliveries ADD COLUMN first_failed_at INTEGER;`,

  // A visitor's change of a booking (cancel, move): the booking's version, and on its
  // outbox row the body sent instead of the booking's request, the suffix that makes the
  // change's own Idempotency-Key, and the slot a move left (free here, maybe still in n8n).
  `ALTER TABLE bookings ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE deliveries ADD COLUMN payload TEXT;
   ALTER TABLE deliveries ADD COLUMN key_suffix TEXT;
   ALTER TABLE deliveries ADD COLUMN previous_date TEXT;
   ALTER TABLE deliveries ADD COLUMN previous_time_slot TEXT;`,

  // 8: a link is valid when it is the HMAC of its booking's id under a secret of the
  // keyring, nothing else, so the tokens' hashes go; an IPv6 client's /48, which a daily
  // cap counts; and e-mail keys without their +tag, as the quota compares them now.
  `ALTER TABLE bookings DROP COLUMN token_hash;
   ALTER TABLE bookings ADD COLUMN network_key TEXT;
   CREATE INDEX bookings_by_network_key ON bookings (network_key, created_at);
   UPDATE bookings SET email_key = substr(email_key, 1, instr(email_key, '+') - 1) || substr(email_key, instr(email_key, '@'))
     WHERE instr(email_key, '+') > 0 AND instr(email_key, '+') < instr(email_key, '@');`,

  // 9: the team's side. A booking's state (`requested` until the team confirms or declines
  // it; a booking not cancelled becomes `requested`), the meeting link and note of a
  // confirmation, the message of a decline, how the visitor booked (unknown before) and
  // the fee named when they did; and each booking's history (removed with its booking),
  // from what the rows say: each was made by its visitor; a cancel names no actor
  // ('unrecorded': the visitor or an operator, the row does not say).
  `ALTER TABLE bookings ADD COLUMN state TEXT NOT NULL DEFAULT 'requested'
     CHECK (state IN ('requested', 'confirmed', 'declined', 'cancelled'));
   UPDATE bookings SET state = 'cancelled' WHERE status = 'cancelled';
   ALTER TABLE bookings DROP COLUMN status;
   ALTER TABLE bookings ADD COLUMN meeting_url TEXT;
   ALTER TABLE bookings ADD COLUMN team_note TEXT;
   ALTER TABLE bookings ADD COLUMN team_message TEXT;
   ALTER TABLE bookings ADD COLUMN channel TEXT;
   ALTER TABLE bookings ADD COLUMN fee TEXT;
   CREATE TABLE booking_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
     at TEXT NOT NULL,
     kind TEXT NOT NULL,
     actor TEXT NOT NULL,
     detail TEXT NOT NULL
   );
   CREATE INDEX booking_events_by_booking ON booking_events (booking_id, id);
   INSERT INTO booking_events (booking_id, at, kind, actor, detail)
     SELECT id, created_at, 'made', 'visitor', '{"channel":null}' FROM bookings ORDER BY created_at, rowid;
   INSERT INTO booking_events (booking_id, at, kind, actor, detail)
     SELECT id, cancelled_at, 'cancelled', 'unrecorded', '{}' FROM bookings
       WHERE state = 'cancelled' AND cancelled_at IS NOT NULL ORDER BY cancelled_at;`,

  // 10: the days the team closed (a holiday), each with its reason; no booking is made or
  // moved onto one. Bookings already held on a day closed later stay as they are.
  `CREATE TABLE closed_days (
     date TEXT PRIMARY KEY,
     reason TEXT NOT NULL,
     closed_at TEXT NOT NULL
   );`,
];
