import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { AsyncBookingStore } from "./async-booking-store";
import { BookingStore } from "./booking-store";
import { describeQuotaContract } from "./quota-contract";
import { describeStoreContract, type StoreUnderTest } from "./store-contract";

/**
 * The SQLite store behind the async interface, as the service will hold it beside the
 * PostgreSQL store.
 */
function asAsync(store: BookingStore): AsyncBookingStore {
  return {
    accept: async (input) => store.accept(input),
    cancel: async (bookingId, now) => store.cancel(bookingId, now),
    countCreatedSince: async (since) => store.countCreatedSince(since),
    bookedSlots: async (date, which) => store.bookedSlots(date, which),
    nextDue: async (now, skip) => store.nextDue(now, skip),
    nextAttemptAt: async () => store.nextAttemptAt(),
    markDelivered: async (id, now) => store.markDelivered(id, now),
    markFailed: async (id, error, nextAttemptAt) => store.markFailed(id, error, nextAttemptAt),
    giveUp: async (id, reason, now) => store.giveUp(id, reason, now),
    makeDue: async (kind, now) => store.makeDue(kind, now),
    listBookings: async () => store.listBookings(),
    isWritable: async () => store.isWritable(),
    close: async () => store.close(),
  };
}

async function openSqlite(): Promise<StoreUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), "booking-store-contract-"));
  const store = new BookingStore(dataDir);
  return {
    store: asAsync(store),
    async deleteBookingByHand(bookingId) {
      // As the sqlite3 shell would: foreign keys are off there by default (node:sqlite turns them on).
      const db = new DatabaseSync(join(dataDir, "bookings.sqlite"));
      try {
        db.exec("PRAGMA foreign_keys = OFF");
        db.prepare("DELETE FROM bookings WHERE id = ?").run(bookingId);
      } finally {
        db.close();
      }
    },
    async dispose() {
      store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describeStoreContract("SQLite", openSqlite);
describeQuotaContract("SQLite", openSqlite);
