import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { AsyncBookingStore } from "./async-booking-store";
import { BookingStore } from "./booking-store";
import { describeStoreContract } from "./store-contract";

/**
 * The SQLite store behind the async interface, as the service will hold it beside the
 * PostgreSQL store. Until the quota branch lands here, a booking has no status (every one
 * is booked) and there is no cancel: the quota contract (./quota-contract.ts) joins this
 * file then, and the stand-ins below go.
 */
function asAsync(store: BookingStore): AsyncBookingStore {
  return {
    accept: async (input) => store.accept(input),
    cancel: () => Promise.reject(new Error("cancel: not in this version of the SQLite store")),
    countCreatedSince: () =>
      Promise.reject(new Error("countCreatedSince: not in this version of the SQLite store")),
    bookedSlots: async (date, which) => store.bookedSlots(date, which),
    nextDue: async (now, skip) => store.nextDue(now, skip),
    nextAttemptAt: async () => store.nextAttemptAt(),
    markDelivered: async (id, now) => store.markDelivered(id, now),
    markFailed: async (id, error, nextAttemptAt) => store.markFailed(id, error, nextAttemptAt),
    giveUp: async (id, reason, now) => store.giveUp(id, reason, now),
    makeDue: async (kind, now) => store.makeDue(kind, now),
    listBookings: async () =>
      store.listBookings().map((booking) => ({ status: "booked" as const, cancelledAt: null, ...booking })),
    isWritable: async () => store.isWritable(),
    close: async () => store.close(),
  };
}

describeStoreContract("SQLite", async () => {
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
});
