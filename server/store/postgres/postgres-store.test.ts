import { createServer, type Server } from "node:net";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { slotLabel } from "../../../src/booking/slots";
import { describeCalendarContract } from "../../../tests/store/calendar-contract";
import { describeDeskContract } from "../../../tests/store/desk-contract";
import { describeFeedContract } from "../../../tests/store/feed-contract";
import { describeQuotaContract } from "../../../tests/store/quota-contract";
import {
  accepted,
  describeStoreContract,
  input,
  NOW,
  type StoreUnderTest,
  SUBMIT,
  sendItem,
  T,
  TODAY,
} from "../../../tests/store/store-contract";
import { describeTeamContract } from "../../../tests/store/team-contract";
import { startPostgres, type TestPostgres } from "../../../tests/support/postgres";
import { BookingStore } from "../booking-store";
import type { AcceptResult, OutboxItem } from "../types";
import { PostgresDatabase, type PostgresOptions } from "./postgres-database";
import { DatabaseError } from "./postgres-errors";
import { migratePostgres, postgresMigrations } from "./postgres-migrations";

/** The store on a PostgreSQL database, as one instance of a fleet opens it. */
const openPostgresStore = async (url: string, options: PostgresOptions = {}) =>
  new BookingStore(await PostgresDatabase.open(url, options));

let server: TestPostgres;
/**
 * One database for the contract's tests, emptied before each: a fresh database and a
 * fresh connection per test cost a second or more on a busy machine.
 */
let shared: { url: string; admin: pg.Pool; store: BookingStore } | undefined;

/** Everything a test opened, closed after it (a test that fails midway leaves nothing open). */
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  server = await startPostgres();
}, 60_000);

afterEach(async () => {
  await Promise.allSettled(opened.splice(0).map((handle) => handle.close()));
});

afterAll(async () => {
  await shared?.store.close();
  await shared?.admin.end();
  await server?.destroy();
}, 60_000);

async function openStore(url: string, options: PostgresOptions = {}): Promise<BookingStore> {
  const store = await openPostgresStore(url, options);
  opened.push(store);
  return store;
}

/** A connection of the test's superuser to `url`'s database, closed after the test. */
async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  opened.push({ close: () => client.end() });
  return client;
}

/**
 * The store as the contract sees it: the contract is about the store's rules, the same on
 * both databases, not about claims (tested below, "the outbox shared by a fleet"). A
 * claim lapses at once here, so any sender may take what another just took, as on SQLite,
 * and the claim tokens are left out of what the contract compares.
 */
function withoutClaims(store: BookingStore): BookingStore {
  const strip = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    if ("claim" in value) {
      const { claim: _claim, ...rest } = value as { claim?: string };
      return rest;
    }
    if (
      "delivery" in value &&
      typeof value.delivery === "object" &&
      value.delivery &&
      "item" in value.delivery
    )
      return { ...value, delivery: { ...value.delivery, item: strip(value.delivery.item) } };
    return value;
  };
  const stripping = <T extends object>(subject: T): T =>
    new Proxy(subject, {
      get(target, property) {
        const member = Reflect.get(target, property, target);
        // The store's outbox hands out the claims: its answers are stripped too.
        if (property === "outbox") return stripping(member as object);
        if (typeof member !== "function") return member;
        return async (...args: unknown[]) => strip(await member.apply(target, args));
      },
    });
  return stripping(store);
}

const openContractStore = (url: string) => openPostgresStore(url, { leaseMs: 0 });

async function openPostgres(): Promise<StoreUnderTest> {
  if (!shared) {
    const url = await server.createDatabase();
    const admin = new pg.Pool({ connectionString: url, max: 1 });
    // The test that stops the server drops its connection; the pool makes a new one.
    admin.on("error", () => {});
    shared = { url, admin, store: await openContractStore(url) };
  } else {
    await shared.admin.query("TRUNCATE booking_events, deliveries, bookings, closed_days RESTART IDENTITY");
    // A test that closed the store (readiness) leaves the next one a new one.
    if (!(await shared.store.isWritable())) shared.store = await openContractStore(shared.url);
  }
  const { admin, store } = shared;
  return {
    store: withoutClaims(store),
    async deleteBookingByHand(bookingId) {
      // As a hand edit with the foreign keys' triggers off (the superuser's replica mode).
      const client = await admin.connect();
      try {
        await client.query("SET session_replication_role = replica");
        await client.query("DELETE FROM bookings WHERE id = $1", [bookingId]);
        await client.query("RESET session_replication_role");
      } finally {
        client.release();
      }
    },
    async storedText(bookingId) {
      const row = await admin.query("SELECT request, fee FROM bookings WHERE id = $1", [bookingId]);
      const payloads = await admin.query(
        "SELECT payload FROM deliveries WHERE booking_id = $1 AND payload IS NOT NULL ORDER BY seq",
        [bookingId],
      );
      return { ...row.rows[0], payloads: payloads.rows.map((p) => p.payload) };
    },
    dispose: async () => {},
  };
}

describeStoreContract("PostgreSQL", openPostgres);
describeQuotaContract("PostgreSQL", openPostgres);
describeTeamContract("PostgreSQL", openPostgres);
describeDeskContract("PostgreSQL", openPostgres);
describeCalendarContract("PostgreSQL", openPostgres);
describeFeedContract("PostgreSQL", openPostgres);

const outcomes = (results: AcceptResult[]) =>
  results.map((result) => result.outcome).sort((a, b) => a.localeCompare(b));

/** Several instances on one database, as a fleet would be. */
async function fleet(size: number, options: PostgresOptions = {}) {
  const url = await server.createDatabase();
  const stores: BookingStore[] = [];
  for (let index = 0; index < size; index++) stores.push(await openStore(url, options));
  return { url, stores, at: (index: number) => stores[index % size] as BookingStore };
}

describe("PostgreSQL: migrations", () => {
  it("five instances opening one empty database at once all come up, and each migration ran once", async () => {
    const url = await server.createDatabase();
    const stores = await Promise.all(Array.from({ length: 5 }, () => openStore(url)));
    for (const store of stores) expect(await store.isWritable()).toBe(true);
    const client = await connect(url);
    const { rows } = await client.query("SELECT version FROM schema_migrations ORDER BY version");
    expect(rows).toEqual(postgresMigrations.map((_, index) => ({ version: index + 1 })));
    expect((await stores[0]?.accept(input()))?.outcome).toBe("accepted");
  });

  it("runs only the migrations not run yet, and keeps the data", async () => {
    const url = await server.createDatabase();
    const store = await openStore(url);
    const { bookingId } = accepted(await store.accept(input()));
    const client = await connect(url);
    expect(await migratePostgres(client)).toEqual([]);
    const next = [...postgresMigrations, "ALTER TABLE bookings ADD COLUMN note text"];
    expect(await migratePostgres(client, next)).toEqual([next.length]);
    expect(await migratePostgres(client, next)).toEqual([]);
    expect((await store.listBookings()).map((booking) => booking.id)).toEqual([bookingId]);
  });

  it("bookings stored before the team's side are requested, or stay cancelled, with their history; the overlap constraint reads the state", async () => {
    const url = await server.createDatabase();
    const client = await connect(url);
    await migratePostgres(client, postgresMigrations.slice(0, 5));
    await client.query(
      `INSERT INTO bookings (id, idempotency_key, payload_hash, created_at, date, time_slot, start_hour, end_hour, request, status, cancelled_at)
       VALUES ('kept', 'kept-key', 'h1', '2026-01-02T03:04:05Z', '2026-12-01', '11:00 to 12:00', 11, 12, '{}', 'booked', NULL),
              ('gone', 'gone-key', 'h2', '2026-01-03T03:04:05Z', '2026-12-01', '11:00 to 12:00', 11, 12, '{}', 'cancelled', '2026-01-04T00:00:00Z')`,
    );
    expect(await migratePostgres(client, postgresMigrations.slice(0, 6))).toEqual([6]);
    expect(await migratePostgres(client)).toEqual([7]);
    const store = await openStore(url);
    expect(
      (await store.listBookings()).map(({ id, state, history }) => ({
        id,
        state,
        kinds: history.map((e) => `${e.kind} by ${e.by}`),
      })),
    ).toEqual([
      { id: "kept", state: "requested", kinds: ["made by visitor"] },
      { id: "gone", state: "cancelled", kinds: ["made by visitor", "cancelled by unrecorded"] },
    ]);
    // A declined booking holds no slot in the database's own eyes either.
    await client.query("UPDATE bookings SET state = 'declined' WHERE id = 'kept'");
    const taker = accepted(await store.accept(input({ timeSlot: "11:00 to 12:00" })));
    await expect(client.query("UPDATE bookings SET state = 'confirmed' WHERE id = 'kept'")).rejects.toThrow(
      /bookings_no_overlap/,
    );
    // While a fleet rolls, an instance of the release before reads and writes `status` (and
    // `token_hash`): its reads see each state as booked or cancelled, its cancel cancels.
    const statuses = await client.query("SELECT id, status FROM bookings ORDER BY created_at, id");
    expect(statuses.rows).toEqual([
      { id: "kept", status: "cancelled" },
      { id: "gone", status: "cancelled" },
      { id: taker.bookingId, status: "booked" },
    ]);
    await client.query(
      `INSERT INTO bookings (id, idempotency_key, payload_hash, created_at, date, time_slot, start_hour, end_hour, request, token_hash)
       VALUES ('old-instance', 'old-instance-key', 'h3', now(), '2026-12-01', '14:00 to 15:00', 14, 15, '{}', 'a-hash')`,
    );
    expect((await store.findBooking("old-instance"))?.state).toBe("requested");
    await client.query(
      "UPDATE bookings SET status = 'cancelled', cancelled_at = now() WHERE id = 'old-instance'",
    );
    expect((await store.findBooking("old-instance"))?.state).toBe("cancelled");
    expect(await store.bookedSlots("2026-12-01", "all")).toEqual(["11:00 to 12:00"]);
    await store.confirm({
      bookingId: taker.bookingId,
      expectedSequence: 0,
      meetingUrl: "https://meet.example.com/a",
      note: null,
      remindAt: null,
      now: NOW,
      by: "team",
    });
    expect((await client.query("SELECT status FROM bookings WHERE id = $1", [taker.bookingId])).rows).toEqual(
      [{ status: "booked" }],
    );
  });

  it("needs no superuser: a role that owns its database creates the schema, btree_gist included", async () => {
    const admin = await connect(server.adminUrl);
    const role = `site_owner_${process.pid}`;
    const database = `site_owned_${process.pid}`;
    await admin.query(
      `CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD 'owner-secret'`,
    );
    await admin.query(`CREATE DATABASE ${database} OWNER ${role}`);
    const url = `postgres://${role}:owner-secret@127.0.0.1:${server.port}/${database}`;

    const store = await openStore(url);
    expect(accepted(await store.accept(input())).replay).toBe(false);
    const client = await connect(url);
    const { rows } = await client.query(
      "SELECT rolsuper FROM pg_roles WHERE rolname = current_user UNION ALL SELECT true FROM pg_extension WHERE extname = 'btree_gist'",
    );
    expect(rows).toEqual([{ rolsuper: false }, { rolsuper: true }]);
  });
});

describe("PostgreSQL: the database refuses double bookings", () => {
  it("40 simultaneous bookings of one slot across 4 instances: exactly one accepted, the rest slot_taken", async () => {
    const { at } = await fleet(4);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) => at(index).accept(input({ timeSlot: "14:00 to 16:00" }))),
    );
    expect(outcomes(results)).toEqual(["accepted", ...Array(39).fill("slot_taken")]);
    expect(await at(0).bookedSlots("2026-12-01", "all")).toEqual(["14:00 to 16:00"]);
  });

  it("overlapping slots of different lengths at once: the accepted ones never overlap", async () => {
    const { at } = await fleet(3);
    const labels = ["11:00 to 13:00", "12:00 to 14:00", "12:00 to 13:00", "13:00 to 15:00", "11:00 to 14:00"];
    const results = await Promise.all(
      labels.flatMap((timeSlot, index) => [
        at(index).accept(input({ timeSlot })),
        at(index + 1).accept(input({ timeSlot })),
      ]),
    );
    expect(results.filter((result) => result.outcome === "accepted").length).toBeGreaterThanOrEqual(1);
    const held = (await at(0).listBookings()).map((booking) => input({ timeSlot: booking.timeSlot }).slot);
    for (const [index, a] of held.entries())
      for (const b of held.slice(index + 1)) expect(a.start < b.end && b.start < a.end).toBe(false);
    expect(held).toHaveLength(results.filter((result) => result.outcome === "accepted").length);
  });

  it("the constraint is the database's own: an overlapping row written past the store is refused; a cancelled one holds nothing", async () => {
    const url = await server.createDatabase();
    const store = await openStore(url);
    const { bookingId } = accepted(await store.accept(input({ timeSlot: "13:00 to 15:00" })));
    const client = await connect(url);
    const insert = (id: string, start: number, end: number) =>
      client.query(
        `INSERT INTO bookings (id, idempotency_key, payload_hash, created_at, date, time_slot, start_hour, end_hour, request)
           VALUES ($1, $1, 'h', now(), '2026-12-01', 'by hand', $2, $3, '{}')`,
        [id, start, end],
      );
    await expect(insert("by-hand-1", 14, 16)).rejects.toMatchObject({ code: "23P01" });
    await insert("by-hand-2", 15, 16);
    await store.cancel(bookingId, NOW);
    await insert("by-hand-3", 13, 15);
  });

  it("the same key sent to five instances at once: one booking, one delivery, all accepted with its id", async () => {
    const { at } = await fleet(5);
    const call = input();
    // Quotas of one booking: a caller that counted the first one's booking would be over_quota, not a replay.
    call.quota = { ...call.quota, perContact: 1, perAddress: 1 };
    const results = (
      await Promise.all(
        Array.from({ length: 5 }, (_, index) => at(index).accept({ ...call, bookingId: `c-${index}` })),
      )
    ).map(accepted);
    expect(new Set(results.map((result) => result.bookingId)).size).toBe(1);
    expect(results.filter((result) => !result.replay)).toHaveLength(1);
    const bookings = await at(0).listBookings();
    expect(bookings).toHaveLength(1);
    expect(bookings[0]?.deliveries).toHaveLength(1);
  });

  it("a key inserted beside the store by a writer without the lock is read again as a replay (unique violation caught)", async () => {
    const url = await server.createDatabase();
    const store = await openStore(url);
    const call = input();
    const other = await connect(url);
    await other.query("BEGIN");
    await other.query(
      `INSERT INTO bookings (id, idempotency_key, payload_hash, created_at, date, time_slot, start_hour, end_hour, request,
           client_key)
         VALUES ('written-elsewhere', $1, $2, now(), '2027-01-04', '11:00 to 12:00', 11, 12, '{}', $3)`,
      [call.idempotencyKey, call.payloadHash, call.quota.clientKey],
    );
    // The store's insert waits on the other transaction's key; the commit makes it a unique violation.
    const pending = store.accept(call);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await other.query("COMMIT");
    expect(accepted(await pending)).toMatchObject({ bookingId: "written-elsewhere", replay: false });
    expect((await store.listBookings()).map((booking) => booking.deliveries.length)).toEqual([1]);
  });

  it("10 bookings of one e-mail at once across instances: exactly perContact are accepted", async () => {
    const { at } = await fleet(5);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        at(index).accept(
          input({
            timeSlot: `${11 + (index % 9)}:00 to ${12 + (index % 9)}:00`,
            date: index < 9 ? "2026-12-01" : "2026-12-02",
            quota: {
              emailKey: "ada@example.com",
              phoneKey: `phone-${index}`,
              clientKey: `client-${index}`,
              perContact: 2,
              today: TODAY,
              perAddress: 100,
              since: new Date(T - 86_400_000),
              networkKey: null,
              perNetwork: 100,
            },
          }),
        ),
      ),
    );
    expect(outcomes(results)).toEqual(["accepted", "accepted", ...Array(8).fill("over_quota")]);
    expect(await at(0).listBookings()).toHaveLength(2);
  });
});

describe("PostgreSQL: a fleet cannot overbook a day (the day's lock)", () => {
  const hourSlots = Array.from({ length: 9 }, (_, index) => `${11 + index}:00 to ${12 + index}:00`);

  it("9 bookings of one day at once on two instances (two pools), daily limit 2: exactly 2 held, the rest day_full", async () => {
    const { at } = await fleet(2);
    const day = { bufferMinutes: 0, dailyLimit: 2 };
    const results = await Promise.all(
      hourSlots.map((timeSlot, index) => at(index).accept(input({ timeSlot, day, delivery: null }))),
    );
    expect(outcomes(results)).toEqual(["accepted", "accepted", ...Array(7).fill("day_full")]);
    expect(await at(0).bookedSlots("2026-12-01", "all")).toHaveLength(2);
  });

  it("either side of midnight at once with a 60-minute buffer: one of each pair is held, and none deadlocks", async () => {
    const { at } = await fleet(2);
    const day = { bufferMinutes: 60, dailyLimit: null };
    const pairs = ["2026-12-01", "2026-12-03", "2026-12-05"].flatMap((date, index) => [
      input({ date, timeSlot: "23:00 to 24:00", day, delivery: null }),
      input({ date: `2026-12-0${2 + 2 * index}`, timeSlot: "00:00 to 01:00", day, delivery: null }),
    ]);
    const results = await Promise.all(pairs.map((call, index) => at(index).accept(call)));
    expect(results.map((result) => result.outcome).sort()).toEqual([
      ...Array(3).fill("accepted"),
      ...Array(3).fill("slot_taken"),
    ]);
  });

  it("adjacent hours at once with a 60-minute buffer: no two held bookings are closer than the buffer", async () => {
    const { at } = await fleet(2);
    const day = { bufferMinutes: 60, dailyLimit: null };
    const results = await Promise.all(
      [...hourSlots, ...hourSlots].map((timeSlot, index) =>
        at(index).accept(input({ timeSlot, day, delivery: null })),
      ),
    );
    const held = (await at(0).bookedSlots("2026-12-01", "all")).map(
      (label) => input({ timeSlot: label }).slot,
    );
    expect(held.length).toBe(results.filter((result) => result.outcome === "accepted").length);
    expect(held.length).toBeGreaterThanOrEqual(3);
    for (const [index, a] of held.entries())
      for (const b of held.slice(index + 1)) expect(a.end < b.start || b.end < a.start).toBe(true);
  });

  it("bookings of a closed day at once on two instances: none is made", async () => {
    const { at } = await fleet(2);
    await at(1).closeDays({ from: "2026-12-01", until: "2026-12-01", reason: "Public holiday", now: NOW });
    const results = await Promise.all(
      hourSlots.map((timeSlot, index) => at(index).accept(input({ timeSlot, delivery: null }))),
    );
    expect(outcomes(results)).toEqual(Array(9).fill("day_closed"));
    expect(await at(0).listBookings()).toEqual([]);
  });

  it("a close racing bookings on another instance: every booking made is one the close names as held", async () => {
    const { at } = await fleet(2);
    const bookings = Promise.all(
      hourSlots.map((timeSlot) => at(0).accept(input({ timeSlot, delivery: null }))),
    );
    const closing = at(1).closeDays({ from: "2026-11-30", until: "2026-12-02", reason: "Closed", now: NOW });
    const [results, held] = await Promise.all([bookings, closing]);
    const made = results.flatMap((result) => (result.outcome === "accepted" ? [result.bookingId] : []));
    expect(results.every((result) => ["accepted", "day_closed"].includes(result.outcome))).toBe(true);
    expect(held.map((booking) => booking.id).sort()).toEqual(made.sort());
  });
});

describe("PostgreSQL: the outbox shared by a fleet", () => {
  /** Every due item an instance claims, one after the other, as its worker's loop would. */
  async function drain(store: BookingStore, now: number): Promise<number[]> {
    const claimed = new Set<number>();
    for (;;) {
      const item = await store.outbox.nextDue(now, claimed);
      if (!item) return [...claimed];
      claimed.add(item.id);
    }
  }

  it("two instances claiming at once never get the same delivery, and between them get all", async () => {
    const { at } = await fleet(2);
    const queued: number[] = [];
    for (const date of ["2026-12-01", "2026-12-02", "2026-12-03"])
      for (let hour = 11; hour < 19; hour++) {
        const item = sendItem(await at(0).accept(input({ date, timeSlot: slotLabel(hour, 1) })));
        // Accept claimed it for the request; its failed attempt releases it to anyone.
        await at(0).outbox.markFailed(item.id, "n8n answered 500", T, {
          refused: false,
          at: T,
          claim: item.claim,
        });
        queued.push(item.id);
      }

    const [first = [], second = []] = await Promise.all([drain(at(0), T), drain(at(1), T)]);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
    expect([...first, ...second].sort((a, b) => a - b)).toEqual(queued);
  });

  it("a delivery accept hands over to send is the request's: no other sender takes it, its own instance's neither", async () => {
    const { at } = await fleet(2);
    const call = input();
    const item = sendItem(await at(0).accept(call));
    expect(item.claim).toEqual(expect.any(String));
    expect(await at(1).outbox.nextDue(T)).toBeUndefined();
    // A claim is one sender's, not the instance's: the same instance's worker leaves it too.
    expect(await at(0).outbox.nextDue(T)).toBeUndefined();
    // A replay reaching either instance meanwhile is queued, not sent twice.
    expect(accepted(await at(1).accept(call)).delivery).toEqual({ state: "wait" });
    expect(accepted(await at(0).accept(call)).delivery).toEqual({ state: "wait" });
    // Only the holder may send it.
    expect(await at(0).outbox.holds(item)).toBe(true);
    expect(await at(0).outbox.holds({ ...item, claim: "another-sender" })).toBe(false);
    expect(await at(0).outbox.holds({ ...item, claim: undefined })).toBe(false);
  });

  it("a claim that lapsed between taking and sending is not sent: another instance holds it now", async () => {
    // The request's claim runs out quickly; instance 1's outlasts the test, however busy the machine.
    const url = await server.createDatabase();
    const stores = [await openStore(url, { leaseMs: 500 }), await openStore(url, { leaseMs: 60_000 })];
    const at = (index: number) => stores[index] as BookingStore;
    const item = sendItem(await at(0).accept(input({ now: new Date() })));
    await new Promise((resolve) => setTimeout(resolve, 700));
    const taken = await at(1).outbox.nextDue(Date.now());
    expect(taken).toMatchObject({ id: item.id, claim: expect.any(String) });
    // Instance 0 comes to send at last: its claim is gone, so it does not send.
    expect(await at(0).outbox.holds(item)).toBe(false);
    expect(await at(1).outbox.holds(taken as OutboxItem)).toBe(true);
    // Nor once the delivery is done: a stale item is never sent again.
    await at(1).outbox.markDelivered(item.id, NOW);
    expect(await at(1).outbox.holds(taken as OutboxItem)).toBe(false);
  });

  it("markFailed and markDelivered release the claim", async () => {
    const { at } = await fleet(2);
    const call = input();
    const email = sendItem(await at(0).accept(call));
    await at(0).accept({ ...call, delivery: SUBMIT });
    await at(0).outbox.markFailed(email.id, "n8n answered 500", T, {
      refused: false,
      at: T,
      claim: email.claim,
    });
    expect(await at(1).outbox.nextDue(T)).toEqual({
      ...email,
      attempts: 1,
      firstFailedAt: expect.any(Number),
      claim: expect.not.stringMatching(email.claim ?? ""),
    });
    // Order per booking holds across instances: the submit waits for the e-mail, wherever it is sent.
    expect(await at(0).outbox.nextDue(T)).toBeUndefined();
    await at(1).outbox.markDelivered(email.id, NOW);
    expect(await at(0).outbox.nextDue(T)).toMatchObject({ kind: SUBMIT, bookingId: email.bookingId });
  });

  it("a claim held by a crashed instance comes back after its lease, and nextAttemptAt waits for it", async () => {
    // Long enough that a busy machine checks the claim well inside it (the test then waits it out).
    const leaseMs = 3_000;
    const { at } = await fleet(2, { leaseMs });
    const now = Date.now();
    const item = sendItem(await at(0).accept(input({ now: new Date(now) })));
    // Instance 0 dies holding the claim: it never marks the delivery.
    await at(0).close();
    expect(await at(1).outbox.nextDue(Date.now())).toBeUndefined();
    expect(await at(1).outbox.nextAttemptAt()).toBeGreaterThanOrEqual(now + leaseMs - 100);
    await new Promise((resolve) => setTimeout(resolve, leaseMs + 100));
    expect(await at(1).outbox.nextDue(Date.now())).toEqual({ ...item, claim: expect.any(String) });
  });

  it("a failure reported after the lease ran out, once another instance took the delivery, changes nothing", async () => {
    // Instance 0's claim runs out quickly; instance 1's outlasts the test, however busy the machine.
    const leaseMs = 500;
    const url = await server.createDatabase();
    const stores = [await openStore(url, { leaseMs }), await openStore(url, { leaseMs: 60_000 })];
    const at = (index: number) => stores[index] as BookingStore;
    const item = sendItem(await at(0).accept(input({ now: new Date() })));
    await new Promise((resolve) => setTimeout(resolve, leaseMs + 200));
    expect(await at(1).outbox.nextDue(Date.now())).toEqual({ ...item, claim: expect.any(String) });
    // Instance 0's slow attempt ends in failure: instance 1 is sending it now, and keeps it.
    const late = Date.now();
    await at(0).outbox.markFailed(item.id, "n8n timed out", late, {
      refused: false,
      at: late,
      claim: item.claim,
    });
    expect(await at(0).outbox.nextDue(Date.now())).toBeUndefined();
    expect((await at(0).listBookings())[0]?.deliveries[0]).toMatchObject({ attempts: 0, lastError: null });
    await at(1).outbox.markDelivered(item.id, NOW);
    expect((await at(0).listBookings())[0]?.deliveries[0]).toMatchObject({
      status: "delivered",
      attempts: 1,
    });
  });

  it("a delivery given up is failed for good, its claim released", async () => {
    const url = await server.createDatabase();
    const store = await openStore(url);
    const email = sendItem(await store.accept(input()));
    await store.outbox.giveUp(email.id, "booking_missing", NOW);
    const client = await connect(url);
    const { rows } = await client.query(
      "SELECT status, last_error, failed_at, claimed_by, claimed_until FROM deliveries",
    );
    expect(rows).toEqual([
      {
        status: "failed",
        last_error: "booking_missing",
        failed_at: NOW,
        claimed_by: null,
        claimed_until: null,
      },
    ]);
  });
});

describe("PostgreSQL: an unreachable or refusing database", () => {
  const expectNoSecret = (error: unknown, secret: string) => {
    expect(error).toBeInstanceOf(DatabaseError);
    const text = `${String(error)} ${(error as Error).stack} ${JSON.stringify(error)}`;
    expect(text).not.toContain(secret);
    expect((error as Error).cause).toBeUndefined();
  };

  it("a wrong password fails the opening with the SQLSTATE, never the password", async () => {
    const url = await server.createDatabase();
    const wrong = new URL(url);
    wrong.password = "not-the-password-s3cr3t";
    const error = await openPostgresStore(wrong.href).catch((failure: unknown) => failure);
    expectNoSecret(error, "not-the-password-s3cr3t");
    expect(error).toMatchObject({ code: "28P01" });
  });

  it("a server that accepts the connection and never answers fails the opening within the connect timeout", async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    try {
      const started = performance.now();
      const error = await openPostgresStore(`postgres://site:hush-hush@127.0.0.1:${port}/db`, {
        connectTimeoutMs: 500,
      }).catch((failure: unknown) => failure);
      expect(performance.now() - started).toBeLessThan(2_000);
      expectNoSecret(error, "hush-hush");
    } finally {
      silent.close();
    }
  });

  it("while the server is down calls fail fast without secrets, and the same store works again once it is back", async () => {
    const url = await server.createDatabase();
    const password = decodeURIComponent(new URL(url).password);
    const warnings: string[] = [];
    const store = await openStore(url, {
      connectTimeoutMs: 1_000,
      logger: { warn: (event, fields) => warnings.push(JSON.stringify({ event, ...fields })) },
    });
    accepted(await store.accept(input({ timeSlot: "11:00 to 12:00" })));

    await server.stop();
    try {
      const started = performance.now();
      const error = await store
        .accept(input({ timeSlot: "12:00 to 13:00" }))
        .catch((failure: unknown) => failure);
      expectNoSecret(error, password);
      expect(await store.isWritable()).toBe(false);
      await expect(store.outbox.nextDue(T)).rejects.toBeInstanceOf(DatabaseError);
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await server.start();
    }

    expect(accepted(await store.accept(input({ timeSlot: "12:00 to 13:00" }))).replay).toBe(false);
    expect(await store.isWritable()).toBe(true);
    expect(await store.bookedSlots("2026-12-01", "all")).toEqual(["11:00 to 12:00", "12:00 to 13:00"]);
    for (const line of warnings) expect(line).not.toContain(password);
  }, 30_000);

  it("a closed store refuses calls with a plain error", async () => {
    const store = await openStore(await server.createDatabase());
    await store.close();
    await expect(store.listBookings()).rejects.toThrow(/closed/);
  });
});
