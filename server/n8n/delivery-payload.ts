import { feePayload } from "../../src/booking/fee.ts";
import type { OutboxItem } from "../store/types";

/**
 * What n8n receives for a delivery, as JSON: the stored body (the booking's ten checked fields, and
 * what a change adds: server/store/booking-changes.ts), the booking's id, how it was booked, the fee
 * named then (no `fee` when none was) and two private links: `manageUrl`, the visitor's page, for the
 * visitor's e-mails; `staffUrl`, the team's page, for the company's notification only. The links are
 * derived again at each attempt, never stored, so a retry after a restart or by another instance
 * names the same links.
 */
export function deliveryPayload(
  item: Pick<OutboxItem, "body" | "bookingId" | "channel" | "fee">,
  links: { manageUrl(bookingId: string): string; staffUrl(bookingId: string): string },
): string {
  const { body, bookingId, channel } = item;
  return JSON.stringify({
    ...body,
    bookingId,
    manageUrl: links.manageUrl(bookingId),
    staffUrl: links.staffUrl(bookingId),
    channel,
    ...feePayload(item.fee),
  });
}
