// Check c: the two e-mails of each booking (receipt to the visitor, notification to the
// company) reach the SMTP sink once, complete, and never mixed up with another booking;
// both carry the booking's private link, which opens its page on the running site; a
// replayed or failed-then-retried delivery sends nothing twice.
import { book, expectBookingLink, expectDelivered, expectStoredOnce } from "./checks-booking.ts";
import { waitUntil } from "./processes.ts";
import { expect, expectEqual, type Plan } from "./report.ts";
import { type Site, siteApi } from "./site.ts";
import type { ReceivedMail, SmtpSink } from "./smtp-sink.ts";
import { type Booking, COMPANY_EMAIL, longDate, visitors } from "./visitors.ts";

/** The receipt's line with the booking page link, as the workflow writes it. */
const RECEIPT_LINK = "View your booking, add it to your calendar: ";
/** The notification's lines with the booking's id and link. */
const NOTIFICATION_ID = "Booking id:   ";
const NOTIFICATION_LINK = "Booking page: ";

/**
 * What every company e-mail says instead of "reply to this e-mail": it holds the team's
 * link, so the team writes to the visitor in a new one.
 */
export const newMailToVisitor = (email: string) =>
  `Write to the visitor at ${email} in a new e-mail (not a reply: this one holds the team's link).`;

/** The rest of the line that starts with `label` in a plain-text mail, if any. */
export function lineAfter(text: string, label: string): string | undefined {
  return text
    .split(/\r?\n/)
    .find((line) => line.startsWith(label))
    ?.slice(label.length);
}

/** The mails of one booking that reached the sink. */
function mailsOf(smtp: SmtpSink, booking: Booking) {
  const receipts = smtp.mails.filter((mail) => mail.envelopeTo.includes(booking.body.email));
  const notifications = smtp.mails.filter(
    (mail) => mail.envelopeTo.includes(COMPANY_EMAIL) && mail.text.includes(booking.key),
  );
  return { receipts, notifications };
}

export async function waitForMails(smtp: SmtpSink, booking: Booking, timeoutMs = 15_000) {
  await smtp.waitFor(() => {
    const { receipts, notifications } = mailsOf(smtp, booking);
    return receipts.length >= 1 && notifications.length >= 1;
  }, timeoutMs);
  // A duplicate would arrive right behind the first: give it a moment to show up.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return mailsOf(smtp, booking);
}

/** Words of another booking that must not appear in this booking's mails. */
function foreignWords(booking: Booking, others: Booking[]): string[] {
  return others
    .filter((other) => other !== booking)
    .flatMap((other) => [
      other.body.name,
      other.body.email,
      other.body.subject,
      other.key,
      ...(other.site ? [other.site.bookingId, other.site.manageUrl] : []),
    ]);
}

function expectReceipt(mail: ReceivedMail, booking: Booking, others: Booking[]): void {
  const { body } = booking;
  expectEqual(mail.envelopeTo, [body.email], "receipt's envelope recipient");
  expectEqual(mail.to, [body.email], "receipt's To");
  expectEqual(mail.replyTo, [COMPANY_EMAIL], "receipt's Reply-To");
  expect(
    mail.subject.startsWith("Your consultation request:") &&
      mail.subject.includes(longDate(body.date)) &&
      mail.subject.includes(body.timeSlot),
    `receipt subject names the date and slot: "${mail.subject}"`,
  );
  const services = body.serviceCategories.length ? body.serviceCategories.join(", ") : "none selected";
  const hours = body.hours === 1 ? "1 hour" : `${body.hours} hours`;
  for (const part of [
    `Hello ${body.name},`,
    `Date:      ${longDate(body.date)}`,
    `Time:      ${body.timeSlot} Eastern Time (`,
    "America/New_York)",
    `Duration:  ${hours}`,
    `Services:  ${services}`,
    `Subject:   ${body.subject}`,
    "confirm the time",
    "calendar invite with a meeting link",
    "up to 24 hours before your slot",
    booking.key,
  ])
    expect(mail.text.includes(part), `${booking.label}'s receipt contains "${part}"`);
  // The link exactly as the site's API answered it; none for a booking the site never made.
  expectEqual(
    lineAfter(mail.text, RECEIPT_LINK),
    booking.site?.manageUrl,
    `${booking.label}'s receipt line "${RECEIPT_LINK}…"`,
  );
  for (const word of foreignWords(booking, others))
    expect(
      !mail.text.includes(word) && !mail.subject.includes(word),
      `receipt of ${booking.label} mentions "${word}"`,
    );
  // The team's link goes to the company only (docs/product.md#the-teams-side).
  expect(!mail.text.includes("/team/"), `${booking.label}'s receipt carries no team link:\n${mail.text}`);
}

function expectNotification(mail: ReceivedMail, booking: Booking, others: Booking[]): void {
  const { body } = booking;
  expectEqual(mail.envelopeTo, [COMPANY_EMAIL], "notification's envelope recipient");
  // It carries the team's link: a reply, which quotes it, must go to the company, never the visitor.
  expectEqual(mail.replyTo, [COMPANY_EMAIL], "notification's Reply-To (the company)");
  expectEqual(
    mail.subject,
    `New consultation request: ${body.date} ${body.timeSlot} from ${body.name}`,
    "notification subject",
  );
  for (const part of [
    `Name:        ${body.name}`,
    `Email:       ${body.email}`,
    `Phone:       ${body.phone} (WhatsApp: ${body.isWhatsapp ? "yes" : "no"})`,
    `Date:        ${longDate(body.date)} (${body.date})`,
    `Time slot:   ${body.timeSlot} Eastern Time (`,
    `Subject:     ${body.subject}`,
    body.description,
    booking.key,
    newMailToVisitor(body.email),
  ])
    expect(mail.text.includes(part), `${booking.label}'s notification contains "${part}"`);
  expectEqual(
    [lineAfter(mail.text, NOTIFICATION_ID), lineAfter(mail.text, NOTIFICATION_LINK)],
    [booking.site?.bookingId, booking.site?.manageUrl],
    `${booking.label}'s notification lines "${NOTIFICATION_ID.trim()}" and "${NOTIFICATION_LINK.trim()}"`,
  );
  for (const word of foreignWords(booking, others))
    expect(!mail.text.includes(word), `notification of ${booking.label} mentions "${word}"`);
}

export function expectMailsOfBooking(
  mails: { receipts: ReceivedMail[]; notifications: ReceivedMail[] },
  booking: Booking,
  others: Booking[],
): void {
  expectEqual(mails.receipts.length, 1, `receipts to ${booking.body.email}`);
  expectEqual(mails.notifications.length, 1, `notifications about ${booking.label}'s booking`);
  const [receipt] = mails.receipts;
  const [notification] = mails.notifications;
  if (receipt) expectReceipt(receipt, booking, others);
  if (notification) expectNotification(notification, booking, others);
}

/** Text as React writes it into the page. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/**
 * The link in the receipt is the booking's manageUrl (as the site's API answered it, on
 * the site's own origin), the notification carries the same, and it really works: the
 * running site answers 200 with the booking on the page, and 404 once the token is altered.
 */
async function expectWorkingLink(
  site: Site,
  booking: Booking,
  mails: { receipts: ReceivedMail[]; notifications: ReceivedMail[] },
): Promise<void> {
  const fromSite = booking.site;
  expect(fromSite, `${booking.label} has a bookingId and manageUrl from the site's API`);
  const [receipt] = mails.receipts;
  const [notification] = mails.notifications;
  expect(receipt && notification, `${booking.label}'s receipt and notification arrived`);
  const link = lineAfter(receipt.text, RECEIPT_LINK) ?? "";
  expectEqual(link, fromSite.manageUrl, "the receipt's link (the manageUrl the site's API answered)");
  const prefix = `${site.url}/bookings/${fromSite.bookingId}?token=`;
  expect(link.startsWith(prefix) && link.length > prefix.length, `the receipt's link is ${prefix}…: ${link}`);
  expectEqual(lineAfter(notification.text, NOTIFICATION_LINK), link, "the notification's link");

  const page = await fetch(link, { redirect: "manual" });
  const html = await page.text();
  expectEqual(page.status, 200, `GET ${link}`);
  const { subject, date, timeSlot } = booking.body;
  for (const part of [subject, longDate(date), timeSlot])
    expect(html.includes(escapeHtml(part)), `${booking.label}'s booking page shows "${part}"`);

  const altered = new URL(link);
  const token = altered.searchParams.get("token") ?? "";
  altered.searchParams.set("token", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`);
  const wrong = await fetch(altered, { redirect: "manual" });
  await wrong.body?.cancel();
  expectEqual(wrong.status, 404, `GET with the token altered (${altered.href})`);
}

export function emailChecks(plan: Plan): void {
  const { ada, grace } = visitors;
  const everyone = Object.values(visitors);

  plan.check("c. a second visitor's booking is delivered and stored once", async ({ site, n8n }) => {
    await expectDelivered(site, grace);
    await expectStoredOnce(n8n, grace);
  });
  for (const booking of [ada, grace]) {
    plan.check(
      `c. ${booking.label}: one receipt and one company notification, complete and unmixed`,
      async ({ smtp }) => expectMailsOfBooking(await waitForMails(smtp, booking), booking, everyone),
    );
    plan.check(
      `c. ${booking.label}: the e-mails' link is the booking's manageUrl; it opens the booking page (200), an altered token 404`,
      async ({ site, smtp }) => expectWorkingLink(site, booking, await waitForMails(smtp, booking)),
    );
  }
  plan.check(
    "c. a replayed e-mail delivery to n8n: 200 duplicate, no second e-mail",
    async ({ n8n, smtp }) => {
      const before = smtp.mails.length;
      const reply = await n8n.webhook("send-consultation-email", ada.body, { "Idempotency-Key": ada.key });
      expectEqual([reply.status, reply.json?.status], [200, "duplicate"], "n8n's answer to the replay");
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expectEqual(smtp.mails.length, before, "e-mails received");
      const sent = await n8n.rows("emails", { column: "idempotencyKey", value: ada.key });
      expectEqual(
        sent.map((row) => row.message).sort(),
        ["notification", "receipt"],
        "recorded e-mails for the key",
      );
    },
  );

  plan.check(
    "c. an e-mail delivery straight to n8n without bookingId/manageUrl: both e-mails, no link lines",
    async ({ n8n, smtp }) => {
      // A booking the site never made (entered by the team, or sent by an older site): the
      // e-mails go as before, without the link lines (expectReceipt/expectNotification).
      const { elsewhere } = visitors;
      const reply = await n8n.webhook("send-consultation-email", elsewhere.body, {
        "Idempotency-Key": elsewhere.key,
      });
      expectEqual([reply.status, reply.json?.status], [200, "sent"], "n8n's answer");
      expectMailsOfBooking(await waitForMails(smtp, elsewhere), elsewhere, everyone);
    },
  );

  plan.check(
    "c. mail server refusing the company address: 500 JSON, booking queued, retry sends only what is missing",
    async ({ site, n8n, smtp }) => {
      const { hedy } = visitors;
      smtp.refused.add(COMPANY_EMAIL);
      try {
        // The receipt goes, the notification fails: n8n answers 500 and the site queues the booking.
        const responses = await book(site, hedy);
        const { email, submit } = responses;
        expectEqual(
          [email.status, email.body.status],
          [202, "queued"],
          "site's e-mail call while n8n answers 500",
        );
        expectEqual([submit.status, submit.body.status], [202, "queued"], "site's submit call behind it");
        expectBookingLink(site, hedy, responses);
        // What n8n answered: the same delivery straight to n8n (the receipt is logged, so
        // only the notification is tried again, and fails).
        const direct = await n8n.webhook(
          "send-consultation-email",
          { ...hedy.body, bookingId: hedy.site?.bookingId, manageUrl: hedy.site?.manageUrl },
          { "Idempotency-Key": hedy.key },
        );
        expectEqual(
          [direct.status, direct.json?.error, direct.json?.step],
          [500, "n8n_workflow_failed", "Notify the company"],
          "n8n's answer while the notification cannot be sent",
        );
      } finally {
        smtp.refused.delete(COMPANY_EMAIL);
      }
      // The site retries with back-off; a successful slot lookup makes waiting retries go now.
      await waitUntil(
        "the queued booking to reach the Data Table",
        async () => {
          await siteApi(site, "get-booked-slots", { date: hedy.body.date }, "198.51.100.22");
          return (
            (await n8n.rows("bookings", { column: "idempotencyKey", value: hedy.key })).length > 0 ||
            undefined
          );
        },
        60_000,
        1000,
      );
      await expectStoredOnce(n8n, hedy);
      expectMailsOfBooking(await waitForMails(smtp, hedy), hedy, everyone);
    },
  );
}
