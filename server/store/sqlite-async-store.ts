import type { AsyncBookingStore } from "./async-booking-store";
import type { BookingStore } from "./booking-store";

/**
 * The SQLite store behind the async interface the service, the worker and the operator's
 * command hold, beside the PostgreSQL store. Each call still runs synchronously inside;
 * a throw becomes a rejected promise, as the PostgreSQL store's failures are.
 */
export function sqliteAsyncStore(store: BookingStore): AsyncBookingStore {
  return {
    accept: async (input) => store.accept(input),
    cancel: async (bookingId, now) => store.cancel(bookingId, now),
    reschedule: async (input) => store.reschedule(input),
    freedSlots: async (date) => store.freedSlots(date),
    countCreatedSince: async (since) => store.countCreatedSince(since),
    bookedSlots: async (date, which) => store.bookedSlots(date, which),
    nextDue: async (now, skip) => store.nextDue(now, skip),
    nextAttemptAt: async () => store.nextAttemptAt(),
    markDelivered: async (id, now, version) => store.markDelivered(id, now, version),
    markFailed: async (id, error, nextAttemptAt, attempt) =>
      store.markFailed(id, error, nextAttemptAt, attempt),
    retryFailed: async (bookingId, now) => store.retryFailed(bookingId, now),
    giveUp: async (id, reason, now, version) => store.giveUp(id, reason, now, version),
    makeDue: async (kind, now) => store.makeDue(kind, now),
    listBookings: async () => store.listBookings(),
    findBooking: async (bookingId) => store.findBooking(bookingId),
    secret: async (name, candidate) => store.secret(name, candidate),
    isWritable: async () => store.isWritable(),
    close: async () => store.close(),
  };
}
