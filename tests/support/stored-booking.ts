import type { Booking } from "../../server/store/types";

/**
 * A booking as the store returns it, for the unit tests of what reads one (its page, its
 * JSON, the operator's export): requested, made on the web form, with no deliveries.
 * Override any field, and any field of its request.
 */
export function storedBooking(
  overrides: Partial<Booking> = {},
  request: Record<string, unknown> = {},
): Booking {
  return {
    id: "0b5e6a4c-1f0e-4c3a-9d1e-2a6b7c8d9e0f",
    idempotencyKey: "k-1",
    createdAt: "2026-11-21T15:04:05.000Z",
    date: "2026-12-01",
    timeSlot: "11:00 to 12:00",
    request: {
      name: "Grace Hopper",
      email: "grace@example.com",
      phone: "+1 (555) 010-2000",
      isWhatsapp: true,
      serviceCategories: ["AI Chatbots", "Data Analytics"],
      hours: 1,
      date: "2026-12-01",
      timeSlot: "11:00 to 12:00",
      subject: 'Say "hello"',
      description: "Line one\nline two",
      ...request,
    } as Booking["request"],
    state: "requested",
    sequence: 0,
    cancelledAt: null,
    channel: "web",
    fee: null,
    meetingUrl: null,
    teamNote: null,
    teamMessage: null,
    deliveries: [],
    history: [],
    earlierEvents: 0,
    moves: 0,
    ...overrides,
  };
}
