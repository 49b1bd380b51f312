// Check i: the team's side in the workflow. The company's notification of a new booking
// carries the team's link (staffUrl, with Confirm and Decline); confirm-consultation,
// remind-consultation and decline-consultation, called straight the way the site's outbox
// calls them (body and Idempotency-Key made by the site's own functions, the links the
// site would send), update the booking's Data Table row and get-booked-slots, and e-mail
// the right people the right link: the visitor manageUrl and the meeting link, never
// staffUrl; the team staffUrl. A repeat of a key changes and sends nothing. Last, one
// confirm end to end: the team page opened from the company's e-mail, the site's outbox, n8n.
import {
  confirmKeySuffix,
  confirmPayload,
  DECLINE_KEY_SUFFIX,
  declinePayload,
  reminderKeySuffix,
  reminderPayload,
} from "../../server/store/booking-changes.ts";
import { expectDelivered, expectStoredOnce } from "./checks-booking.ts";
import {
  type Call,
  changesOf,
  delivered,
  expectNoMail,
  includesAll,
  type Link,
  linkOf,
  type Move,
  mailsOfChange,
  moveCall,
  pause,
  post,
  type Request,
  requestOf,
  rowOf,
  slotsOn,
  storedRequest,
  waitForChangeMails,
} from "./checks-changes.ts";
import { lineAfter, newMailToVisitor, waitForMails } from "./checks-email.ts";
import type { N8n, Row } from "./n8n.ts";
import { waitUntil } from "./processes.ts";
import { expect, expectEqual, type Plan } from "./report.ts";
import { SITE_FEE, type Site } from "./site.ts";
import type { ReceivedMail, SmtpSink } from "./smtp-sink.ts";
import { type Booking, COMPANY_EMAIL, companyDate, longDate, visitors } from "./visitors.ts";

const ZONE_NAME = "Eastern Time";
const TEAM_PAGE = "Team page:    ";
const MEETING_LINK = "Meeting link: ";
const FIRST_MEETING = "https://meet.example.com/northwind/mary-jackson";
const SECOND_MEETING = "https://video.example.org/rooms/wind-tunnel?pwd=42";
const NOTE = "Please bring last month's wind tunnel export.";
const DECLINE_MESSAGE = "We are fully booked that week; any day of the week after works for us.";

/** How the checked bookings were made (the site's API) and the fee the site named, as the outbox sends them. */
const BOOKED = { channel: "api", fee: SITE_FEE.payload } as const;

/**
 * Where Mary's visit came from (MARY_SOURCE), as her row's `source` keeps it (the query
 * string of `npm run bookings`, in a fixed key order) and as the company's notification shows it.
 */
const MARY_SOURCE_COLUMN =
  "utm_source=linkedin&utm_medium=social&utm_campaign=fall+%2726&referrer=https%3A%2F%2Fnews.example.org";
const CAME_FROM = "Came from:   ";
const MARY_CAME_FROM =
  "Source: linkedin \u00b7 Medium: social \u00b7 Campaign: fall '26 \u00b7 Referring site: https://news.example.org";

/** The booking's links as the site sends them to n8n, the team's own with its real token. */
function linksOf(site: Site, booking: Booking): Required<Link> {
  const link = linkOf(booking);
  return { ...link, staffUrl: site.staffUrl(link.bookingId) };
}

const confirmCall = (
  site: Site,
  booking: Booking,
  request: Request,
  meetingUrl: string,
  note: string | null,
  sequence: number,
): Call =>
  delivered(
    `${booking.key}${confirmKeySuffix(sequence)}`,
    confirmPayload(storedRequest(request), meetingUrl, note, sequence),
    linksOf(site, booking),
    BOOKED,
  );

const reminderCall = (
  site: Site,
  booking: Booking,
  request: Request,
  meetingUrl: string,
  sequence: number,
): Call =>
  delivered(
    `${booking.key}${reminderKeySuffix(sequence)}`,
    reminderPayload(storedRequest(request), meetingUrl, sequence),
    linksOf(site, booking),
    BOOKED,
  );

const declineCall = (
  site: Site,
  booking: Booking,
  request: Request,
  message: string | null,
  sequence: number,
): Call =>
  delivered(
    `${booking.key}${DECLINE_KEY_SUFFIX}`,
    declinePayload(storedRequest(request), message, sequence),
    linksOf(site, booking),
    BOOKED,
  );

/** The visitor's e-mail of one call (a confirm or a decline writes to nobody else). */
async function waitForVisitorMail(smtp: SmtpSink, email: string, key: string): Promise<ReceivedMail> {
  await smtp.waitFor(() => mailsOfChange(smtp, email, key).visitor.length >= 1, 15_000);
  // A duplicate, or a mail to the company, would arrive right behind it.
  await pause(500);
  const { visitor, company } = mailsOfChange(smtp, email, key);
  expectEqual(visitor.length, 1, `e-mails to the visitor for ${key}`);
  expectEqual(company.length, 0, `e-mails to the company for ${key}`);
  const [mail] = visitor as [ReceivedMail];
  expectEqual(
    [mail.envelopeTo, mail.replyTo],
    [[email], [COMPANY_EMAIL]],
    "visitor mail's recipient, Reply-To",
  );
  return mail;
}

/** A visitor's e-mail never carries the team's link, nor its token. */
function expectNoTeamLink(mail: ReceivedMail, link: Required<Link>, what: string): void {
  const token = new URL(link.staffUrl).searchParams.get("token") ?? "";
  expect(
    !mail.text.includes("/team/") && !mail.text.includes(token) && !mail.subject.includes(token),
    `${what} carries no team link:\n${mail.text}`,
  );
}

/** The lines a visitor's e-mail names the booking's slot with, in the company's zone. */
const slotLines = ({ date, timeSlot, hours, subject }: Request) => [
  `  Date:       ${longDate(date)}\n`,
  `  Time:       ${timeSlot} ${ZONE_NAME} (`,
  `  Duration:   ${hours === 1 ? "1 hour" : `${hours} hours`}\n`,
  `  Subject:    ${subject}\n`,
];

/**
 * n8n's row of the booking once the site's worker has delivered its confirm. The command
 * queues it from another process, which the worker finds at its next look at the outbox:
 * up to 30 s later on the embedded store (server/store/open-store.ts).
 */
const confirmedRow = (n8n: N8n, bookingId: string) =>
  waitUntil(
    "n8n's row to be confirmed",
    async () => {
      const [row] = await n8n.rows("bookings", { column: "bookingId", value: bookingId });
      return row?.state === "confirmed" ? row : undefined;
    },
    45_000,
    300,
  );

/** The row's columns of the team's side. */
const teamColumnsOf = (row: Row) => ({
  state: row.state,
  status: row.status,
  meetingUrl: row.meetingUrl,
  note: row.note,
  message: row.message,
  sequence: row.sequence,
  channel: row.channel,
  fee: row.fee,
  source: row.source,
});

const isDate = (value: unknown) => typeof value === "string" && !Number.isNaN(Date.parse(value));

async function expectConfirmInvite(
  smtp: SmtpSink,
  key: string,
  request: Request,
  link: Required<Link>,
  meetingUrl: string,
  note: string | null,
): Promise<void> {
  const mail = await waitForVisitorMail(smtp, request.email, key);
  expectEqual(
    mail.subject,
    `Confirmed: your consultation on ${longDate(request.date)}, ${request.timeSlot} ${ZONE_NAME}`,
    "invite's subject",
  );
  includesAll(
    mail,
    [
      `Hello ${request.name},`,
      "is confirmed",
      ...slotLines(request),
      ...(note ? [`A note from our team:\n${note}\n`] : []),
    ],
    "the invite",
  );
  if (!note) expect(!mail.text.includes("A note from our team"), `no note line:\n${mail.text}`);
  expectEqual(
    [lineAfter(mail.text, MEETING_LINK), lineAfter(mail.text, "Add it to your calendar: ")],
    [meetingUrl, link.manageUrl],
    "invite's meeting link and booking page (for the calendar file)",
  );
  expectNoTeamLink(mail, link, "the invite");
}

export function teamChecks(plan: Plan): void {
  const { mary, annie } = visitors;
  let confirm: Call | undefined;
  let reminder: Call | undefined;
  let decline: Call | undefined;
  let maryNow: Request = mary.body;

  plan.check(
    "i. Mary and Annie book one day through the site: stored as requested with channel, fee and (Mary, from a campaign) source; the company's notification has the team page with Confirm and Decline and Mary's Came from, the receipt no team link and no source",
    async ({ site, n8n, smtp }) => {
      // Both booked before any column is checked: the later checks need both bookings.
      for (const booking of [mary, annie]) await expectDelivered(site, booking);
      for (const booking of [mary, annie]) {
        await expectStoredOnce(n8n, booking);
        const link = linksOf(site, booking);
        expectEqual(
          teamColumnsOf(await rowOf(n8n, link.bookingId)),
          {
            state: "requested",
            status: "booked",
            meetingUrl: null,
            note: null,
            message: null,
            sequence: null,
            channel: BOOKED.channel,
            fee: SITE_FEE.setting,
            source: booking === mary ? MARY_SOURCE_COLUMN : null,
          },
          `${booking.label}'s row`,
        );
        const { receipts, notifications } = await waitForMails(smtp, booking);
        const [receipt] = receipts;
        const [notification] = notifications;
        expect(
          receipt && notification && receipts.length === 1,
          `${booking.label}'s receipt and notification`,
        );
        expectNoTeamLink(receipt, link, `${booking.label}'s receipt`);
        expectEqual(
          [
            lineAfter(notification.text, TEAM_PAGE),
            lineAfter(notification.text, "Confirm:      "),
            lineAfter(notification.text, "Decline:      "),
            lineAfter(notification.text, "Booking page: "),
          ],
          [link.staffUrl, `${link.staffUrl}#confirm`, `${link.staffUrl}#decline`, link.manageUrl],
          `${booking.label}'s notification lines Team page, Confirm, Decline and Booking page`,
        );
        includesAll(
          notification,
          ["Booked via:  the booking API\n", `Fee:         ${SITE_FEE.setting} (`],
          `${booking.label}'s notification`,
        );
        expectEqual(
          lineAfter(notification.text, CAME_FROM),
          booking === mary ? MARY_CAME_FROM : undefined,
          `${booking.label}'s notification line Came from`,
        );
        expect(
          !receipt.text.includes("Came from") && !receipt.text.includes("linkedin"),
          `${booking.label}'s receipt shows no source:\n${receipt.text}`,
        );
      }
      expectEqual(
        await slotsOn(n8n, mary.body.date),
        [mary.body.timeSlot, annie.body.timeSlot].sort(),
        "n8n's booked slots of the day",
      );
    },
  );

  plan.check(
    "i. confirm-consultation straight to n8n (body and key as the outbox sends them): 200 confirmed; the row is confirmed with meetingUrl, note, confirmedAt, sequence and the change",
    async ({ site, n8n }) => {
      const link = linksOf(site, mary);
      const before = await rowOf(n8n, link.bookingId);
      confirm = confirmCall(site, mary, mary.body, FIRST_MEETING, NOTE, 1);
      expectEqual(
        Object.keys(confirm.body).sort(),
        [
          ...Object.keys(mary.body),
          ...["bookingId", "manageUrl", "staffUrl", "channel", "fee", "meetingUrl", "note", "sequence"],
        ].sort(),
        "fields of the confirm body",
      );
      expectEqual(confirm.key, `${mary.key}/confirm-1`, "the confirm's key");
      const reply = await post(n8n, "confirm-consultation", confirm);
      expectEqual([reply.status, reply.json?.status], [200, "confirmed"], "n8n's answer");
      const row = await rowOf(n8n, link.bookingId);
      expectEqual(
        teamColumnsOf(row),
        { ...teamColumnsOf(before), state: "confirmed", meetingUrl: FIRST_MEETING, note: NOTE, sequence: 1 },
        "the row's team columns",
      );
      expect(isDate(row.confirmedAt), `confirmedAt is a date: ${row.confirmedAt}`);
      const [entry, ...more] = changesOf(row);
      expectEqual(
        [{ ...entry, at: undefined }, more],
        [{ change: "confirm", sequence: 1, meetingUrl: FIRST_MEETING, key: confirm.key, at: undefined }, []],
        "the row's changes",
      );
      expect(isDate(entry?.at), `the confirm's time is a date: ${entry?.at}`);
      expectEqual(
        { ...requestOf(row), id: row.id, idempotencyKey: row.idempotencyKey, receivedAt: row.receivedAt },
        { ...requestOf(before), id: before.id, idempotencyKey: mary.key, receivedAt: before.receivedAt },
        "every other field",
      );
      expectEqual(
        await slotsOn(n8n, mary.body.date),
        [mary.body.timeSlot, annie.body.timeSlot].sort(),
        "n8n's booked slots of the day (a confirmed booking keeps its slot)",
      );
    },
  );

  plan.check(
    "i. confirm: one invite to the visitor (date, slot and zone, meeting link, the team's note, manageUrl for the calendar), no team link; nothing to the company",
    async ({ site, smtp }) => {
      if (!confirm) throw new Error("no confirm was sent");
      await expectConfirmInvite(smtp, confirm.key, mary.body, linksOf(site, mary), FIRST_MEETING, NOTE);
    },
  );

  plan.check(
    "i. the same confirm again (same Idempotency-Key): 200 duplicate, row unchanged, no e-mail",
    async ({ n8n, smtp }) => {
      if (!confirm) throw new Error("no confirm was sent");
      const repeat = confirm;
      const before = await rowOf(n8n, linkOf(mary).bookingId);
      await expectNoMail(smtp, async () => {
        const reply = await post(n8n, "confirm-consultation", repeat);
        expectEqual([reply.status, reply.json?.status], [200, "duplicate"], "n8n's answer to the repeat");
      });
      expectEqual(await rowOf(n8n, linkOf(mary).bookingId), before, "the row");
      const logged = await n8n.rows("emails", { column: "idempotencyKey", value: repeat.key });
      expectEqual(
        logged.map((row) => row.message),
        ["receipt"],
        "e-mails logged for the key",
      );
    },
  );

  plan.check(
    "i. remind-consultation straight to n8n: 200 reminded; the visitor's copy has the meeting link and manageUrl and no team link, the team's copy the meeting link and staffUrl",
    async ({ site, n8n, smtp }) => {
      const link = linksOf(site, mary);
      const before = await rowOf(n8n, link.bookingId);
      reminder = reminderCall(site, mary, mary.body, FIRST_MEETING, 1);
      expectEqual(reminder.key, `${mary.key}/remind-1`, "the reminder's key");
      const reply = await post(n8n, "remind-consultation", reminder);
      expectEqual([reply.status, reply.json?.status], [200, "reminded"], "n8n's answer");
      const { visitor, company } = await waitForChangeMails(smtp, mary.body.email, reminder.key);
      expectEqual([visitor.length, company.length], [1, 1], "reminders to the visitor and to the team");
      const [toVisitor] = visitor as [ReceivedMail];
      const [toTeam] = company as [ReceivedMail];
      expectEqual(
        [toVisitor.envelopeTo, toVisitor.replyTo, toTeam.envelopeTo, toTeam.replyTo],
        [[mary.body.email], [COMPANY_EMAIL], [COMPANY_EMAIL], [COMPANY_EMAIL]],
        "recipients and Reply-To of both copies",
      );
      expectEqual(
        toVisitor.subject,
        `Reminder: your consultation on ${longDate(mary.body.date)}, ${mary.body.timeSlot} ${ZONE_NAME}`,
        "the visitor's subject",
      );
      includesAll(toVisitor, [`Hello ${mary.body.name},`, ...slotLines(mary.body)], "the visitor's reminder");
      expectEqual(
        [
          lineAfter(toVisitor.text, MEETING_LINK),
          lineAfter(toVisitor.text, "View your booking, add it to your calendar: "),
        ],
        [FIRST_MEETING, link.manageUrl],
        "the visitor's meeting link and booking page",
      );
      expectNoTeamLink(toVisitor, link, "the visitor's reminder");
      expectEqual(
        toTeam.subject,
        `Reminder: consultation ${mary.body.date} ${mary.body.timeSlot} with ${mary.body.name}`,
        "the team's subject",
      );
      includesAll(
        toTeam,
        [
          `Date:        ${longDate(mary.body.date)} (${mary.body.date})\n`,
          `Time slot:   ${mary.body.timeSlot} ${ZONE_NAME} (`,
          `Name:        ${mary.body.name}\n`,
          `Email:       ${mary.body.email}\n`,
          newMailToVisitor(mary.body.email),
        ],
        "the team's reminder",
      );
      expectEqual(
        [
          lineAfter(toTeam.text, "Meeting:     "),
          lineAfter(toTeam.text, TEAM_PAGE),
          lineAfter(toTeam.text, "Booking id:   "),
        ],
        [FIRST_MEETING, link.staffUrl, link.bookingId],
        "the team's meeting link, team page and booking id",
      );
      expectEqual(await rowOf(n8n, link.bookingId), before, "the row (a reminder changes none)");
    },
  );

  plan.check(
    "i. the same reminder again (same Idempotency-Key): 200 duplicate, no e-mail",
    async ({ n8n, smtp }) => {
      if (!reminder) throw new Error("no reminder was sent");
      const repeat = reminder;
      await expectNoMail(smtp, async () => {
        const reply = await post(n8n, "remind-consultation", repeat);
        expectEqual([reply.status, reply.json?.status], [200, "duplicate"], "n8n's answer to the repeat");
      });
      const logged = await n8n.rows("emails", { column: "idempotencyKey", value: repeat.key });
      expectEqual(
        logged.map((row) => row.message).sort(),
        ["notification", "receipt"],
        "e-mails logged for the key",
      );
    },
  );

  plan.check(
    "i. a new meeting link (confirm-2): the row takes it and the visitor gets an invite with it; a late reminder of confirm 1 is then ignored, nothing sent",
    async ({ site, n8n, smtp }) => {
      const link = linksOf(site, mary);
      const second = confirmCall(site, mary, mary.body, SECOND_MEETING, null, 2);
      const reply = await post(n8n, "confirm-consultation", second);
      expectEqual([reply.status, reply.json?.status], [200, "confirmed"], "n8n's answer to confirm 2");
      const row = await rowOf(n8n, link.bookingId);
      expectEqual(
        [row.state, row.meetingUrl, row.note, row.sequence],
        ["confirmed", SECOND_MEETING, null, 2],
        "the row's state, meeting link, note and sequence",
      );
      expectEqual(
        changesOf(row).map((entry) => [entry.change, entry.sequence, entry.meetingUrl]),
        [
          ["confirm", 1, FIRST_MEETING],
          ["confirm", 2, SECOND_MEETING],
        ],
        "both confirms in changes",
      );
      await expectConfirmInvite(smtp, second.key, mary.body, link, SECOND_MEETING, null);

      const late = reminderCall(site, mary, mary.body, FIRST_MEETING, 1);
      await expectNoMail(smtp, async () => {
        const reply = await post(n8n, "remind-consultation", { ...late, key: `${late.key}-retried` });
        expectEqual(
          [reply.status, reply.json?.status, reply.json?.reason],
          [200, "ignored", "outdated"],
          "n8n's answer to a reminder of confirm 1",
        );
      });
      expectEqual(await rowOf(n8n, link.bookingId), row, "the row");
    },
  );

  plan.check(
    "i. Mary moves her confirmed booking (reschedule-3): the row is requested again, its meeting link and note gone; the company's move e-mail has the team page",
    async ({ site, n8n, smtp }) => {
      const link = linksOf(site, mary);
      const to: Move = { date: companyDate(29), timeSlot: "13:00 to 14:00", hours: 1 };
      const move = moveCall(mary, maryNow, to, 3, link, BOOKED);
      const reply = await post(n8n, "reschedule-consultation", move.call);
      expectEqual([reply.status, reply.json?.status], [200, "rescheduled"], "n8n's answer");
      maryNow = move.request;
      const row = await rowOf(n8n, link.bookingId);
      expectEqual(requestOf(row), maryNow, "the row's request fields");
      expectEqual(
        [row.state, row.status, row.meetingUrl, row.note, row.sequence],
        ["requested", "booked", null, null, 3],
        "the row's state, status, meeting link, note and sequence",
      );
      expectEqual(
        await slotsOn(n8n, mary.body.date),
        [annie.body.timeSlot],
        "n8n's booked slots of the old day",
      );
      expectEqual(await slotsOn(n8n, to.date), [to.timeSlot], "n8n's booked slots of the new day");
      const { visitor, company } = await waitForChangeMails(smtp, mary.body.email, move.call.key);
      expectEqual([visitor.length, company.length], [1, 1], "move e-mails to the visitor and the company");
      expectNoTeamLink(visitor[0] as ReceivedMail, link, "the visitor's move e-mail");
      expectEqual(
        lineAfter((company[0] as ReceivedMail).text, TEAM_PAGE),
        link.staffUrl,
        "the company's team page line",
      );
    },
  );

  plan.check(
    "i. decline-consultation straight to n8n: 200 declined; the row is declined with message, declinedAt, sequence; get-booked-slots leaves Annie's slot out",
    async ({ site, n8n }) => {
      const link = linksOf(site, annie);
      const before = await rowOf(n8n, link.bookingId);
      decline = declineCall(site, annie, annie.body, DECLINE_MESSAGE, 1);
      expectEqual(
        Object.keys(decline.body).sort(),
        [
          ...Object.keys(annie.body),
          ...["bookingId", "manageUrl", "staffUrl", "channel", "fee", "message", "sequence"],
        ].sort(),
        "fields of the decline body",
      );
      expectEqual(decline.key, `${annie.key}/decline`, "the decline's key");
      const reply = await post(n8n, "decline-consultation", decline);
      expectEqual([reply.status, reply.json?.status], [200, "declined"], "n8n's answer");
      const row = await rowOf(n8n, link.bookingId);
      expectEqual(
        teamColumnsOf(row),
        {
          ...teamColumnsOf(before),
          state: "declined",
          status: "declined",
          message: DECLINE_MESSAGE,
          sequence: 1,
        },
        "the row's team columns",
      );
      expect(isDate(row.declinedAt), `declinedAt is a date: ${row.declinedAt}`);
      expectEqual(
        changesOf(row).map((entry) => [entry.change, entry.sequence, entry.key]),
        [["decline", 1, decline.key]],
        "the row's changes",
      );
      expectEqual(requestOf(row), requestOf(before), "the row's request fields");
      expectEqual(await slotsOn(n8n, annie.body.date), [], "n8n's booked slots of the day (Mary moved away)");
    },
  );

  plan.check(
    "i. decline: one e-mail to the visitor with the team's message, a link to book another time on the site and manageUrl, no team link; nothing to the company",
    async ({ site, smtp }) => {
      if (!decline) throw new Error("no decline was sent");
      const link = linksOf(site, annie);
      const mail = await waitForVisitorMail(smtp, annie.body.email, decline.key);
      expectEqual(
        mail.subject,
        `Your consultation request for ${longDate(annie.body.date)}, ${annie.body.timeSlot} ${ZONE_NAME} is declined`,
        "the decline's subject",
      );
      includesAll(
        mail,
        [
          `Hello ${annie.body.name},`,
          "declined",
          "free again",
          ...slotLines(annie.body),
          `A message from our team:\n${DECLINE_MESSAGE}\n`,
        ],
        "the decline",
      );
      const bookAgain = `${site.url}/schedule-consultation`;
      expectEqual(
        [lineAfter(mail.text, "Book another time: "), lineAfter(mail.text, "View your booking: ")],
        [bookAgain, link.manageUrl],
        "the decline's links",
      );
      expectNoTeamLink(mail, link, "the decline");
      const form = await fetch(bookAgain);
      await form.body?.cancel();
      expectEqual(form.status, 200, `GET ${bookAgain}`);
    },
  );

  plan.check(
    "i. the same decline again: 200 duplicate, row unchanged, no e-mail; a confirm after the decline is ignored (declined), nothing sent",
    async ({ site, n8n, smtp }) => {
      if (!decline) throw new Error("no decline was sent");
      const repeat = decline;
      const before = await rowOf(n8n, linkOf(annie).bookingId);
      await expectNoMail(smtp, async () => {
        const reply = await post(n8n, "decline-consultation", repeat);
        expectEqual([reply.status, reply.json?.status], [200, "duplicate"], "n8n's answer to the repeat");
        const late = await post(
          n8n,
          "confirm-consultation",
          confirmCall(site, annie, annie.body, FIRST_MEETING, null, 2),
        );
        expectEqual(
          [late.status, late.json?.status, late.json?.reason],
          [200, "ignored", "declined"],
          "n8n's answer to a confirm of the declined booking",
        );
      });
      expectEqual(await rowOf(n8n, linkOf(annie).bookingId), before, "the row");
      expectEqual(await slotsOn(n8n, annie.body.date), [], "n8n's booked slots of the day");
    },
  );

  plan.check(
    "i. n8n refuses bad team calls with JSON: 400 without key, bookingId, meetingUrl or sequence, or with a meetingUrl that is no URL; 403 with a wrong auth header",
    async ({ site, n8n, smtp }) => {
      const rows = JSON.stringify(await n8n.rows("bookings"));
      const confirmBody = confirmCall(site, mary, maryNow, FIRST_MEETING, null, 9).body;
      const declineBody = declineCall(site, mary, maryNow, null, 9).body;
      const reminderBody = reminderCall(site, mary, maryNow, FIRST_MEETING, 9).body;
      const key = { "Idempotency-Key": `${mary.key}/confirm-9` };
      const { bookingId: _id, ...withoutId } = confirmBody;
      const { meetingUrl: _url, ...withoutMeeting } = reminderBody;
      await expectNoMail(smtp, async () => {
        for (const [what, webhook, body, headers] of [
          ["confirm without Idempotency-Key", "confirm-consultation", confirmBody, {}],
          ["confirm without bookingId", "confirm-consultation", withoutId, key],
          [
            "confirm with a meetingUrl that is no URL",
            "confirm-consultation",
            { ...confirmBody, meetingUrl: "javascript:alert(1)" },
            key,
          ],
          ["confirm without sequence", "confirm-consultation", { ...confirmBody, sequence: undefined }, key],
          ["decline without Idempotency-Key", "decline-consultation", declineBody, {}],
          ["decline with sequence 0", "decline-consultation", { ...declineBody, sequence: 0 }, key],
          ["reminder without meetingUrl", "remind-consultation", withoutMeeting, key],
          ["reminder without Idempotency-Key", "remind-consultation", reminderBody, {}],
        ] as const) {
          const reply = await n8n.webhook(webhook, body, headers);
          expectEqual([reply.status, reply.json?.error], [400, "invalid_request"], what);
        }
        for (const webhook of ["confirm-consultation", "decline-consultation", "remind-consultation"]) {
          const wrongAuth = await n8n.webhook(webhook, confirmBody, {
            ...key,
            [n8n.options.auth.name]: "wrong",
          });
          expectEqual(wrongAuth.status, 403, `${webhook} with a wrong auth header`);
        }
      });
      expectEqual(JSON.stringify(await n8n.rows("bookings")), rows, "the table");
    },
  );

  plan.check(
    "i. end to end: Dorothy books; the team opens the Confirm link of its e-mail and confirms on the team page; the visitor's page and calendar file show the meeting; n8n's row is confirmed, the invite and both reminders carry the right links",
    async ({ site, n8n, smtp }) => {
      const { dorothy } = visitors;
      await expectDelivered(site, dorothy);
      await expectStoredOnce(n8n, dorothy);
      const { notifications } = await waitForMails(smtp, dorothy);
      const link = linksOf(site, dorothy);
      const meetingUrl = "https://meet.example.com/northwind/dorothy-vaughan";
      const note = "We will share the slides in the meeting.";
      // The team follows its e-mail's Confirm link, as a browser would (the fragment stays there).
      const confirmLink = lineAfter(notifications[0]?.text ?? "", "Confirm:      ");
      expectEqual(confirmLink, `${link.staffUrl}#confirm`, "the notification's Confirm link");
      const teamPage = await fetch(new URL(confirmLink ?? link.staffUrl));
      const html = await teamPage.text();
      expectEqual(
        [teamPage.status, html.includes('id="confirm"'), html.includes(dorothy.body.name)],
        [200, true, true],
        "the team page: 200, the Confirm form, the visitor's name",
      );
      const token = new URL(link.staffUrl).searchParams.get("token") ?? "";
      const posted = await fetch(`${site.url}/team/bookings/${link.bookingId}/confirm`, {
        method: "POST",
        // As the team's browser posts the page's form.
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
        body: new URLSearchParams({ token, meetingUrl, note }).toString(),
        redirect: "manual",
      });
      expectEqual(
        [
          posted.status,
          posted.headers.get("location")?.startsWith(`/team/bookings/${link.bookingId}?token=`),
        ],
        [303, true],
        "the Confirm post: 303 back to the team page",
      );
      // The visitor's side, on the site: the page links the meeting, the calendar file is confirmed.
      const visitorPage = await (await fetch(link.manageUrl)).text();
      expect(visitorPage.includes(`href="${meetingUrl}"`), "the visitor's page links the meeting");
      const calendarUrl = link.manageUrl.replace("?token=", "/calendar.ics?token=");
      const ics = (await (await fetch(calendarUrl)).text()).replace(/\r\n[ \t]/g, "");
      expect(
        ics.includes("STATUS:CONFIRMED\r\n") &&
          ics.includes(`URL:${meetingUrl}\r\n`) &&
          ics.includes(`LOCATION:${meetingUrl}\r\n`),
        "the calendar file: STATUS:CONFIRMED, URL and LOCATION the meeting link",
      );
      const row = await confirmedRow(n8n, link.bookingId);
      expectEqual(
        [row.meetingUrl, row.note, row.sequence, row.channel, row.fee],
        [meetingUrl, note, 1, BOOKED.channel, SITE_FEE.setting],
        "n8n's row: meeting link, note, sequence, channel, fee",
      );
      const confirmKey = `${dorothy.key}${confirmKeySuffix(1)}`;
      await expectConfirmInvite(smtp, confirmKey, dorothy.body, link, meetingUrl, note);
      const { visitor, company } = await waitForChangeMails(
        smtp,
        dorothy.body.email,
        `${dorothy.key}${reminderKeySuffix(1)}`,
        30_000,
      );
      expectEqual([visitor.length, company.length], [1, 1], "reminders to the visitor and to the team");
      const [toVisitor] = visitor as [ReceivedMail];
      const [toTeam] = company as [ReceivedMail];
      expectEqual(
        [
          lineAfter(toVisitor.text, MEETING_LINK),
          lineAfter(toVisitor.text, "View your booking, add it to your calendar: "),
        ],
        [meetingUrl, link.manageUrl],
        "the visitor's reminder: meeting link and booking page",
      );
      expectNoTeamLink(toVisitor, link, "the visitor's reminder");
      expectEqual(
        [lineAfter(toTeam.text, "Meeting:     "), lineAfter(toTeam.text, TEAM_PAGE)],
        [meetingUrl, link.staffUrl],
        "the team's reminder: meeting link and team page",
      );
    },
  );
}
