// Check a: a booking through the site's API is delivered and stored in n8n's Data Table
// exactly once, and replays (through the site or straight to n8n) store nothing new.
import type { N8n } from "./n8n.ts";
import { expect, expectEqual, type Plan } from "./report.ts";
import { type Site, siteApi } from "./site.ts";
import { type Booking, visitors } from "./visitors.ts";

/**
 * Both calls of one form submission, e-mail first, under one Idempotency-Key (as the form
 * does), with where the visit came from when the booking has it. The booking's id and
 * private link from a 2xx answer are kept in `booking.site`.
 */
export async function book(site: Site, booking: Booking) {
  const body = booking.source ? { ...booking.body, source: booking.source } : booking.body;
  const email = await siteApi(site, "send-consultation-email", body, booking.client, booking.key);
  const submit = await siteApi(site, "submit-consultation", body, booking.client, booking.key);
  for (const response of [email, submit]) {
    const { bookingId, manageUrl } = response.body;
    if (typeof bookingId === "string" && typeof manageUrl === "string")
      booking.site = { bookingId, manageUrl };
  }
  return { email, submit };
}

/** Both answers name the same booking and its private link, on the site's own origin. */
export function expectBookingLink(site: Site, booking: Booking, responses: Awaited<ReturnType<typeof book>>) {
  const { email, submit } = responses;
  expectEqual(submit.body.bookingId, email.body.bookingId, "one bookingId for both calls");
  expectEqual(submit.body.manageUrl, email.body.manageUrl, "one manageUrl for both calls");
  const manageUrl = String(submit.body.manageUrl);
  const prefix = `${site.url}/bookings/${submit.body.bookingId}?token=`;
  expect(
    manageUrl.startsWith(prefix) && manageUrl.length > prefix.length,
    `manageUrl of ${booking.label}'s booking is ${prefix}…: ${manageUrl}`,
  );
}

export async function expectDelivered(site: Site, booking: Booking): Promise<string> {
  const { email, submit } = await book(site, booking);
  expectEqual([email.status, email.body.status], [200, "delivered"], "send-consultation-email answer");
  expectEqual([submit.status, submit.body.status], [200, "delivered"], "submit-consultation answer");
  expectBookingLink(site, booking, { email, submit });
  return String(submit.body.bookingId);
}

/**
 * The booking's rows in the Data Table; exactly one, holding every field of the form and
 * the site's bookingId (none for a booking made straight in n8n).
 */
export async function expectStoredOnce(n8n: N8n, booking: Booking): Promise<void> {
  const rows = await n8n.rows("bookings", { column: "idempotencyKey", value: booking.key });
  expectEqual(rows.length, 1, `rows for ${booking.label}'s Idempotency-Key`);
  const [row] = rows;
  const { body } = booking;
  expectEqual(
    {
      date: row?.date,
      timeSlot: row?.timeSlot,
      hours: row?.hours,
      name: row?.name,
      email: row?.email,
      phone: row?.phone,
      isWhatsapp: row?.isWhatsapp,
      serviceCategories: JSON.parse(String(row?.serviceCategories)),
      subject: row?.subject,
      description: row?.description,
      bookingId: row?.bookingId,
    },
    { ...body, bookingId: booking.site?.bookingId ?? null },
    `${booking.label}'s stored row`,
  );
  expect(!Number.isNaN(Date.parse(String(row?.receivedAt))), `receivedAt is a date: ${row?.receivedAt}`);
}

export function bookingChecks(plan: Plan): void {
  const { ada } = visitors;
  let bookingId = "";

  plan.check("a. a booking through the site: both calls answer 200 delivered", async ({ site }) => {
    bookingId = await expectDelivered(site, ada);
  });
  plan.check("a. the booking is in the n8n Data Table exactly once, every field intact", ({ n8n }) =>
    expectStoredOnce(n8n, ada),
  );
  plan.check(
    "a. replaying the same submission through the site: same booking, still one row",
    async ({ site, n8n }) => {
      const before = (await n8n.rows("bookings")).length;
      const { email, submit } = await book(site, ada);
      expectEqual([email.status, email.body.status], [200, "delivered"], "replayed e-mail call");
      expectEqual([submit.status, submit.body.status], [200, "delivered"], "replayed submit call");
      expectEqual(submit.body.bookingId, bookingId, "the replay's bookingId");
      await expectStoredOnce(n8n, ada);
      expectEqual((await n8n.rows("bookings")).length, before, "rows in the table");
    },
  );
  plan.check(
    "a. a direct replay to n8n with the same key: 200 duplicate, nothing stored",
    async ({ n8n }) => {
      const before = (await n8n.rows("bookings")).length;
      const reply = await n8n.webhook("submit-consultation", ada.body, { "Idempotency-Key": ada.key });
      expectEqual([reply.status, reply.json?.status], [200, "duplicate"], "n8n's answer to the replay");
      await expectStoredOnce(n8n, ada);
      expectEqual((await n8n.rows("bookings")).length, before, "rows in the table");
    },
  );
  plan.check(
    "a. n8n refuses bad requests with JSON: 400 without key or date/timeSlot, 403 without auth",
    async ({ n8n }) => {
      const before = (await n8n.rows("bookings")).length;
      const noKey = await n8n.webhook("submit-consultation", ada.body);
      expectEqual(
        [noKey.status, noKey.json?.error],
        [400, "invalid_request"],
        "submit without Idempotency-Key",
      );
      const { date: _date, timeSlot: _slot, ...withoutSlot } = ada.body;
      const noSlot = await n8n.webhook("submit-consultation", withoutSlot, {
        "Idempotency-Key": "harness-no-slot-k",
      });
      expectEqual(
        [noSlot.status, noSlot.json?.error],
        [400, "invalid_request"],
        "submit without date/timeSlot",
      );
      const noDate = await n8n.webhook("get-booked-slots", {});
      expectEqual(
        [noDate.status, noDate.json?.error],
        [400, "invalid_request"],
        "get-booked-slots without date",
      );
      const noEmailKey = await n8n.webhook("send-consultation-email", ada.body);
      expectEqual(
        [noEmailKey.status, noEmailKey.json?.error],
        [400, "invalid_request"],
        "e-mail without key",
      );
      const wrongAuth = await n8n.webhook(
        "get-booked-slots",
        { date: ada.body.date },
        {
          [n8n.options.auth.name]: "wrong",
        },
      );
      expectEqual(wrongAuth.status, 403, "get-booked-slots with a wrong auth header");
      expectEqual((await n8n.rows("bookings")).length, before, "rows in the table");
    },
  );
}
