import { describe, expect, it } from "vitest";
import { storedBooking } from "../../tests/support/stored-booking";
import type { Booking } from "../store/types";
import { toCsv, toJson, toRow, toTable } from "./bookings-export";

const booking = (overrides: Partial<Booking> = {}, request: Record<string, unknown> = {}) =>
  storedBooking({ id: "b-1", ...overrides }, request);

/** Control characters, line separators and text-direction characters, none of which may reach the operator raw. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** The same but LF, which JSON's indentation uses. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNSAFE_IN_JSON = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

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

  it("says a call made without n8n was not sent, and one a client never made was not called", () => {
    const submitted = toRow(
      booking({
        deliveries: [
          {
            id: 2,
            bookingId: "b-1",
            kind: "submit-consultation",
            status: "delivered",
            attempts: 1,
            nextAttemptAt: 0,
            lastError: null,
            deliveredAt: "2026-11-21T15:05:00.000Z",
            failedAt: null,
          },
        ],
      }),
    );
    expect(submitted.emailDelivery).toBe("not called");
    expect(toRow(booking()).submitDelivery).toBe("not sent (standalone)");
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
    const reminder = {
      id: 4,
      bookingId: "b-1",
      kind: "remind-consultation" as const,
      status: "pending" as const,
      attempts: 0,
      nextAttemptAt: Date.parse("2026-11-30T16:00:00Z"),
      lastError: null,
      deliveredAt: null,
      failedAt: null,
    };
    expect(toRow(booking({ deliveries: [reminder] })).changeDeliveries).toBe(
      "remind-consultation: due 2026-11-30T16:00:00.000Z",
    );
  });

  it("writes CSV with quoting, lists joined, and no formula injection", () => {
    const csv = toCsv([toRow(booking({}, { subject: '=HYPERLINK("x")', name: "@admin" }))]);
    const [header, line] = csv.trimEnd().split("\r\n");
    expect(header?.split(",")).toHaveLength(19);
    expect(line).toContain('"\'=HYPERLINK(""x"")"');
    expect(line).toContain('"\'@admin"');
    expect(line).toContain('"+1 (555) 010-2000"'); // a phone number is not a formula
    expect(line).toContain('"AI Chatbots; Data Analytics"');
    expect(line).toContain('"Line one\\nline two"');
  });

  it("prints a readable table, or says there are none", () => {
    expect(toTable([])).toBe("No bookings yet.\n");
    const table = toTable([toRow(booking())]);
    expect(table).toContain("2026-12-01  11:00 to 12:00  requested  web      Grace Hopper");
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
    expect(row).toContain("Eve\\n2026-12-02");
    expect(row).toContain("\\u001b[2J");
    expect(lines.join("")).not.toContain("\u001b");
  });

  it("shows text-direction characters and C1 controls in the table escaped", () => {
    const table = toTable([toRow(booking({}, { name: "Eve\u202eexe.pdf\u2066x\u2069 \u009b2J" }))]);
    expect(table).toContain("Eve\\u202eexe.pdf\\u2066x\\u2069 \\u009b2J");
    for (const line of table.trimEnd().split("\n")) expect(line).not.toMatch(UNSAFE);
  });

  it("writes control and text-direction characters in CSV as escapes: one line per booking, nothing raw", () => {
    const stored = booking(
      {},
      {
        name: "Eve\u001b[2J\u0000\u007f",
        subject: "Plan\u202eexe.pdf\u2067",
        description: "Line one\nline two\tend\r\n\u009b2J\u2028C:\\new",
      },
    );
    const csv = toCsv([toRow(stored), toRow(booking())]);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toMatch(UNSAFE);
    expect(lines[1]).toContain('"Eve\\u001b[2J\\u0000\\u007f"');
    expect(lines[1]).toContain('"Plan\\u202eexe.pdf\\u2067"');
    // A visitor's own backslash is doubled, so "\n" always stands for a line break.
    expect(lines[1]).toContain('"Line one\\nline two\\tend\\r\\n\\u009b2J\\u2028C:\\\\new"');
  });

  it("escapes a leading TAB or CR, so the cell is no formula either way", () => {
    const line = toCsv([toRow(booking({}, { subject: "\t=1+1", name: "\r@admin" }))]).split("\r\n")[1];
    expect(line).toContain('"\\t=1+1"');
    expect(line).toContain('"\\r@admin"');
  });

  it("writes JSON that reads back as the bookings, with DEL, C1, line separators and text-direction characters escaped", () => {
    const rows = [
      toRow(
        booking(
          {},
          {
            name: "Eve\u202eexe.pdf\u2069",
            description: "Line one\nline two\u001b[2J\u007f\u009b2J\u2028\u2066",
          },
        ),
      ),
      toRow(booking()),
    ];
    const json = toJson(rows);
    expect(json).not.toMatch(UNSAFE_IN_JSON);
    expect(json).toContain("Eve\\u202eexe.pdf\\u2069");
    expect(json).toContain("Line one\\nline two\\u001b[2J\\u007f\\u009b2J\\u2028\\u2066");
    expect(JSON.parse(json)).toEqual(rows);
    // Indented as JSON.stringify indents it: only the unsafe characters changed.
    expect(toJson([toRow(booking())])).toBe(`${JSON.stringify([toRow(booking())], null, 2)}\n`);
  });

  it("shows whether a booking is requested or cancelled, and when", () => {
    expect(toRow(booking()).state).toBe("requested");
    const cancelled = booking({ state: "cancelled", cancelledAt: "2026-11-22T09:00:00.000Z" });
    expect(toRow(cancelled).state).toBe("cancelled 2026-11-22T09:00:00.000Z");
    expect(
      toCsv([toRow(cancelled)])
        .split("\r\n")[0]
        ?.split(","),
    ).toContain("state");
    expect(toTable([toRow(cancelled)])).toContain(
      "11:00 to 12:00  cancelled 2026-11-22T09:00:00.000Z  web      Grace Hopper",
    );
  });

  it("shows a confirmed booking's meeting link and how each booking was made", () => {
    const confirmed = toRow(
      booking({ state: "confirmed", meetingUrl: "https://meet.example.com/a", channel: "mcp" }),
    );
    expect(confirmed).toMatchObject({
      state: "confirmed",
      meetingUrl: "https://meet.example.com/a",
      channel: "mcp",
    });
    expect(toTable([confirmed])).toContain("confirmed https://meet.example.com/a  mcp      Grace Hopper");
    const [header, line] = toCsv([confirmed]).trimEnd().split("\r\n");
    expect(header?.split(",").slice(4, 7)).toEqual(["state", "meetingUrl", "channel"]);
    expect(line?.split(",").slice(4, 7)).toEqual(['"confirmed"', '"https://meet.example.com/a"', '"mcp"']);
    // A booking made before the channel was recorded has none; a requested one no link.
    expect(toRow(booking({ channel: null }))).toMatchObject({ channel: "", meetingUrl: "" });
  });

  it("has a column for where the booking came from, in a fixed order, readable as a query string", () => {
    const row = toRow(
      booking(
        {},
        {
          source: {
            referrer: "https://news.example.org",
            utm_campaign: "fall launch",
            utm_source: "linkedin",
          },
        },
      ),
    );
    expect(row.source).toBe(
      "utm_source=linkedin&utm_campaign=fall+launch&referrer=https%3A%2F%2Fnews.example.org",
    );
    expect(Object.fromEntries(new URLSearchParams(row.source))).toEqual({
      utm_source: "linkedin",
      utm_campaign: "fall launch",
      referrer: "https://news.example.org",
    });
    const [header, line] = toCsv([row]).trimEnd().split("\r\n");
    expect(header?.split(",").slice(6, 8)).toEqual(["channel", "source"]);
    expect(line?.split(",")[7]).toBe(`"${row.source}"`);
    expect(toTable([row]).split("\n")[2]).toMatch(
      /^2026-11-21 15:04 .* b-1 +utm_source=linkedin&utm_campaign=fall\+launch&referrer=https%3A%2F%2Fnews.example.org$/,
    );
    expect(toRow(booking()).source).toBe("");
  });
});
