import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RECORDING_CALL } from "../../src/booking/calls";
import { parseSlot, type SlotRange } from "../../src/booking/slots";
import { type AcceptInput, BookingStore } from "../store/booking-store";
import { runBookingsCommand } from "./bookings-command";

// The operator's command against a real store file in a temp folder.

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "bookings-command-"));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function run(...args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = runBookingsCommand([...args, "--data-dir", dataDir], {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

const NOW = new Date("2026-11-21T15:00:00Z");
let counter = 0;
function call(timeSlot: string, overrides: Partial<AcceptInput> = {}): AcceptInput {
  counter += 1;
  const request = JSON.stringify({
    name: "Grace Hopper",
    email: `grace${counter}@example.com`,
    phone: "+1 555 010 2000",
    isWhatsapp: false,
    serviceCategories: [],
    hours: 1,
    date: "2026-12-01",
    timeSlot,
    subject: "Cloud",
    description: "A plan",
  });
  return {
    bookingId: `booking-${counter}`,
    idempotencyKey: `key-${counter}`,
    payloadHash: `hash-${counter}`,
    date: "2026-12-01",
    timeSlot,
    slot: parseSlot(timeSlot) as SlotRange,
    request,
    delivery: null,
    now: NOW,
    quota: {
      emailKey: `grace${counter}@example.com`,
      phoneKey: `${counter}`,
      clientKey: `192.0.2.${counter}`,
      perContact: 2,
      today: "2026-11-21",
      perAddress: 5,
      since: new Date(NOW.getTime() - 86_400_000),
    },
    ...overrides,
  };
}

/** Books into the store file, as the server would, then closes it. */
function seed(...calls: AcceptInput[]) {
  const store = new BookingStore(dataDir);
  try {
    return calls.map((input) => store.accept(input));
  } finally {
    store.close();
  }
}

describe("npm run bookings -- --cancel", () => {
  it("cancels the booking so its slot is free at once, and the list shows it cancelled", () => {
    const booking = call("11:00 to 12:00");
    seed(booking);
    const result = run("--cancel", booking.bookingId);
    expect(result).toEqual({
      code: 0,
      stdout: `Cancelled booking ${booking.bookingId}: its slot is free again.\n`,
      stderr: "",
    });

    const store = new BookingStore(dataDir);
    try {
      expect(store.bookedSlots("2026-12-01", "all")).toEqual([]);
      expect(store.accept(call("11:00 to 12:00"))).toMatchObject({ outcome: "accepted" });
    } finally {
      store.close();
    }
    const listed = JSON.parse(run("--json").stdout) as { bookingId: string; state: string }[];
    expect(listed.map((row) => [row.bookingId, row.state.split(" ")[0]])).toEqual([
      [booking.bookingId, "cancelled"],
      [`booking-${counter}`, "booked"],
    ]);
    expect(run().stdout).toMatch(/cancelled 20\d\d-/);
  });

  it("an unknown id is a clear message and exit code 1", () => {
    seed(call("11:00 to 12:00"));
    const result = run("--cancel", "no-such-booking");
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("No booking with id no-such-booking");
  });

  it("a booking cancelled already says so, exit code 0", () => {
    const booking = call("11:00 to 12:00");
    seed(booking);
    run("--cancel", booking.bookingId);
    const again = run("--cancel", booking.bookingId);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(new RegExp(`^Booking ${booking.bookingId} was already cancelled`));
  });

  it("tells the operator to remove n8n's record by hand when the booking had reached n8n", () => {
    const booking = call("11:00 to 12:00", { delivery: RECORDING_CALL });
    seed(booking);
    const store = new BookingStore(dataDir);
    const [delivery] = store.listBookings()[0]?.deliveries ?? [];
    store.markDelivered(delivery?.id ?? -1, NOW);
    store.close();
    const result = run("--cancel", booking.bookingId);
    expect(result.code).toBe(0);
    expect(result.stdout.trimEnd().split("\n")).toEqual([
      `Cancelled booking ${booking.bookingId}: its slot is free again.`,
      "n8n already has this booking: remove its record in n8n by hand.",
    ]);
    // The queued deliveries stay as they were.
    const reader = new BookingStore(dataDir, { readOnly: true });
    expect(reader.listBookings()[0]?.deliveries).toMatchObject([{ status: "delivered" }]);
    reader.close();
  });

  it("refuses --cancel without an id, and without a store", () => {
    expect(run("--cancel").code).toBe(2);
    const missing = run("--cancel", "booking-x");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No booking store");
  });
});
