/**
 * Where a booking stands, and what happened to it (see docs/product.md#the-teams-side):
 * a visitor's booking is `requested` (its slot is held) until the team makes it `confirmed`
 * (with a meeting link) or `declined` (its slot is free at once); the visitor or an
 * operator can cancel it (`cancelled`). A visitor's move of a confirmed booking makes it
 * `requested` again. The store keeps the state and the history (server/store/), the team's
 * page and the visitor's page show them.
 */
export const BOOKING_STATES = ["requested", "confirmed", "declined", "cancelled"] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** The states that hold a slot: no other booking may overlap one. */
export const HOLDS_SLOT = ["requested", "confirmed"] as const satisfies readonly BookingState[];

/** Whether a booking in this state still holds its slot (and may change). */
export const holdsSlot = (state: BookingState): state is (typeof HOLDS_SLOT)[number] =>
  (HOLDS_SLOT as readonly BookingState[]).includes(state);

/** The states a booking ends in: it holds no slot, and neither the visitor nor the team can change it. */
export type EndedState = Exclude<BookingState, (typeof HOLDS_SLOT)[number]>;

/** The state a booking ended in (the reason it can no longer change), or null while it holds its slot. */
export const endedState = (state: BookingState): EndedState | null => (holdsSlot(state) ? null : state);

/**
 * How the visitor booked, recorded by the server: `web` (the JavaScript form), `form`
 * (the form without JavaScript), `api` (another program), `mcp` (an AI assistant over MCP).
 */
export const CHANNELS = ["web", "form", "api", "mcp"] as const;
export type Channel = (typeof CHANNELS)[number];

/** Who changed a booking: its visitor, the company's team, or an operator's command. */
export type Actor = "visitor" | "team" | "operator";

/**
 * Who a history entry names: an actor, or `unrecorded` for a cancel made before the
 * history was kept (the visitor or an operator; the store did not say which).
 */
export type EventActor = Actor | "unrecorded";

/** A slot as a booking held it. */
export interface HeldSlot {
  date: string;
  timeSlot: string;
}

/** One entry of a booking's history, oldest first. `at`: ISO 8601. */
export type BookingEvent = { at: string; by: EventActor } & (
  | { kind: "made"; channel: Channel | null }
  | { kind: "moved"; from: HeldSlot; to: HeldSlot }
  | { kind: "confirmed"; meetingUrl: string; note: string | null }
  | { kind: "declined"; message: string | null }
  | { kind: "cancelled" }
);

/** What an event says beyond its kind, time and actor: the store keeps it as JSON. */
export type EventDetail<Kind extends BookingEvent["kind"]> = Omit<
  Extract<BookingEvent, { kind: Kind }>,
  "at" | "by" | "kind"
>;
