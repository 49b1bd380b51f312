import { todayIn } from "../../src/booking/dates";
import type { ConsultationRequest } from "../../src/booking/schema";
import type { QuotaCheck } from "../store/types";

/** The quota settings (BOOKING_QUOTA_PER_CONTACT, BOOKING_QUOTA_PER_ADDRESS_DAY). */
export interface QuotaSettings {
  perContact: number;
  perAddressDay: number;
}

/** The window of the per-address quota. */
export const ADDRESS_WINDOW_MS = 24 * 60 * 60_000;

/** Bookings a day from one IPv6 /48, on top of the per-address quota of each /64 in it. */
export const PER_NETWORK_DAY = 20;

/** Who asks, as the per-address quotas count it (server/http/client.ts works it out). */
export interface ClientKeys {
  /** IPv4, or an IPv6 address's /64. */
  key: string;
  /** An IPv6 address's /48; null for IPv4. */
  network: string | null;
}

/**
 * An e-mail address as a quota counts it: case does not matter, nor a `+tag` (one mailbox
 * takes `box+1@`, `box+2@` …); dots do. The stored address is the one given.
 */
export function emailKey(email: string): string {
  const [local = "", domain] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return domain === undefined ? local : `${local.split("+")[0]}@${domain}`;
}

/** A phone number as a quota counts it: its digits, however it is written. */
export const phoneKey = (phone: string): string => phone.replace(/\D/g, "");

/**
 * The booking quotas of one request (see docs/architecture.md#booking-quotas): at most
 * `perContact` upcoming bookings (dated today or later in the company's zone, holding a
 * slot: requested or confirmed) per e-mail address and per phone number, and at most
 * `perAddressDay` bookings (in any state) per client address in 24 hours,
 * `PER_NETWORK_DAY` per IPv6 /48. The store counts them in the booking's transaction.
 */
export function quotaCheck(
  request: Pick<ConsultationRequest, "email" | "phone">,
  client: ClientKeys,
  settings: QuotaSettings,
  timeZone: string,
  now: Date,
): QuotaCheck {
  return {
    emailKey: emailKey(request.email),
    phoneKey: phoneKey(request.phone),
    clientKey: client.key,
    networkKey: client.network,
    perContact: settings.perContact,
    today: todayIn(timeZone, now),
    perAddress: settings.perAddressDay,
    perNetwork: PER_NETWORK_DAY,
    since: new Date(now.getTime() - ADDRESS_WINDOW_MS),
  };
}
