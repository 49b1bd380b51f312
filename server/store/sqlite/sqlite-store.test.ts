import { accessSync, constants, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deliveryNames, outboxNames } from "../../../src/booking/calls";
import { describeCalendarContract } from "../../../tests/store/calendar-contract";
import { describeDeskContract } from "../../../tests/store/desk-contract";
import { describeFeedContract } from "../../../tests/store/feed-contract";
import { describeQuotaContract } from "../../../tests/store/quota-contract";
import {
  accepted,
  describeStoreContract,
  EMAIL,
  input,
  NOW,
  roomyQuota,
  type StoreUnderTest,
  SUBMIT,
  sendItem,
  T,
} from "../../../tests/store/store-contract";
import { describeTeamContract } from "../../../tests/store/team-contract";
import { BookingStore } from "../booking-store";
import type { AcceptInput, QuotaCheck } from "../types";
import { SERVER_BUSY_TIMEOUT_MS, SqliteDatabase, type SqliteOptions } from "./sqlite-database";
import { migrations } from "./sqlite-migrations";

/**
 * Every write of the store is fsynced (synchronous=FULL). On a tmpfs an fsync costs
 * nothing, which keeps this file at about a second instead of several on a real disk;
 * durability is not what these tests check. Elsewhere, the system's temp folder.
 */
const scratchRoot = (() => {
  try {
    accessSync("/dev/shm", constants.W_OK);
    return "/dev/shm";
  } catch {
    return tmpdir();
  }
})();

const openSqlite = (dir: string, options?: SqliteOptions) =>
  new BookingStore(new SqliteDatabase(dir, options));

/** The store on a fresh file, and a way to delete a booking row behind its back. */
async function openForContract(): Promise<StoreUnderTest> {
  const dir = mkdtempSync(join(scratchRoot, "booking-store-contract-"));
  const store = openSqlite(dir);
  return {
    store,
    async deleteBookingByHand(bookingId) {
      // As the sqlite3 shell would: foreign keys are off there by default (node:sqlite turns them on).
      const db = new DatabaseSync(join(dir, "bookings.sqlite"));
      try {
        db.exec("PRAGMA foreign_keys = OFF");
        db.prepare("DELETE FROM bookings WHERE id = ?").run(bookingId);
      } finally {
        db.close();
      }
    },
    async storedText(bookingId) {
      const db = new DatabaseSync(join(dir, "bookings.sqlite"), { readOnly: true });
      try {
        const row = db.prepare("SELECT request, fee FROM bookings WHERE id = ?").get(bookingId);
        const payloads = db
          .prepare("SELECT payload FROM deliveries WHERE booking_id = ? AND payload IS NOT NULL ORDER BY seq")
          .all(bookingId);
        return {
          ...(row as { request: string; fee: string | null }),
          payloads: payloads.map((p) => String(p.payload)),
        };
      } finally {
        db.close();
      }
    },
    async dispose() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describeStoreContract("SQLite", openForContract);
describeQuotaContract("SQLite", openForContract);
describeTeamContract("SQLite", openForContract);
describeDeskContract("SQLite", openForContract);
describeCalendarContract("SQLite", openForContract);
describeFeedContract("SQLite", openForContract);

// What only SQLite does: one file under DATA_DIR, migrated by user_version, locked by
// other processes, read by the sqlite3 shell.

let dataDir: string;
let store: BookingStore;
/** Extra handles a test opens on the same file; closed before the folder is removed. */
const extraHandles: { close(): unknown }[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(join(scratchRoot, "booking-store-test-"));
  store = openSqlite(dataDir);
});

afterEach(async () => {
  for (const handle of extraHandles.splice(0)) await handle.close();
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A second connection to the store's file, as another process would have. */
function openRaw(options: { readOnly?: boolean } = {}): DatabaseSync {
  const db = new DatabaseSync(join(dataDir, "bookings.sqlite"), options);
  extraHandles.push(db);
  return db;
}

/** Books the e-mail and the submit call of one booking; returns both outbox ids. */
async function bookBoth(overrides: Partial<AcceptInput> = {}) {
  const first = input(overrides);
  const email = sendItem(await store.accept(first));
  const submit = accepted(await store.accept({ ...first, delivery: SUBMIT }));
  const submitId = (await deliveriesOf(submit.bookingId)).find((delivery) => delivery.kind === SUBMIT)
    ?.id as number;
  return { bookingId: email.bookingId, emailId: email.id, submitId, first };
}

const deliveriesOf = async (bookingId: string) =>
  (await store.listBookings()).find((booking) => booking.id === bookingId)?.deliveries ?? [];

describe("bookedSlots", () => {
  it("reading slots writes nothing", async () => {
    const { emailId } = await bookBoth();
    await store.outbox.markFailed(emailId, "boom", T + 1_000);
    // data_version, read on another connection, changes when any other connection commits.
    const watcher = openRaw({ readOnly: true });
    const version = () =>
      (watcher.prepare("PRAGMA data_version").get() as { data_version: number }).data_version;
    const before = { version: version(), bookings: await store.listBookings() };

    await store.bookedSlots("2026-12-01", "all");
    await store.bookedSlots("2026-12-01", "undelivered");
    await store.bookedSlots("2026-12-09", "undelivered");

    expect(version()).toBe(before.version);
    expect(await store.listBookings()).toEqual(before.bookings);
    // The probe can see a write: a real one moves it.
    await store.outbox.markFailed(emailId, "boom", T + 2_000);
    expect(version()).not.toBe(before.version);
  });
});

describe("the database itself", () => {
  it("refuses a delivery kind that is not in the list of calls", async () => {
    const { bookingId } = await bookBoth();
    const db = openRaw();
    db.exec("PRAGMA foreign_keys = ON");
    const insert = db.prepare(
      "INSERT INTO deliveries (booking_id, kind, seq, next_attempt_at, created_at) VALUES (?, ?, 0, 0, 'now')",
    );
    expect(() => insert.run(bookingId, "send-consultation-fax")).toThrow(/FOREIGN KEY/);
    // Every delivery call of the list is known to the database (only the duplicate is refused).
    for (const name of deliveryNames) expect(() => insert.run(bookingId, name)).toThrow(/UNIQUE/);
    expect(
      (db.prepare("SELECT name FROM delivery_calls").all() as { name: string }[])
        .map((row) => row.name)
        .sort(),
    ).toEqual([...outboxNames].sort());
  });

  it("refuses a delivery of a booking that does not exist", async () => {
    const db = openRaw();
    db.exec("PRAGMA foreign_keys = ON");
    expect(() =>
      db
        .prepare(
          "INSERT INTO deliveries (booking_id, kind, seq, next_attempt_at, created_at) VALUES ('nope', ?, 0, 0, 'now')",
        )
        .run(EMAIL),
    ).toThrow(/FOREIGN KEY/);
  });
});

describe("migrations", () => {
  /** A file as the first release wrote it: migration 1 only, user_version 0, with data. */
  function createFirstReleaseFile(dir: string) {
    const db = new DatabaseSync(join(dir, "bookings.sqlite"));
    db.exec(migrations[0] as string);
    db.exec(
      `INSERT INTO bookings VALUES ('old-1', 'old-key-1', 'h1', '2026-01-02T03:04:05.000Z', '2026-12-01', '11:00 to 12:00', 11, 12, '{"old":true}');
       INSERT INTO deliveries (booking_id, kind, seq, status, attempts, next_attempt_at, last_error, created_at, delivered_at)
         VALUES ('old-1', 'send-consultation-email', 0, 'delivered', 3, 1000, NULL, '2026-01-02T03:04:05.000Z', '2026-01-02T03:05:00.000Z'),
                ('old-1', 'submit-consultation', 1, 'pending', 2, 2000, 'n8n answered 500', '2026-01-02T03:04:05.000Z', NULL);`,
    );
    expect((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version).toBe(0);
    db.close();
  }

  const userVersion = (dir: string) => {
    const db = new DatabaseSync(join(dir, "bookings.sqlite"), { readOnly: true });
    try {
      return (db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version;
    } finally {
      db.close();
    }
  };

  const expectedOldBooking = {
    id: "old-1",
    idempotencyKey: "old-key-1",
    createdAt: "2026-01-02T03:04:05.000Z",
    date: "2026-12-01",
    timeSlot: "11:00 to 12:00",
    request: { old: true },
    state: "requested",
    cancelledAt: null,
    sequence: 0,
    channel: null,
    fee: null,
    meetingUrl: null,
    teamNote: null,
    teamMessage: null,
    history: [{ at: "2026-01-02T03:04:05.000Z", by: "visitor", kind: "made", channel: null }],
    earlierEvents: 0,
    moves: 0,
    deliveries: [
      {
        id: 1,
        bookingId: "old-1",
        kind: EMAIL,
        status: "delivered",
        attempts: 3,
        nextAttemptAt: 1000,
        lastError: null,
        deliveredAt: "2026-01-02T03:05:00.000Z",
        failedAt: null,
      },
      {
        id: 2,
        bookingId: "old-1",
        kind: SUBMIT,
        status: "pending",
        attempts: 2,
        nextAttemptAt: 2000,
        lastError: "n8n answered 500",
        deliveredAt: null,
        failedAt: null,
      },
    ],
  };

  it("a first-release file is migrated on open to the latest version, keeping its rows", async () => {
    const dir = mkdtempSync(join(scratchRoot, "booking-store-migrate-"));
    try {
      createFirstReleaseFile(dir);
      const migrated = openSqlite(dir);
      try {
        expect(await migrated.listBookings()).toEqual([expectedOldBooking]);
        // The outbox still works on the old rows: the pending submit is due, behind a delivered e-mail.
        expect(await migrated.outbox.nextDue(5_000)).toMatchObject({
          id: 2,
          kind: SUBMIT,
          attempts: 2,
          refusals: 0,
          firstFailedAt: null,
          version: "",
          body: { old: true },
        });
        // And new rows go on after the old ids.
        const fresh = sendItem(await migrated.accept(input({ timeSlot: "14:00 to 15:00" })));
        expect(fresh.id).toBe(3);
        expect(await migrated.accept(input({ timeSlot: "11:00 to 12:00" }))).toEqual({
          outcome: "slot_taken",
        });
      } finally {
        await migrated.close();
      }
      expect(userVersion(dir)).toBe(migrations.length);

      // Reopening runs nothing again and loses nothing.
      const reopened = openSqlite(dir);
      try {
        expect((await reopened.listBookings())[0]).toEqual(expectedOldBooking);
        expect(await reopened.listBookings()).toHaveLength(2);
      } finally {
        await reopened.close();
      }
      expect(userVersion(dir)).toBe(migrations.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a file holding a delivery whose booking was removed by hand migrates, keeping the delivery to fail it", async () => {
    const dir = mkdtempSync(join(scratchRoot, "booking-store-orphan-"));
    try {
      // A file of the version before "failed" existed, with one booking's row deleted in the sqlite3 shell.
      const db = new DatabaseSync(join(dir, "bookings.sqlite"));
      for (const sql of migrations.slice(0, 2)) db.exec(sql);
      db.exec(
        `PRAGMA user_version = 2;
         INSERT INTO delivery_calls (name) VALUES ('send-consultation-email');
         INSERT INTO bookings VALUES ('gone', 'gone-key', 'h', '2026-01-02T03:04:05.000Z', '2026-12-01', '11:00 to 12:00', 11, 12, '{}');
         INSERT INTO deliveries (booking_id, kind, seq, next_attempt_at, created_at)
           VALUES ('gone', 'send-consultation-email', 0, 1000, '2026-01-02T03:04:05.000Z');
         PRAGMA foreign_keys = OFF;
         DELETE FROM bookings;`,
      );
      db.close();

      const migrated = openSqlite(dir);
      try {
        expect(await migrated.outbox.nextDue(5_000)).toEqual({
          id: 1,
          bookingId: "gone",
          kind: EMAIL,
          bookingMissing: true,
        });
        await migrated.outbox.giveUp(1, "booking_missing", NOW);
        expect(await migrated.outbox.nextAttemptAt()).toBeUndefined();
      } finally {
        await migrated.close();
      }
      expect(userVersion(dir)).toBe(migrations.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("bookings stored before the team's side are requested, or stay cancelled, each with its history so far", async () => {
    const dir = mkdtempSync(join(scratchRoot, "booking-store-states-"));
    try {
      const db = new DatabaseSync(join(dir, "bookings.sqlite"));
      for (const sql of migrations.slice(0, 8)) db.exec(sql);
      db.exec(
        `PRAGMA user_version = 8;
         INSERT INTO bookings (id, idempotency_key, payload_hash, created_at, date, time_slot, start_hour, end_hour, request, status, cancelled_at)
           VALUES ('kept', 'kept-key', 'h1', '2026-01-02T03:04:05.000Z', '2026-12-01', '11:00 to 12:00', 11, 12, '{}', 'booked', NULL),
                  ('gone', 'gone-key', 'h2', '2026-01-03T03:04:05.000Z', '2026-12-01', '11:00 to 12:00', 11, 12, '{}', 'cancelled', '2026-01-04T00:00:00.000Z');`,
      );
      db.close();
      const migrated = openSqlite(dir);
      try {
        expect(
          (await migrated.listBookings()).map(({ id, state, channel, history }) => ({
            id,
            state,
            channel,
            history,
          })),
        ).toEqual([
          {
            id: "kept",
            state: "requested",
            channel: null,
            history: [{ kind: "made", by: "visitor", channel: null, at: "2026-01-02T03:04:05.000Z" }],
          },
          {
            id: "gone",
            state: "cancelled",
            channel: null,
            history: [
              { kind: "made", by: "visitor", channel: null, at: "2026-01-03T03:04:05.000Z" },
              { kind: "cancelled", by: "unrecorded", at: "2026-01-04T00:00:00.000Z" },
            ],
          },
        ]);
        // The requested one holds its slot; the cancelled one none.
        expect(await migrated.bookedSlots("2026-12-01", "all")).toEqual(["11:00 to 12:00"]);
      } finally {
        await migrated.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("bookings stored before the quotas are booked and counted under their e-mail and phone keys", async () => {
    const dir = mkdtempSync(join(scratchRoot, "booking-store-migrate-"));
    try {
      const db = new DatabaseSync(join(dir, "bookings.sqlite"));
      for (const sql of migrations.slice(0, 2)) db.exec(sql);
      db.exec("PRAGMA user_version = 2");
      db.prepare(
        "INSERT INTO bookings VALUES ('old-1', 'old-key-1', 'h1', ?, '2026-12-01', '11:00 to 12:00', 11, 12, ?)",
      ).run(
        NOW.toISOString(),
        JSON.stringify({ email: "Grace.Hopper+work@Example.COM", phone: "+1 (555) 010-2000" }),
      );
      db.close();
      const migrated = openSqlite(dir);
      try {
        expect((await migrated.listBookings())[0]).toMatchObject({
          id: "old-1",
          state: "requested",
          cancelledAt: null,
        });
        const one = (check: Partial<QuotaCheck>) =>
          migrated.accept(
            input({ timeSlot: "14:00 to 15:00", quota: { ...roomyQuota(0), perContact: 1, ...check } }),
          );
        // Counted under its e-mail key without the +tag, as the quota compares them now.
        expect(await one({ emailKey: "grace.hopper@example.com" })).toMatchObject({
          outcome: "over_quota",
        });
        expect(await one({ phoneKey: "15550102000" })).toMatchObject({ outcome: "over_quota" });
        expect(await one({ emailKey: "gracehopper@example.com" })).toMatchObject({ outcome: "accepted" });
      } finally {
        await migrated.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a new file is created at the latest version, and reopening it is idempotent", async () => {
    const call = input();
    await store.accept(call);
    const before = await store.listBookings();
    await store.close();
    expect(userVersion(dataDir)).toBe(migrations.length);
    store = openSqlite(dataDir);
    expect(userVersion(dataDir)).toBe(migrations.length);
    expect(await store.listBookings()).toEqual(before);
    expect(accepted(await store.accept(call)).replay).toBe(true);
  });
});

describe("opening and readiness", () => {
  it("readOnly opening lists the bookings and is not writable", async () => {
    const { bookingId } = await bookBoth();
    const expected = await store.listBookings();
    const reader = openSqlite(dataDir, { readOnly: true });
    extraHandles.push(reader);
    expect(await reader.listBookings()).toEqual(expected);
    expect(expected[0]?.id).toBe(bookingId);
    expect(await reader.isWritable()).toBe(false);
  });

  it("isWritable writes nothing, however often it is asked", async () => {
    await bookBoth();
    const watcher = openRaw({ readOnly: true });
    const version = () =>
      (watcher.prepare("PRAGMA data_version").get() as { data_version: number }).data_version;
    const before = version();
    for (let i = 0; i < 5; i++) expect(await store.isWritable()).toBe(true);
    expect(version()).toBe(before);
  });

  it("isWritable is false, within the short busy timeout, while another connection holds the write lock", async () => {
    const other = openRaw();
    other.exec("BEGIN IMMEDIATE");
    const started = performance.now();
    expect(await store.isWritable()).toBe(false);
    // Within the server's short wait, not the patient one's 5 s (the margin is for a loaded machine).
    expect(performance.now() - started).toBeLessThan(SERVER_BUSY_TIMEOUT_MS + 2_000);
    // A booking fails as quickly, with SQLite's own reason.
    const booking = performance.now();
    await expect(store.accept(input())).rejects.toThrow(/locked/);
    expect(performance.now() - booking).toBeLessThan(SERVER_BUSY_TIMEOUT_MS + 2_000);
    other.exec("ROLLBACK");
    expect(await store.isWritable()).toBe(true);
    expect((await store.accept(input())).outcome).toBe("accepted");
  });
});

describe("a delivery whose booking row is gone", () => {
  /** As the sqlite3 shell would: foreign keys are off there by default. */
  function deleteBooking(bookingId: string) {
    const db = openRaw();
    db.exec("PRAGMA foreign_keys = OFF");
    db.prepare("DELETE FROM bookings WHERE id = ?").run(bookingId);
  }

  it("giveUp marks it failed for good: never handed out, counted or made due again", async () => {
    const { bookingId, emailId, submitId } = await bookBoth();
    deleteBooking(bookingId);
    const later = new Date(T + 1_000);
    await store.outbox.giveUp(emailId, "booking_missing", later);
    await store.outbox.giveUp(submitId, "booking_missing", later);

    expect(await store.outbox.nextDue(T + 1_000_000)).toBeUndefined();
    expect(await store.outbox.nextAttemptAt()).toBeUndefined();
    expect(await store.outbox.makeDue(EMAIL, T)).toBe(0);
    await store.outbox.markFailed(emailId, "late failure", T + 10);
    const db = openRaw({ readOnly: true });
    expect(db.prepare("SELECT id, status, last_error, failed_at FROM deliveries ORDER BY id").all()).toEqual([
      { id: emailId, status: "failed", last_error: "booking_missing", failed_at: later.toISOString() },
      { id: submitId, status: "failed", last_error: "booking_missing", failed_at: later.toISOString() },
    ]);
  });
});
