import { absolute, agentPaths } from "../../src/agent-paths";
import { type CompanyCalendar, hoursInWords } from "../../src/booking/calendar";
import { deliveryNames } from "../../src/booking/calls";
import { serviceCategories } from "../../src/booking/categories";
import { MIN_HOURS, RESCHEDULE_NOTICE_HOURS } from "../../src/booking/constants";
import { weekSlots } from "../../src/booking/day-rules";
import { DEFAULT_CALENDAR } from "../../src/booking/default-calendar";
import { feeTerms, type StatedFee } from "../../src/booking/fee";
import {
  BOOKING_LIMIT,
  DAY_FULL,
  dayClosed,
  SLOT_TAKEN,
  TOO_LATE_TO_CHANGE,
} from "../../src/booking/messages";
import { zoneName } from "../../src/booking/zone-name";
import { company } from "../../src/content/company";
import { PER_NETWORK_DAY } from "../booking/booking-quota";
import { IDEMPOTENCY_KEY_RULE } from "../booking/booking-service";
import { BOOKING_RATE_LIMITS } from "../http/rate-limit";
import { bookingRequestSchema } from "../openapi/json-schema";
import { EXAMPLE_ID, EXAMPLE_KEY, EXAMPLE_TOKEN, exampleBooking } from "./booking-example";

export interface GuideFacts {
  siteUrl: string;
  timeZone: string;
  quotas: { perContact: number; perAddressDay: number };
  /** `CONSULTATION_FEE`: the guide names its amount. */
  fee: StatedFee | null;
  /** When the guide is written (at start): its example books a date this far from then. */
  now?: Date;
  /** The company's calendar (src/booking/calendar.ts): the guide states its hours and rules. */
  calendar?: CompanyCalendar;
}

/** The calendar's rules in a few sentences: hours, the dates, the buffer and the daily limit. */
function calendarRules(calendar: CompanyCalendar, timeZone: string): string {
  const slots = weekSlots(calendar, MIN_HOURS);
  const earliest = calendar.leadDays === 1 ? "tomorrow" : `${calendar.leadDays} days ahead`;
  const rules = [
    `Consultation hours: ${hoursInWords(calendar.hours, zoneName(timeZone))}. A slot starts on the hour and lies wholly inside one range of its weekday's hours; a day without hours offers none.`,
    `The ${MIN_HOURS}-hour slots are: ${slots.join(", ")}.`,
    `Dates from ${earliest} to ${calendar.windowDays} days ahead.`,
    ...(calendar.bufferMinutes > 0
      ? [`A slot less than ${calendar.bufferMinutes} minutes from a booked time is taken too.`]
      : []),
    ...(calendar.dailyLimit !== null
      ? [`At most ${calendar.dailyLimit} bookings a day: a full day offers no slot.`]
      : []),
  ];
  return rules.join("\n");
}

/**
 * `/agents/book-a-consultation.md`: how an AI agent books a consultation for a person.
 * Every rule, limit and message comes from the modules that enforce it (src/booking/,
 * server/http/rate-limit.ts, the quota settings), so the guide cannot drift from the site.
 */
export function agentGuide({
  siteUrl,
  timeZone,
  quotas,
  fee,
  now = new Date(),
  calendar = DEFAULT_CALENDAR,
}: GuideFacts): string {
  const url = (path: string) => absolute(siteUrl, path);
  // A path with a `{placeholder}` in it: `new URL` would percent-encode the braces.
  const template = (path: string) => `${url("/")}${path.slice(1)}`;
  const example = exampleBooking(timeZone, now, calendar);
  const [email, submit] = deliveryNames;
  // Each field as the OpenAPI document and the MCP tool describe it (src/booking/schema.ts);
  // the form's anti-spam extras are not described, so not listed.
  const fieldRows = Object.entries(bookingRequestSchema(timeZone, calendar).properties ?? {})
    .flatMap(([field, json]) =>
      typeof json === "object" && json.description ? [`| \`${field}\` | ${json.description} |`] : [],
    )
    .join("\n");
  return `# Book a consultation with ${company.name}

This guide is for AI agents that book a consultation on a person's behalf. The
consultation is paid: ${feeTerms(fee)}. Confirm the
details with the person before you book. People book on [the booking page](${url("/schedule-consultation")}).

## What a booking needs

| field | rule |
| --- | --- |
${fieldRows}

${calendarRules(calendar, timeZone)}
Service categories: ${serviceCategories.join(", ")}.

## Read the free slots

A slot is taken when it overlaps any booked time: a 2-hour slot from 11:00 is taken
when 12:00 to 13:00 is booked.

- MCP: the tool \`get_available_slots\` with \`{date, hours}\` (hours 1 when left out)
  answers the free and the booked slots; \`checked: false\` means the bookings could not be
  read just now and every slot is listed.
- HTTP: \`POST ${url("/api/n8n/get-booked-slots")}\` with \`{"date": "${example.date}"}\` answers
  \`{"bookedSlots": ["${weekSlots(calendar, 1)[3] ?? example.timeSlot}"]}\`; leave out every slot of your length that
  overlaps one of them. A day that takes no booking also answers \`"closed": {"reason": "…"}\`
  (closed by the company, or no consultations that weekday) or \`"full": true\` (as many
  bookings as a day may hold), with every label listed: try another date.
- To find a date that takes bookings: \`GET ${url("/api/closed-days")}\` answers the dates the
  company closed within the booking window, each with its reason
  (\`{"closedDays": [{"date": "yyyy-MM-dd", "reason": "…"}]}\`): skip them rather than look
  each up. It costs one lookup of the rate limit.

## Book over the JSON API

Send the same JSON body to two endpoints, in this order, with one \`Idempotency-Key\`
header (${IDEMPOTENCY_KEY_RULE}), the same on both calls and on any retry:
\`POST ${url(`/api/n8n/${email}`)}\`, then \`POST ${url(`/api/n8n/${submit}`)}\`. A retry with
the same key never books twice. Generate a fresh UUID for each booking (for example
\`crypto.randomUUID()\`), never the example's below: a key answers only the client that
first used it.

\`\`\`http
POST /api/n8n/${email} HTTP/1.1
Host: ${new URL(siteUrl).host}
Content-Type: application/json
Idempotency-Key: ${EXAMPLE_KEY}

${JSON.stringify(example, null, 2)}
\`\`\`

\`\`\`json
{ "status": "delivered", "bookingId": "${EXAMPLE_ID}", "manageUrl": "${url(`/bookings/${EXAMPLE_ID}?token=${EXAMPLE_TOKEN}`)}", "date": "${example.date}", "timeSlot": "${example.timeSlot}" }
\`\`\`

\`status\` is \`delivered\` or \`stored\` (200), or \`queued\` (202: the booking is kept and the
team confirms it later); \`date\` and \`timeSlot\` are the booking's slot as it is now (a retry
after a move names the new one). Only JSON (else 415), at most 32 KiB (else 413).

The whole JSON API is described as OpenAPI 3.1 at ${url(agentPaths.openapi)} (request
schemas, answers and an example of each), for programs and code generators.

## Book over MCP

The remote MCP server at ${url(agentPaths.mcp)} (Streamable HTTP; card:
${url(agentPaths.mcpServerCard)}) has \`list_services\`, \`get_available_slots\` and
\`book_consultation\` (the fields above plus an \`idempotencyKey\`, a fresh UUID per
booking). It books through the same rules, quotas and store as the JSON API. Every request
to it spends one slot lookup of your rate limit (connecting takes two); over that limit it
answers HTTP 429 with \`Retry-After\`. A booking spends the two booking calls on top: over
their limit, and for every refusal below, the tool answers a result with \`isError: true\`
whose text says what to do (how many seconds to wait, which fields to fix). Send one
JSON-RPC message per request (no batches).

## Errors and limits

- 400 \`{error, issues: [{path, message}]}\`: the fields to fix, in plain words.
- 409 \`slot_taken\`: "${SLOT_TAKEN}" Read the free slots again.
- 409 \`day_closed\`: the company is closed that day; the message says why (e.g. "${dayClosed("2026-12-24", "Public holiday")}").
- 409 \`day_full\`: "${DAY_FULL}"
- 409 \`key_in_use\`: the key belongs to another client's booking. Use a new key.
- 409 \`cancelled\` or \`declined\`: the booking this key made was cancelled since, or declined by the team; a new key books again.
- 422 \`idempotency_key_reused\`: the key was used with other details. Use a new key.
- 429 \`rate_limited\` with \`Retry-After\`: per client address, ${BOOKING_RATE_LIMITS.lookups.capacity} slot lookups at once then ${BOOKING_RATE_LIMITS.lookups.perMinute} a minute, ${BOOKING_RATE_LIMITS.bookings.capacity} booking calls at once then ${BOOKING_RATE_LIMITS.bookings.perMinute} a minute (a booking is two calls).
- 429 \`booking_limit\`: "${BOOKING_LIMIT}" (at most ${quotas.perContact} upcoming bookings per e-mail address and per phone number, ${quotas.perAddressDay} per client address a day, ${PER_NETWORK_DAY} per IPv6 /48 a day).
- 503 \`store_unavailable\`: nothing was saved; try again in a minute.
- Reading slots only: 502, 503 or 504 \`n8n_unavailable\` (the team's calendar answered
  wrongly, could not be reached, or too slowly). Nothing is known about the day then, not
  even that it is free: try again shortly, or book and let the rules answer (409 if taken).

## After booking: the manage link

\`manageUrl\` is the booking's private page: what was booked, its state, and a calendar
file. Give it to the person; anyone with it can see and change the booking. A booking is
\`requested\` until the company's team confirms it (\`confirmed\`: the page shows the meeting
link, and the calendar file has it) or declines it (\`declined\`: its time is free again,
and it cannot be changed). Until ${RESCHEDULE_NOTICE_HOURS} hours before the slot, a requested or
confirmed booking can be cancelled or moved:
\`POST ${template("/api/bookings/{bookingId}/cancel")}\` or \`POST ${template("/api/bookings/{bookingId}/reschedule")}\`
with \`{"date", "hours", "timeSlot"}\`, and the \`token\` parameter of \`manageUrl\` as
\`Authorization: Bearer {token}\`. Both answer \`{booking}\` with its \`state\` (and
\`meetingUrl\` while confirmed); a move makes a confirmed booking \`requested\` again, for the
team to confirm the new time. A declined booking answers 409 \`declined\`. Later than that:
"${TOO_LATE_TO_CHANGE}"
`;
}
