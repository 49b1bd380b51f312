import type { BookingEvent, BookingState, Channel, EventActor } from "../booking/booking-states";
import type { TeamDone } from "../booking/team-page-data";
import type { SourceKey } from "../booking/visit-source";

/** The copy of the team's page of a booking (src/pages/team-booking.tsx). */
export const teamPage = {
  eyebrow: "For the team",
  /** The link back to the desk, when its session opened the page. */
  backToDesk: "Back to the desk",
  title: "Consultation request",
  states: {
    requested: {
      label: "Requested",
      text: "Waiting for the team's answer: confirm it with a meeting link, or decline it.",
    },
    confirmed: { label: "Confirmed", text: "Confirmed with the meeting link shown here." },
    declined: { label: "Declined", text: "Declined. Its time is free for other bookings." },
    cancelled: { label: "Cancelled", text: "Cancelled. Its time is free for other bookings." },
  } satisfies Record<BookingState, { label: string; text: string }>,
  /** A request whose slot started before anyone answered it. */
  lapsed: {
    label: "Requested, not answered",
    text: "Its slot started before anyone answered it, so it can no longer be confirmed or declined. The visitor's page says it will not take place.",
  },
  notices: {
    confirmed: "Booking confirmed. The visitor's booking page now shows the meeting link.",
    declined: "Booking declined. Its time is free again, and the visitor's booking page says so.",
  } satisfies Record<TeamDone, string>,
  /** How the visitor booked (`channel`); `none` for a booking made before it was recorded. */
  channels: {
    web: "Booking form (JavaScript)",
    form: "Booking form (no JavaScript)",
    api: "API",
    mcp: "AI assistant (MCP)",
    none: "Not recorded",
  } satisfies Record<Channel | "none", string>,
  actors: {
    visitor: "by the visitor",
    team: "by the team",
    operator: "by an operator",
    unrecorded: "before the history was kept: by whom was not recorded",
  } satisfies Record<EventActor, string>,
  /** The parts of where a booking came from (src/booking/visit-source.ts), in the words the page shows. */
  sources: {
    utm_source: "Source",
    utm_medium: "Medium",
    utm_campaign: "Campaign",
    utm_term: "Term",
    utm_content: "Content",
    referrer: "Referring site",
    none: "Not recorded (a direct visit, a booking without JavaScript, through the API or an AI assistant, or one from before it was kept)",
  } satisfies Record<SourceKey | "none", string>,
  headings: {
    request: "Request",
    contact: "Contact",
    description: "What they would like to discuss",
    meeting: "Meeting",
    declined: "Message to the visitor",
    history: "History",
    closed: "No action possible",
  },
  labels: {
    date: "Date",
    time: "Time",
    duration: "Duration",
    subject: "Subject",
    services: "Services",
    channel: "Booked through",
    source: "Came from",
    fee: "Consultation fee",
    reference: "Booking reference",
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    whatsapp: "WhatsApp",
    meetingLink: "Meeting link",
    note: "Note to the visitor",
  },
  /** Below the history's heading when it shows only the latest events. */
  earlierEvents: (shown: number, earlier: number) =>
    `The latest ${shown} events, and ${earlier} earlier ${earlier === 1 ? "event" : "events"}.`,
  history: {
    made: "Booked",
    moved: "Moved",
    confirmed: "Confirmed",
    declined: "Declined",
    cancelled: "Cancelled",
  } satisfies Record<BookingEvent["kind"], string>,
  confirm: {
    heading: { requested: "Confirm", confirmed: "Change the meeting link" },
    lead: {
      requested: "The visitor gets the meeting link and your note with the invitation.",
      confirmed: "The visitor gets the new link and note, and their calendar entry is updated.",
    },
    meetingUrlHint: "An https:// link, such as https://meet.example.com/consultation.",
    noteHint: "Shown to the visitor with the meeting link.",
    /** With a fee: the booking form told the visitor that how to pay comes with the confirmation. */
    noteHintWithFee: (fee: string) =>
      `Shown to the visitor with the meeting link. Say here how to pay the ${fee} fee (an invoice or a payment link): the visitor was told it comes with this confirmation.`,
    button: { requested: "Confirm booking", confirmed: "Change meeting link" },
  },
  decline: {
    summary: "Decline this booking",
    lead: "The visitor is told, and the time becomes free for others at once. This cannot be undone.",
    messageLabel: "Message to the visitor",
    messageHint: "Say why, or suggest another time.",
    button: "Decline booking",
  },
  /** On a phone the forms come after the request: a link down to them. */
  jumpToActions: { requested: "Confirm or decline", confirmed: "Change the link or decline" },
  errorTitle: { confirm: "The booking was not confirmed", decline: "The booking was not declined" },
  privacy:
    "This page is for the company's team: anyone with its address can confirm or decline the booking. Do not forward it to the visitor.",
} as const;
