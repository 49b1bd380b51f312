import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { BookingStore } from "./booking-store";
import { describeQuotaContract } from "./quota-contract";
import { sqliteAsyncStore } from "./sqlite-async-store";
import { describeStoreContract, type StoreUnderTest } from "./store-contract";

async function openSqlite(): Promise<StoreUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), "booking-store-contract-"));
  const store = new BookingStore(dataDir);
  return {
    store: sqliteAsyncStore(store),
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
