import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseWith } from "../../src/booking/schema";
import { confirmSchema, declineSchema } from "../../src/booking/team-schema";
import { input, sendItem } from "../../tests/store/store-contract";
import { createLogger } from "../logger";
import { BookingStore } from "../store/booking-store";
import { SqliteDatabase } from "../store/sqlite/sqlite-database";
import type { Booking } from "../store/types";
import { createBookingLinks } from "./booking-links";
import { ChangeService } from "./change-service";
import { TeamService } from "./team-service";

// The team's rules over a real store: when it may decide, what a body must hold, and a
// decision on a booking the visitor changed meanwhile. (Both databases' part is the
// store contract's: tests/store/team-contract.ts.)

const ZONE = "America/New_York";
const SECRET = "a-link-secret-of-at-least-32-characters";
// The tests' booking is 2026-12-01 11:00 to 12:00 in New York: 16:00Z.
const SLOT_START = Date.parse("2026-12-01T16:00:00Z");
const HOUR = 3_600_000;

let dir: string;
let store: BookingStore;
let clock: number;
let team: TeamService;
const links = createBookingLinks("https://test.example", [SECRET]);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "team-service-"));
  store = new BookingStore(new SqliteDatabase(dir));
  clock = SLOT_START - 72 * HOUR;
  team = new TeamService({
    store,
    worker: null,
    links,
    timeZone: ZONE,
    reminderLeadHours: 24,
    logger: createLogger("silent"),
    now: () => new Date(clock),
  });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function booked(): Promise<Booking> {
  const call = input({ bookingId: randomUUID(), timeSlot: "11:00 to 12:00", delivery: null });
  const { bookingId } = (await store.accept(call)) as { bookingId: string };
  return (await store.findBooking(bookingId)) as Booking;
}

/**
 * `service` as every way in reaches it (the team's form, the JSON API, the operator's
 * command): each body parsed once by its schema first, a refused one the service's `invalid`.
 */
function parsed(service: TeamService) {
  return {
    confirm(booking: Booking, body: unknown) {
      const read = parseWith(confirmSchema, body);
      return "issues" in read ? service.invalid(booking, read.issues) : service.confirm(booking, read.value);
    },
    decline(booking: Booking, body: unknown) {
      const read = parseWith(declineSchema, body);
      return "issues" in read ? service.invalid(booking, read.issues) : service.decline(booking, read.value);
    },
  };
}

const confirmBody = { meetingUrl: "https://meet.example.com/ada", note: "  See you.\r\nAda  " };

describe("TeamService", () => {
  it("opens a booking with the team's token only: the visitor's opens nothing, nor a malformed id", async () => {
    const booking = await booked();
    const id = booking.id;
    expect(await team.open(id, links.teamToken(id))).toEqual({ kind: "opened", booking });
    expect(await team.open(id, links.token(id))).toEqual({ kind: "not_found" });
    expect(await team.open(id, undefined)).toEqual({ kind: "not_found" });
    expect(await team.open("not-a-uuid", links.teamToken("not-a-uuid"))).toEqual({ kind: "not_found" });
  });

  it("confirms with the link and the note (trimmed, CRLF read as LF), and plans the reminder 24 hours ahead", async () => {
    const write = vi.spyOn(store, "confirm");
    const outcome = await parsed(team).confirm(await booked(), confirmBody);
    expect(outcome).toMatchObject({
      kind: "decided",
      booking: { state: "confirmed", meetingUrl: "https://meet.example.com/ada", teamNote: "See you.\nAda" },
    });
    // The store is asked to plan the reminder REMINDER_LEAD_HOURS before the slot (made
    // without n8n here, it keeps no row for it; the contract suites test the row).
    expect(write).toHaveBeenCalledOnce();
    expect(write.mock.calls[0]?.[0].remindAt).toBe(SLOT_START - 24 * HOUR);
  });

  it("refuses a body without an https meeting link, naming the field, and changes nothing", async () => {
    const booking = await booked();
    for (const body of [
      {},
      { meetingUrl: "http://meet.example.com/a" },
      { meetingUrl: "https://user:pw@meet.example.com" },
      { meetingUrl: "https://meet.example.com/abc\u202egpj.exe" },
      null,
    ]) {
      const outcome = await parsed(team).confirm(booking, body);
      expect(outcome.kind).toBe("invalid");
      if (outcome.kind === "invalid") expect(outcome.issues[0]?.path).toBe(body === null ? "" : "meetingUrl");
    }
    expect((await parsed(team).confirm(booking, { ...confirmBody, note: "x".repeat(501) })).kind).toBe(
      "invalid",
    );
    expect((await parsed(team).decline(booking, { message: "\u202eevil" })).kind).toBe("invalid");
    expect((await store.findBooking(booking.id))?.state).toBe("requested");
  });

  it("refuses once the slot has started, and for a cancelled or declined booking", async () => {
    const early = await booked();
    clock = SLOT_START;
    expect(await parsed(team).confirm(early, confirmBody)).toMatchObject({
      kind: "refused",
      reason: "too_late",
    });
    expect(await parsed(team).decline(early, {})).toMatchObject({ kind: "refused", reason: "too_late" });
    clock = SLOT_START - HOUR;
    const declined = await parsed(team).decline(early, { message: "Sorry" });
    expect(declined).toMatchObject({ kind: "decided", booking: { state: "declined", teamMessage: "Sorry" } });
    if (declined.kind !== "decided") return;
    expect(await parsed(team).confirm(declined.booking, confirmBody)).toMatchObject({
      kind: "refused",
      reason: "declined",
    });
    // Decided on the booking as read before the decline: read again, then refused for what it is now.
    expect(await parsed(team).confirm(early, confirmBody)).toMatchObject({
      kind: "refused",
      reason: "declined",
    });
  });

  it("decides on the booking as it is now when the visitor moved it meanwhile", async () => {
    const read = await booked();
    await store.reschedule({
      bookingId: read.id,
      date: "2026-12-02",
      timeSlot: "14:00 to 15:00",
      slot: { start: 14, end: 15 },
      hours: 1,
      expectedSequence: 0,
      now: new Date(clock),
    });
    expect(await parsed(team).confirm(read, confirmBody)).toMatchObject({
      kind: "decided",
      booking: { state: "confirmed", date: "2026-12-02", timeSlot: "14:00 to 15:00", sequence: 2 },
    });
    await store.cancel(read.id, new Date(clock));
    expect(await parsed(team).decline(read, {})).toMatchObject({ kind: "refused", reason: "cancelled" });
  });

  it("refuses a decision made on a version the booking has moved on from", async () => {
    const read = await booked();
    expect(read.sequence).toBe(0);
    await store.reschedule({
      bookingId: read.id,
      date: "2026-12-02",
      timeSlot: "14:00 to 15:00",
      slot: { start: 14, end: 15 },
      hours: 1,
      expectedSequence: 0,
      now: new Date(clock),
    });
    // The team's page showed version 0: read before or after the move, it is not confirmed blindly.
    expect(await parsed(team).confirm(read, { ...confirmBody, sequence: 0 })).toMatchObject({
      kind: "refused",
      reason: "changed",
      booking: { state: "requested", date: "2026-12-02", sequence: 1 },
    });
    const now = (await store.findBooking(read.id)) as Booking;
    expect(await parsed(team).decline(now, { sequence: 0 })).toMatchObject({
      kind: "refused",
      reason: "changed",
    });
    expect(await parsed(team).decline(now, { sequence: "1" })).toMatchObject({
      kind: "invalid",
      issues: [{ path: "sequence", message: "Send the booking's sequence as a whole number" }],
    });
    expect(await parsed(team).confirm(now, { ...confirmBody, sequence: 1 })).toMatchObject({
      kind: "decided",
      booking: { state: "confirmed", sequence: 2 },
    });
    expect((await store.findBooking(read.id))?.state).toBe("confirmed");
  });

  it("takes the same confirm twice as one (nothing changes, n8n hears of it once); refuses a second decline", async () => {
    const read = await booked();
    const first = await parsed(team).confirm(read, { ...confirmBody, sequence: 0 });
    expect(first).toMatchObject({ kind: "decided", booking: { state: "confirmed", sequence: 1 } });
    // The second post of the same form carries the version the page showed before the first.
    const again = await parsed(team).confirm((await store.findBooking(read.id)) as Booking, {
      ...confirmBody,
      sequence: 0,
    });
    expect(again).toMatchObject({ kind: "decided", booking: { state: "confirmed", sequence: 1 } });
    const confirmed = (await store.findBooking(read.id)) as Booking;
    expect(confirmed.history.filter((event) => event.kind === "confirmed")).toHaveLength(1);
    // A new link is a new decision, and so is a decline after it; a second decline is
    // refused as declined, even the same one.
    expect(await parsed(team).confirm(confirmed, { meetingUrl: "https://meet.example.com/b" })).toMatchObject(
      {
        kind: "decided",
        booking: { sequence: 2, meetingUrl: "https://meet.example.com/b" },
      },
    );
    const declined = await parsed(team).decline((await store.findBooking(read.id)) as Booking, {
      message: "Sorry",
    });
    expect(declined).toMatchObject({ kind: "decided", booking: { state: "declined", sequence: 3 } });
    const twice = await parsed(team).decline((await store.findBooking(read.id)) as Booking, {
      message: "Sorry",
      sequence: 2,
    });
    expect(twice).toMatchObject({ kind: "refused", reason: "declined", booking: { sequence: 3 } });
    expect(
      await parsed(team).decline((await store.findBooking(read.id)) as Booking, { message: "Other" }),
    ).toMatchObject({
      kind: "refused",
      reason: "declined",
    });
  });

  it("logs the reminder a decline or a cancel takes back before it was sent", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger("info", (line) => lines.push(JSON.parse(line)));
    const deps = {
      store,
      worker: null,
      links,
      timeZone: ZONE,
      maxMoves: 3,
      logger,
      now: () => new Date(clock),
    };
    const teamLogging = new TeamService({ ...deps, reminderLeadHours: 24 });
    const withdrawn = () => lines.filter((line) => line.event === "delivery.withdrawn");
    // Made with n8n (its first call queued), so a confirm plans a reminder.
    const { bookingId } = sendItem(
      await store.accept(input({ bookingId: randomUUID(), timeSlot: "11:00 to 12:00" })),
    );
    const confirmed = await parsed(teamLogging).confirm(
      (await store.findBooking(bookingId)) as Booking,
      confirmBody,
    );
    expect(confirmed).toMatchObject({ kind: "decided" });
    expect(withdrawn()).toEqual([]);
    // A new link plans the reminder again: replanned, not withdrawn.
    const relinked = { meetingUrl: "https://meet.example.com/new" };
    await parsed(teamLogging).confirm((await store.findBooking(bookingId)) as Booking, relinked);
    expect(lines.filter((line) => line.event === "delivery.replanned")).toMatchObject([{ bookingId }]);
    expect(withdrawn()).toEqual([]);
    const declined = await parsed(teamLogging).decline((await store.findBooking(bookingId)) as Booking, {});
    expect(declined).toMatchObject({ kind: "decided" });
    expect(withdrawn()).toMatchObject([{ bookingId, kind: "remind-consultation" }]);

    const other = sendItem(
      await store.accept(input({ bookingId: randomUUID(), timeSlot: "14:00 to 15:00" })),
    );
    await parsed(teamLogging).confirm((await store.findBooking(other.bookingId)) as Booking, confirmBody);
    const cancelled = await new ChangeService(deps).cancel(
      (await store.findBooking(other.bookingId)) as Booking,
    );
    expect(cancelled).toMatchObject({ kind: "changed", booking: { state: "cancelled" } });
    expect(withdrawn()).toMatchObject([
      { bookingId },
      { bookingId: other.bookingId, kind: "remind-consultation" },
    ]);
  });
});
