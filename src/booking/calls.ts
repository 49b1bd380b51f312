/**
 * The booking calls: the one list of the `/api/n8n/*` endpoints and of the n8n webhooks
 * behind them. The API router, the n8n webhook client, the store's outbox, the
 * environment's path variables, the operator's export and the browser's API module are
 * all derived from it, so adding a call is one entry here plus its handler in the router
 * (see docs/architecture.md#booking-calls).
 *
 * The check of n8n's reply is named, not imported: `reply` is a key of the reply checks
 * in server/n8n/webhook-client.ts. The browser reads this list too, and so zod stays out
 * of its bundle.
 */

interface CallBase {
  /** Environment variable that overrides the webhook's path under N8N_WEBHOOK_BASE_URL. */
  readonly pathVariable: `N8N_PATH_${string}`;
  /** What n8n's 2xx reply must be: the booked-slots list, or any non-empty acknowledgement. */
  readonly reply: "bookedSlots" | "acknowledgement";
}

/** Answered at once from n8n (and the store); nothing is queued. */
export interface LookupCall extends CallBase {
  readonly kind: "lookup";
}

/**
 * Stored, then delivered to n8n through the outbox. `order` is the delivery order within
 * one booking: a call waits until every call of a lower order has reached n8n.
 */
export interface DeliveryCall extends CallBase {
  readonly kind: "delivery";
  readonly order: number;
  /** The operator export's column, and the table's heading for it. */
  readonly column: string;
  readonly heading: string;
}

/**
 * Queued in the outbox when a booking changes after it was made (the visitor cancels or
 * moves it, the team confirms or declines it) or its reminder is due, after the booking's
 * own deliveries; never an `/api/n8n/*` endpoint. Its body is the booking's request with
 * what changed (server/store/booking-changes.ts).
 */
export interface ChangeCall extends CallBase {
  readonly kind: "change";
}

export const bookingCalls = {
  "get-booked-slots": {
    kind: "lookup",
    pathVariable: "N8N_PATH_GET_BOOKED_SLOTS",
    reply: "bookedSlots",
  },
  "send-consultation-email": {
    kind: "delivery",
    order: 0,
    pathVariable: "N8N_PATH_SEND_CONSULTATION_EMAIL",
    reply: "acknowledgement",
    column: "emailDelivery",
    heading: "e-mail call",
  },
  "submit-consultation": {
    kind: "delivery",
    order: 1,
    pathVariable: "N8N_PATH_SUBMIT_CONSULTATION",
    reply: "acknowledgement",
    column: "submitDelivery",
    heading: "submit call",
  },
  "cancel-consultation": {
    kind: "change",
    pathVariable: "N8N_PATH_CANCEL_CONSULTATION",
    reply: "acknowledgement",
  },
  "reschedule-consultation": {
    kind: "change",
    pathVariable: "N8N_PATH_RESCHEDULE_CONSULTATION",
    reply: "acknowledgement",
  },
  "confirm-consultation": {
    kind: "change",
    pathVariable: "N8N_PATH_CONFIRM_CONSULTATION",
    reply: "acknowledgement",
  },
  "decline-consultation": {
    kind: "change",
    pathVariable: "N8N_PATH_DECLINE_CONSULTATION",
    reply: "acknowledgement",
  },
  "remind-consultation": {
    kind: "change",
    pathVariable: "N8N_PATH_REMIND_CONSULTATION",
    reply: "acknowledgement",
  },
} as const satisfies Record<string, LookupCall | DeliveryCall | ChangeCall>;

export type BookingCalls = typeof bookingCalls;
export type CallName = keyof BookingCalls;
export type DeliveryName = {
  [Name in CallName]: BookingCalls[Name] extends { kind: "delivery" } ? Name : never;
}[CallName];

/** A change of a booking after it was made (or its reminder), sent to n8n through the outbox. */
export type ChangeName = {
  [Name in CallName]: BookingCalls[Name] extends { kind: "change" } ? Name : never;
}[CallName];
/** Every call the outbox sends: a booking's own deliveries and its changes. */
export type OutboxName = DeliveryName | ChangeName;
/** The calls that are `/api/n8n/*` endpoints: lookups and a booking's own deliveries. */
export type ApiCallName = Exclude<CallName, ChangeName>;

export const callNames = Object.keys(bookingCalls) as CallName[];

/** The delivery calls in the order one booking's calls reach n8n. */
export const deliveryNames = callNames
  .filter((name): name is DeliveryName => bookingCalls[name].kind === "delivery")
  .sort((a, b) => bookingCalls[a].order - bookingCalls[b].order);

/** Every call the outbox may hold: what a delivery row's `kind` may be. */
export const outboxNames = callNames.filter(
  (name): name is OutboxName => bookingCalls[name].kind !== "lookup",
);

/** An `/api/n8n/*` endpoint's name: a lookup or a booking's own delivery, never a change. */
export const isApiCallName = (name: string): name is ApiCallName =>
  Object.hasOwn(bookingCalls, name) && bookingCalls[name as CallName].kind !== "change";

/**
 * The call that adds a booking to n8n's own list of booked slots: until it is delivered,
 * the server adds the booking's slot to n8n's reply itself.
 */
export const RECORDING_CALL: DeliveryName = "submit-consultation";

/** The call that reminds the visitor and the team of a confirmed booking, due before its slot. */
export const REMINDER_CALL: ChangeName = "remind-consultation";
