import { afterEach, describe, expect, it } from "vitest";
import { confirmSchema, declineSchema } from "../../src/booking/team-schema";
import { type FakeN8n, startFakeN8n } from "../support/fake-n8n";
import { bookingApp, JSON_HEADERS, validBooking, waitFor } from "./booking-harness";

// The team's confirm and decline reach n8n through the outbox, each with its own key: the
// fake n8n answers them as the workflow does (n8n/README.md), a decline frees the slot in
// n8n's own list like a cancel, and a confirm plans the reminder.

type App = ReturnType<typeof bookingApp>;
let app: App | undefined;
let fake: FakeN8n | undefined;

afterEach(async () => {
  await app?.close();
  await fake?.close();
  app = undefined;
  fake = undefined;
});

/** Books through the API under `key` and waits until n8n has the booking; the booking as stored. */
async function book(test: App, key: string, overrides: Record<string, unknown> = {}) {
  for (const call of ["send-consultation-email", "submit-consultation"]) {
    const response = await test.request
      .post(`/api/n8n/${call}`)
      .set(JSON_HEADERS)
      .set("Idempotency-Key", key)
      .send(validBooking(overrides));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
  const booking = (await test.store.listBookings()).at(-1);
  if (!booking) throw new Error("no booking stored");
  return booking;
}

const slots = async (test: App, date: string) =>
  (await test.request.post("/api/n8n/get-booked-slots").set(JSON_HEADERS).send({ date })).body.bookedSlots;

describe("the team's decisions reach n8n", () => {
  it("a confirm: confirm-consultation with the meeting link, and its reminder: remind-consultation", async () => {
    fake = await startFakeN8n();
    // Confirmed later than the lead time before a slot a day away: the reminder goes at once.
    app = bookingApp({ n8n: fake, env: { REMINDER_LEAD_HOURS: "48" } });
    const booking = await book(app, "team-key-confirm-1", { date: "2026-11-22" });
    const decided = await app.site.backend.team.confirm(
      booking,
      confirmSchema.parse({
        meetingUrl: "https://meet.example.com/erp",
        note: "Bring the ERP's module list.",
      }),
    );
    expect(decided.kind).toBe("decided");
    await waitFor(() => fake?.callsTo("remind-consultation").length === 1);
    const changes = fake.calls.filter((call) => call.webhook !== "get-booked-slots");
    expect(changes.map((call) => [call.webhook, call.idempotencyKey])).toEqual([
      ["send-consultation-email", "team-key-confirm-1"],
      ["submit-consultation", "team-key-confirm-1"],
      ["confirm-consultation", "team-key-confirm-1/confirm-1"],
      ["remind-consultation", "team-key-confirm-1/remind-1"],
    ]);
    const staffUrl = app.site.backend.links.staffUrl(booking.id);
    expect(changes[2]?.body).toMatchObject({
      meetingUrl: "https://meet.example.com/erp",
      note: "Bring the ERP's module list.",
      sequence: 1,
      bookingId: booking.id,
      staffUrl,
    });
    expect(changes[3]?.body).toMatchObject({
      meetingUrl: "https://meet.example.com/erp",
      sequence: 1,
      staffUrl,
    });
    // A confirmed booking keeps its slot, in n8n's list too.
    expect(await slots(app, "2026-11-22")).toEqual(["11:00 to 12:00"]);
  });

  it("a decline: decline-consultation with the message; the slot leaves n8n's list and the site's", async () => {
    fake = await startFakeN8n();
    app = bookingApp({ n8n: fake });
    const kept = await book(app, "team-key-kept-one", {
      timeSlot: "14:00 to 15:00",
      email: "ada@example.com",
    });
    const booking = await book(app, "team-key-decline-1");
    expect([...fake.stored.values()].map((stored) => stored.timeSlot).sort()).toEqual([
      "11:00 to 12:00",
      "14:00 to 15:00",
    ]);
    const decided = await app.site.backend.team.decline(
      booking,
      declineSchema.parse({ message: "Fully booked that day." }),
    );
    expect(decided.kind).toBe("decided");
    await waitFor(() => fake?.callsTo("decline-consultation").length === 1);
    const [decline] = fake.callsTo("decline-consultation");
    expect(decline?.idempotencyKey).toBe("team-key-decline-1/decline");
    expect(decline?.body).toMatchObject({
      message: "Fully booked that day.",
      sequence: 1,
      bookingId: booking.id,
    });
    expect([...fake.stored.values()].map((stored) => stored.bookingId)).toEqual([kept.id]);
    expect(await slots(app, "2026-12-01")).toEqual(["14:00 to 15:00"]);
  });
});
