import { type BookingLinks, createBookingLinks } from "../booking/booking-links";
import type { Env } from "../env";
import type { BookingStore } from "../store/booking-store";
import { LINK_SECRET } from "../store/open-store";
import type { Booking } from "../store/types";
import { printable, textTable } from "./bookings-export";

// The private links the operator's command prints (`--desk-link`, `--links`): made with the
// keyring the server signs with, so a standalone site (no n8n to e-mail them) can be run by hand.

/**
 * The server's links: signed with `BOOKING_LINK_SECRET`, else with the secret the server
 * kept in the store when it first started (server/store/open-store.ts). Null when neither
 * is there: the server has not started on this store yet, or it runs with the variable
 * and this command does not.
 */
export async function operatorLinks(env: Env, store: BookingStore | null): Promise<BookingLinks | null> {
  const kept = env.BOOKING_LINK_SECRET ? undefined : await store?.keptSecret(LINK_SECRET);
  const keyring = env.BOOKING_LINK_SECRET ?? (kept ? ([kept] as const) : null);
  return keyring && createBookingLinks(env.SITE_URL, keyring);
}

/** Why no link can be made, and what to do. */
export const NO_LINK_SECRET =
  "No link secret to sign with: start the server once on this store (it keeps one), or run this " +
  "with the server's BOOKING_LINK_SECRET.\n";

/** Each booking's team page and visitor page links, in the listing's order, as a table. */
export function linksTable(bookings: readonly Booking[], links: BookingLinks): string {
  if (bookings.length === 0) return "No bookings yet.\n";
  const header = ["date", "slot", "state", "booking id", "team page", "visitor page"];
  const body = bookings.map((booking) =>
    [
      booking.date,
      booking.timeSlot,
      booking.state,
      booking.id,
      links.staffUrl(booking.id),
      links.manageUrl(booking.id),
    ].map(printable),
  );
  return textTable(header, body, bookings.length);
}
