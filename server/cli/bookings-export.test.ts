import { describe, expect, it } from "vitest";
import type { Booking } from "../store/types";
import { toCsv, toRow, toTable } from "./bookings-export";

const booking = (overrides: Partial<Booking> = {}, request: Record<string, unknown> = {}): Booking => ({
  id: "b-1",
  idempotencyKey: "k-1",
  createdAt: "2026-11-21T15:04:05.000Z",
  date: "2026-12-01",
  timeSlot: "11:00 to 12:00",
  request: JSON.stringify({
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
  }),
  status: "booked",
  sequence: 0,
  cancelledAt: null,
  deliveries: [],
  ...overrides,
});

describe("bookings export", () => {
  it("describes delivery state per call", () => {
    expect(toRow(booking()).emailDelivery).toBe("not sent (standalone)");
    const row = toRow(
      booking({
        deliveries: [
          {
            id: 1,
            bookingId: "b-1",
            kind: "send-consultation-email",
            status: "delivered",
            attempts: 1,
            nextAttemptAt: 0,
            lastError: null,
            deliveredAt: "2026-11-21T15:05:00.000Z",
            failedAt: null,
          },
          {
            id: 2,
            bookingId: "b-1",
            kind: "submit-consultation",
            status: "pending",
            attempts: 3,
            nextAttemptAt: 0,
            lastError: "n8n answered 500",
            deliveredAt: null,
            failedAt: null,
          },
        ],
      }),
    );
    expect(row.emailDelivery).toBe("delivered 2026-11-21T15:05:00.000Z");
    expect(row.submitDelivery).toBe("pending (3 attempts, last error: n8n answered 500)");
  });

  it("says when and why a delivery was given up", () => {
    const row = toRow(
      booking({
        deliveries: [
          {
            id: 1,
            bookingId: "b-1",
            kind: "send-consultation-email",
            status: "failed",
            attempts: 2,
            nextAttemptAt: 0,
            lastError: "booking_missing",
            deliveredAt: null,
            failedAt: "2026-11-21T15:06:00.000Z",
          },
        ],
      }),
    );
    expect(row.emailDelivery).toBe("failed 2026-11-21T15:06:00.000Z (given up: booking_missing)");
  });

  it("lists a booking's changes sent to n8n, a dead one as failed with its reason", () => {
    const row = toRow(
      booking({
        deliveries: [
          {
            id: 3,
            bookingId: "b-1",
            kind: "cancel-consultation",
            status: "failed",
            attempts: 5,
            nextAttemptAt: 0,
            lastError: "refused 5 times: n8n answered 422",
            deliveredAt: null,
            failedAt: "2026-11-22T10:00:00.000Z",
          },
        ],
      }),
    );
    expect(row.changeDeliveries).toBe(
      "cancel-consultation: failed 2026-11-22T10:00:00.000Z (given up: refused 5 times: n8n answered 422)",
    );
    expect(toTable([row])).toContain("cancel-consultation: failed");
    expect(toRow(booking()).changeDeliveries).toBe("");
  });

  it("writes CSV with quoting, lists joined, and no formula injection", () => {
    const csv = toCsv([toRow(booking({}, { subject: '=HYPERLINK("x")', name: "@admin" }))]);
    const [header, line] = csv.trimEnd().split("\r\n");
    expect(header?.split(",")).toHaveLength(16);
    expect(line).toContain('"\'=HYPERLINK(""x"")"');
    expect(line).toContain('"\'@admin"');
    expect(line).toContain('"+1 (555) 010-2000"'); // a phone number is not a formula
    expect(line).toContain('"AI Chatbots; Data Analytics"');
    expect(line).toContain('"Line one\nline two"');
  });

  it("prints a readable table, or says there are none", () => {
    expect(toTable([])).toBe("No bookings yet.\n");
    const table = toTable([toRow(booking())]);
    expect(table).toContain("2026-12-01  11:00 to 12:00  booked  Grace Hopper");
    expect(table.trimEnd().endsWith("1 booking")).toBe(true);
  });

  it("shows control characters in the table escaped: a stored name cannot forge a row or move the cursor", () => {
    const forged = booking({}, { name: "Eve\n2026-12-02  09:00 to 10:00  booked  Mallory\u001b[2J" });
    const lines = toTable([toRow(forged)])
      .trimEnd()
      .split("\n");
    expect(lines).toHaveLength(
      toTable([toRow(booking())])
        .trimEnd()
        .split("\n").length,
    );
    const row = lines.find((line) => line.includes("Eve")) ?? "";
    expect(row).toContain("Eve\\u000a2026-12-02");
    expect(row).toContain("\\u001b[2J");
    expect(lines.join("")).not.toContain("\u001b");
  });

  it("shows whether a booking is booked or cancelled, and when", () => {
    expect(toRow(booking()).state).toBe("booked");
    const cancelled = booking({ status: "cancelled", cancelledAt: "2026-11-22T09:00:00.000Z" });
    expect(toRow(cancelled).state).toBe("cancelled 2026-11-22T09:00:00.000Z");
    expect(
      toCsv([toRow(cancelled)])
        .split("\r\n")[0]
        ?.split(","),
    ).toContain("state");
    expect(toTable([toRow(cancelled)])).toContain(
      "11:00 to 12:00  cancelled 2026-11-22T09:00:00.000Z  Grace Hopper",
    );
  });
});
