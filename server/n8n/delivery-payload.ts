import type { OutboxItem } from "../store/types";

/**
 * What n8n receives for a delivery: the stored request (the ten checked fields), plus the
 * booking's id and its private link, so the workflow's e-mails can link to the booking
 * page. The link is made again at each attempt from the booking id (the token is derived,
 * never stored), so a retry after a restart, or by another instance, names the same link.
 */
export function deliveryPayload(item: Pick<OutboxItem, "body" | "bookingId">, manageUrl: string): string {
  const request = JSON.parse(item.body) as Record<string, unknown>;
  return JSON.stringify({ ...request, bookingId: item.bookingId, manageUrl });
}
