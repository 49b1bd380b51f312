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

/** An e-mail address as a quota counts it: case does not matter; dots and `+tags` do. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/** A phone number as a quota counts it: its digits, however it is written. */
export const phoneKey = (phone: string): string => phone.replace(/\D/g, "");

/**
 * The booking quotas of one request (see docs/architecture.md#booking-quotas): at most
 * `perContact` upcoming bookings (dated today or later in the company's zone, not
 * cancelled) per e-mail address and per phone number, and at most `perAddressDay`
 * bookings (cancelled ones too) per client address in 24 hours. The store counts them in
 * the booking's transaction.
 */
export function quotaCheck(
  request: Pick<ConsultationRequest, "email" | "phone">,
  /** The client's address as quotas count it (server/http/client.ts). */
  clientKey: string,
  settings: QuotaSettings,
  timeZone: string,
  now: Date,
): QuotaCheck {
  return {
    emailKey: emailKey(request.email),
    phoneKey: phoneKey(request.phone),
    clientKey,
    perContact: settings.perContact,
    today: todayIn(timeZone, now),
    perAddress: settings.perAddressDay,
    since: new Date(now.getTime() - ADDRESS_WINDOW_MS),
  };
}
