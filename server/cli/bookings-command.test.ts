import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RECORDING_CALL } from "../../src/booking/calls";
import { parseSlot, type SlotRange } from "../../src/booking/slots";
import { startPostgres, type TestPostgres } from "../../tests/support/postgres";
import { createBookingLinks } from "../booking/booking-links";
import { parseEnv } from "../env";
import { BookingStore } from "../store/booking-store";
import { LINK_SECRET, openDatabase } from "../store/open-store";
import type { AcceptInput } from "../store/types";
import { NO_LINK_SECRET, runBookingsCommand } from "./bookings-command";

// The operator's command against a real store: an SQLite file in a temp folder, and a
// database on a real PostgreSQL (DATABASE_URL), with the same expectations.

const NOW = new Date("2026-11-21T15:00:00Z");
let counter = 0;
function call(timeSlot: string, overrides: Partial<AcceptInput> = {}): AcceptInput {
  counter += 1;
  const request = {
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
  };
  return {
    bookingId: `booking-${counter}`,
    idempotencyKey: `key-${counter}`,
    payloadHash: `hash-${counter}`,
    date: "2026-12-01",
    timeSlot,
    slot: parseSlot(timeSlot) as SlotRange,
    request,
    channel: "web",
    fee: null,
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
      networkKey: null,
      perNetwork: 20,
    },
    ...overrides,
  };
}

describe.each(["SQLite", "PostgreSQL"] as const)("npm run bookings on %s", (backend) => {
  let postgres: TestPostgres | undefined;
  let dataDir: string;
  let databaseUrl: string | undefined;
  beforeAll(async () => {
    if (backend === "PostgreSQL") postgres = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await postgres?.destroy();
  });
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "bookings-command-"));
    databaseUrl = await postgres?.createDatabase();
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function runWith(env: Record<string, string>, ...args: string[]) {
    let stdout = "";
    let stderr = "";
    const code = await runBookingsCommand([...args, "--data-dir", dataDir], {
      stdout: (text) => {
        stdout += text;
      },
      stderr: (text) => {
        stderr += text;
      },
      env: { ...(databaseUrl && { DATABASE_URL: databaseUrl }), ...env },
    });
    return { code, stdout, stderr };
  }
  const run = (...args: string[]) => runWith({}, ...args);

  /** The store the server would run on, opened beside the command. */
  async function open(): Promise<BookingStore> {
    const env = parseEnv(
      databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir },
    );
    return new BookingStore(await openDatabase(env));
  }

  /** Books into the store, as the server would, then closes it. */
  async function seed(...calls: AcceptInput[]) {
    const store = await open();
    try {
      for (const input of calls) await store.accept(input);
    } finally {
      await store.close();
    }
  }

  it("cancels the booking so its slot is free at once, and the list shows it cancelled", async () => {
    const booking = call("11:00 to 12:00");
    await seed(booking);
    const result = await run("--cancel", booking.bookingId);
    expect(result).toEqual({
      code: 0,
      stdout: `Cancelled booking ${booking.bookingId}: its slot is free again.\n`,
      stderr: "",
    });

    const store = await open();
    try {
      expect(await store.bookedSlots("2026-12-01", "all")).toEqual([]);
      expect(await store.accept(call("11:00 to 12:00"))).toMatchObject({ outcome: "accepted" });
    } finally {
      await store.close();
    }
    const listed = JSON.parse((await run("--json")).stdout) as { bookingId: string; state: string }[];
    expect(listed.map((row) => [row.bookingId, row.state.split(" ")[0]])).toEqual([
      [booking.bookingId, "cancelled"],
      [`booking-${counter}`, "requested"],
    ]);
    expect((await run()).stdout).toMatch(/cancelled 20\d\d-/);
  });

  it("an unknown id is a clear message and exit code 1", async () => {
    await seed(call("11:00 to 12:00"));
    const result = await run("--cancel", "no-such-booking");
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("No booking with id no-such-booking");
  });

  it("a booking cancelled already says so, exit code 0", async () => {
    const booking = call("11:00 to 12:00");
    await seed(booking);
    await run("--cancel", booking.bookingId);
    const again = await run("--cancel", booking.bookingId);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(new RegExp(`^Booking ${booking.bookingId} was already cancelled`));
  });

  it("says n8n is told through the outbox when the booking was made with n8n", async () => {
    const booking = call("11:00 to 12:00", { delivery: RECORDING_CALL });
    await seed(booking);
    const store = await open();
    const [delivery] = (await store.listBookings())[0]?.deliveries ?? [];
    await store.outbox.markDelivered(delivery?.id ?? -1, NOW);
    await store.close();
    const result = await run("--cancel", booking.bookingId);
    expect(result.code).toBe(0);
    expect(result.stdout.trimEnd().split("\n")).toEqual([
      `Cancelled booking ${booking.bookingId}: its slot is free again.`,
      "n8n is told through the outbox (cancel-consultation): the server sends it.",
    ]);
    // The queued deliveries stay as they were.
    const listed = JSON.parse((await run("--json")).stdout) as Record<string, string>[];
    expect(listed[0]).toMatchObject({
      state: expect.stringMatching(/^cancelled/),
      submitDelivery: expect.stringMatching(/^delivered/),
    });
  });

  it("shows a dead letter as failed, and --retry queues it again as new", async () => {
    const booking = call("11:00 to 12:00", { delivery: RECORDING_CALL });
    await seed(booking);
    const store = await open();
    const [delivery] = (await store.listBookings())[0]?.deliveries ?? [];
    await store.outbox.markFailed(delivery?.id ?? -1, "n8n answered 422", NOW.getTime(), {
      refused: true,
      at: NOW.getTime(),
    });
    await store.outbox.giveUp(delivery?.id ?? -1, "refused 5 times: n8n answered 422", NOW);
    await store.close();
    const listed = JSON.parse((await run("--json")).stdout) as Record<string, string>[];
    expect(listed[0]?.submitDelivery).toMatch(/^failed .*refused 5 times: n8n answered 422/);
    expect((await run()).stdout).toContain("refused 5 times");

    const retried = await run("--retry", booking.bookingId);
    expect(retried).toMatchObject({ code: 0, stderr: "" });
    expect(retried.stdout).toMatch(
      new RegExp(`^Queued 1 failed delivery of booking ${booking.bookingId} again`),
    );
    const after = await open();
    try {
      expect(await after.outbox.nextDue(Date.now())).toMatchObject({
        id: delivery?.id,
        refusals: 0,
        firstFailedAt: null,
      });
    } finally {
      await after.close();
    }
    const again = await run("--retry", booking.bookingId);
    expect(again).toMatchObject({
      code: 0,
      stdout: `Booking ${booking.bookingId} has no failed delivery. Nothing changed.\n`,
    });
    const unknown = await run("--retry", "no-such-booking");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^No booking with id no-such-booking/);
    expect((await run("--retry")).code).toBe(2);
  });

  it("--json writes what a terminal would act on as escapes, and reads back unchanged", async () => {
    // A booking stored before the text rules held such characters: the export must not pass them on raw.
    const booking = call("11:00 to 12:00");
    const request = { ...booking.request, description: "clear\u001b[2J now \u202eevil\u009b" };
    await seed({ ...booking, request });
    const { code, stdout } = await run("--json");
    expect(code).toBe(0);
    for (const raw of ["\u001b", "\u202e", "\u009b"]) expect(stdout).not.toContain(raw);
    expect(JSON.parse(stdout)[0].description).toBe(request.description);
  });

  it("refuses --cancel without an id", async () => {
    expect((await run("--cancel")).code).toBe(2);
  });

  describe("the team's answer, for a site without n8n", () => {
    /** A slot a month ahead of the real clock: the team may answer it (its slot has not started). */
    const ahead = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const upcoming = (timeSlot: string) => call(timeSlot, { date: ahead() });

    it("--confirm with a meeting link and a note: confirmed, listed with its link, in the history as the operator's", async () => {
      const booking = upcoming("11:00 to 12:00");
      await seed(booking);
      const result = await run(
        "--confirm",
        booking.bookingId,
        "--meeting-url",
        "https://meet.example.com/grace",
        "--note",
        "See you then.",
      );
      expect(result).toEqual({
        code: 0,
        stdout: `Confirmed booking ${booking.bookingId}: the meeting link is https://meet.example.com/grace.\n`,
        stderr: "",
      });
      const [row] = JSON.parse((await run("--json")).stdout) as Record<string, string>[];
      expect(row).toMatchObject({
        state: "confirmed",
        meetingUrl: "https://meet.example.com/grace",
        channel: "web",
      });
      expect((await run()).stdout).toContain("confirmed https://meet.example.com/grace  web");
      const store = await open();
      try {
        expect((await store.findBooking(booking.bookingId))?.history.at(-1)).toMatchObject({
          kind: "confirmed",
          by: "operator",
          note: "See you then.",
        });
      } finally {
        await store.close();
      }
    });

    it("--confirm takes MEETING_URL when no link is given, and names the flag when there is none", async () => {
      const booking = upcoming("13:00 to 14:00");
      await seed(booking);
      const missing = await run("--confirm", booking.bookingId);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toBe("--meeting-url: Enter the meeting link\n");
      const bad = await run("--confirm", booking.bookingId, "--meeting-url", "http://meet.example.com/x");
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/^--meeting-url: Enter the meeting link as an https:\/\/ link/);
      const fromSetting = await runWith(
        { MEETING_URL: "https://meet.example.com/room" },
        "--confirm",
        booking.bookingId,
      );
      expect(fromSetting.code).toBe(0);
      expect(fromSetting.stdout).toContain("the meeting link is https://meet.example.com/room");
    });

    it("--decline frees the slot; a declined booking can no longer be confirmed or cancelled", async () => {
      const booking = upcoming("15:00 to 16:00");
      await seed(booking);
      const declined = await run("--decline", booking.bookingId, "--message", "We are fully booked.");
      expect(declined).toEqual({
        code: 0,
        stdout: `Declined booking ${booking.bookingId}: its slot is free again.\n`,
        stderr: "",
      });
      const store = await open();
      try {
        expect(await store.bookedSlots(booking.date, "all")).toEqual([]);
        expect(await store.findBooking(booking.bookingId)).toMatchObject({
          state: "declined",
          teamMessage: "We are fully booked.",
        });
      } finally {
        await store.close();
      }
      const confirm = await run(
        "--confirm",
        booking.bookingId,
        "--meeting-url",
        "https://meet.example.com/x",
      );
      expect(confirm).toEqual({
        code: 1,
        stdout: "",
        stderr: "This booking was declined, so it can no longer be confirmed or declined. Nothing changed.\n",
      });
      expect((await run("--cancel", booking.bookingId)).stdout).toBe(
        `Booking ${booking.bookingId} was declined by the team. Nothing changed.\n`,
      );
      expect(
        (await run("--confirm", "no-such-booking", "--meeting-url", "https://meet.example.com/x")).code,
      ).toBe(1);
    });

    it("one action at a time, and each option with its own action", async () => {
      for (const args of [
        ["--confirm", "b-1", "--cancel", "b-1"],
        ["--decline", "b-1", "--meeting-url", "https://meet.example.com/x"],
        ["--confirm", "b-1", "--message", "no"],
        ["--note", "a note"],
        ["--confirm", ""],
      ])
        expect((await run(...args)).code, args.join(" ")).toBe(2);
    });
  });

  describe("closed days", () => {
    // The store the server made at its start.
    beforeEach(() => seed());

    it("--close a range with a reason: listed by --closed, bookings onto it refused; the bookings held there stay and are named", async () => {
      const held = call("15:00 to 16:00", { date: "2099-12-25" });
      await seed(held);
      const closed = await run(
        "--close",
        "2099-12-24",
        "--until",
        "2099-12-26",
        "--reason",
        "  Public holiday ",
      );
      expect(closed).toEqual({
        code: 0,
        stdout:
          "Closed 2099-12-24 to 2099-12-26 (3 days): Public holiday\n" +
          "1 booking is held on those days and stays as it is; tell its visitor, or cancel with --cancel BOOKING_ID:\n" +
          `  2099-12-25 15:00 to 16:00  requested  ${held.bookingId}\n`,
        stderr: "",
      });
      expect(await run("--close", "2099-12-31")).toMatchObject({
        code: 0,
        stdout: "Closed 2099-12-31 (1 day): Closed\n",
      });
      expect(await run("--closed")).toEqual({
        code: 0,
        stdout:
          "2099-12-24  Public holiday\n2099-12-25  Public holiday\n2099-12-26  Public holiday\n2099-12-31  Closed\n",
        stderr: "",
      });
      const store = await open();
      try {
        expect(await store.accept(call("11:00 to 12:00", { date: "2099-12-24" }))).toEqual({
          outcome: "day_closed",
          reason: "Public holiday",
        });
        expect(await store.bookedSlots("2099-12-25", "all")).toEqual(["15:00 to 16:00"]);
      } finally {
        await store.close();
      }
    });

    it("--reopen a date or a range; reopening what is open changes nothing", async () => {
      await run("--close", "2099-12-24", "--until", "2099-12-26");
      expect(await run("--reopen", "2099-12-25")).toMatchObject({
        code: 0,
        stdout: "Reopened 2099-12-25.\n",
      });
      expect(await run("--reopen", "2099-12-20", "--until", "2099-12-31")).toMatchObject({
        code: 0,
        stdout: "Reopened 2099-12-24, 2099-12-26.\n",
      });
      expect(await run("--reopen", "2099-12-24")).toMatchObject({
        code: 0,
        stdout: "No closed day in 2099-12-24. Nothing changed.\n",
      });
      expect(await run("--closed")).toMatchObject({ code: 0, stdout: "No closed days.\n" });
    });

    it("a bad date, a range backwards or over 366 days, a bad reason: one clear line, exit 2, nothing closed", async () => {
      const refusals: [string[], string][] = [
        [
          ["--close", "2099-02-30"],
          "--close: Enter a real date in the form yyyy-MM-dd, such as 2026-03-10\n",
        ],
        [
          ["--close", "24.12.2099"],
          "--close: Enter a real date in the form yyyy-MM-dd, such as 2026-03-10\n",
        ],
        [
          ["--close", "2099-12-24", "--until", "2099-12-32"],
          "--until: Enter a real date in the form yyyy-MM-dd, such as 2026-03-10\n",
        ],
        [
          ["--close", "2099-12-24", "--until", "2099-12-23"],
          "--until: Choose a last date on or after the first date\n",
        ],
        [["--reopen", "2099-01-01", "--until", "2100-01-02"], "--until: Choose at most 366 days at once\n"],
        [
          ["--close", "2099-12-24", "--reason", "x".repeat(201)],
          "--reason: Keep the reason to 200 characters or fewer\n",
        ],
        [
          ["--close", "2099-12-24", "--reason", "Holiday\u001b[31m"],
          "--reason: Remove line breaks and control characters from the reason\n",
        ],
      ];
      for (const [args, stderr] of refusals)
        expect(await run(...args), args.join(" ")).toEqual({ code: 2, stdout: "", stderr });
      // A leap year's 366 days are one range.
      expect((await run("--close", "2096-01-01", "--until", "2096-12-31")).code).toBe(0);
      await run("--reopen", "2096-01-01", "--until", "2096-12-31");
      expect(await run("--closed")).toMatchObject({ stdout: "No closed days.\n" });
      for (const args of [
        ["--until", "2099-12-24"],
        ["--reason", "Holiday"],
        ["--reopen", "2099-12-24", "--reason", "Holiday"],
        ["--close", "2099-12-24", "--cancel", "b-1"],
        ["--closed", "--close", "2099-12-24"],
      ])
        expect((await run(...args)).code, args.join(" ")).toBe(2);
    });
  });

  describe("links", () => {
    const SITE = { SITE_URL: "https://www.example.test" };
    const SECRET = "kept-secret-of-the-server-0123456789abcdef";

    /** The secret the server keeps in the store when it first starts without BOOKING_LINK_SECRET. */
    async function keepSecret() {
      const store = await open();
      try {
        await store.secret(LINK_SECRET, SECRET);
      } finally {
        await store.close();
      }
    }

    it("--desk-link prints the desk link alone, signed with the secret the server kept", async () => {
      await seed(call("11:00 to 12:00"));
      await keepSecret();
      const result = await runWith(SITE, "--desk-link");
      expect(result.code).toBe(0);
      expect(result.stderr).toBe("");
      expect(result.stdout).toMatch(/^https:\/\/www\.example\.test\/team\?token=[A-Za-z0-9_-]+\n$/);
      const token = new URL(result.stdout.trim()).searchParams.get("token") ?? undefined;
      const links = createBookingLinks(SITE.SITE_URL, [SECRET]);
      expect(links.deskVerifies(token)).toBe(true);
      expect(links.feedVerifies(token)).toBe(false);
      expect(result.stdout).toBe(`${links.deskUrl()}\n`);
    });

    it("--desk-link signs with BOOKING_LINK_SECRET when it is set, even before the server made a store", async () => {
      const env = { ...SITE, BOOKING_LINK_SECRET: `${"s".repeat(32)},${"o".repeat(32)}` };
      const result = await runWith(env, "--desk-link");
      expect(result).toEqual({
        code: 0,
        stdout: `${createBookingLinks(SITE.SITE_URL, ["s".repeat(32)]).deskUrl()}\n`,
        stderr: "",
      });
    });

    it("without a secret to sign with, --desk-link and --links say so, print nothing and keep none", async () => {
      await seed(call("11:00 to 12:00"));
      for (const flag of ["--desk-link", "--links"]) {
        const result = await runWith(SITE, flag);
        expect(result, flag).toEqual({ code: 1, stdout: "", stderr: NO_LINK_SECRET });
      }
      const store = await open();
      try {
        expect(await store.keptSecret(LINK_SECRET)).toBeUndefined();
      } finally {
        await store.close();
      }
    });

    it("--links lists each booking's team page and visitor page links with its date, slot and state", async () => {
      const first = call("11:00 to 12:00");
      const second = call("14:00 to 15:00");
      await seed(first, second);
      await keepSecret();
      await run("--cancel", second.bookingId);
      const result = await runWith(SITE, "--links");
      expect(result.code).toBe(0);
      expect(result.stderr).toBe("");
      const links = createBookingLinks(SITE.SITE_URL, [SECRET]);
      const lines = result.stdout.trimEnd().split("\n");
      expect(lines[0]).toMatch(/^date\s+slot\s+state\s+booking id\s+team page\s+visitor page$/);
      expect(lines[1]).toMatch(/^-+( +-+){5}$/);
      expect(lines[2]?.split(/\s+/)).toEqual([
        "2026-12-01",
        "11:00",
        "to",
        "12:00",
        "requested",
        first.bookingId,
        links.staffUrl(first.bookingId),
        links.manageUrl(first.bookingId),
      ]);
      expect(lines[3]).toContain(`cancelled  ${second.bookingId}`);
      expect(lines[3]).toContain(links.staffUrl(second.bookingId));
      expect(lines[4]).toBe("2 bookings");
      const teamToken = new URL(links.staffUrl(first.bookingId)).searchParams.get("token") ?? undefined;
      expect(links.teamVerifies(first.bookingId, teamToken)).toBe(true);
    });

    it("--links and --desk-link go alone: with another listing or an action they are a usage error", async () => {
      await keepSecret();
      for (const args of [
        ["--links", "--desk-link"],
        ["--links", "--json"],
        ["--desk-link", "--csv"],
        ["--links", "--closed"],
        ["--desk-link", "--cancel", "booking-1"],
      ]) {
        const result = await runWith(SITE, ...args);
        expect(result.code, args.join(" ")).toBe(2);
        expect(result.stdout, args.join(" ")).toBe("");
      }
    });
  });

  // Only a folder can lack a store: a database gets its schema when the command opens it.
  if (backend === "SQLite")
    it("says so when there is no store yet: an empty list, and exit 1 for --cancel", async () => {
      const missing = await run("--cancel", "booking-x");
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain("No booking store");
      expect(await run("--json")).toMatchObject({ code: 0, stdout: "[]\n" });
    });

  if (backend === "PostgreSQL")
    it("names the database without its password when it cannot be reached", async () => {
      databaseUrl = "postgres://site:hunter2-secret@127.0.0.1:1/site";
      const result = await run();
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^Cannot open the booking store at postgres:\/\/127\.0\.0\.1:1\/site: /);
      expect(result.stderr).not.toContain("hunter2");
    });
});
