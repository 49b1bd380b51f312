import { instantIn } from "../../src/booking/dates";
import { formatFee } from "../../src/booking/fee";
import { TEAM_PAGE_EVENTS, type TeamPageData, type TeamShown } from "../../src/booking/team-page-data";
import type { Booking } from "../store/types";

export interface TeamPageOptions extends TeamShown {
  timeZone: string;
  /** The team's token of the booking, which both forms post back. */
  token: string;
  /** Why the team can no longer decide (in the words it is shown), or null while it can. */
  refusal: string | null;
  /** `MEETING_URL`: what the Confirm form starts with while the booking has no link. */
  defaultMeetingUrl: string | null;
  /** The desk, when its session opened the page. */
  deskPath: string | null;
  /** Whether the booking's slot has started. */
  started: boolean;
}

/**
 * What the team's page shows of a booking (docs/product.md#the-teams-side): everything the
 * visitor sent, with the contact details the visitor's own page leaves out, and never the
 * visitor's token or link. Times and the fee are written out here, once, on the server.
 */
export function teamPageData(booking: Booking, options: TeamPageOptions): TeamPageData {
  const {
    timeZone,
    token,
    refusal,
    defaultMeetingUrl,
    deskPath,
    started,
    notice = null,
    error = null,
    posted = null,
  } = options;
  const { request } = booking;
  const confirmed = booking.state === "confirmed";
  const fee = booking.fee === null ? null : formatFee(booking.fee);
  // The store reads only the latest events for this page (TeamService.open); cut here too,
  // so a booking read whole never makes the page long.
  const history = booking.history.slice(-TEAM_PAGE_EVENTS);
  return {
    deskPath,
    lapsed: booking.state === "requested" && started,
    bookingId: booking.id,
    state: booking.state,
    name: request.name,
    email: request.email,
    phone: request.phone,
    isWhatsapp: request.isWhatsapp,
    serviceCategories: [...request.serviceCategories],
    hours: request.hours,
    date: booking.date,
    timeSlot: booking.timeSlot,
    subject: request.subject,
    description: request.description,
    channel: booking.channel,
    source: request.source ?? null,
    fee,
    meetingUrl: confirmed ? booking.meetingUrl : null,
    note: confirmed ? booking.teamNote : null,
    message: booking.state === "declined" ? booking.teamMessage : null,
    history: history.map((event) => ({ ...event, when: instantIn(new Date(event.at), timeZone) })),
    earlierEvents: booking.earlierEvents + booking.history.length - history.length,
    notice: notice === booking.state ? notice : null,
    error,
    actions:
      refusal !== null
        ? { allowed: false, reason: refusal }
        : {
            allowed: true,
            token,
            sequence: booking.sequence,
            confirm: {
              action: `/team/bookings/${booking.id}/confirm`,
              values:
                posted?.form === "confirm"
                  ? posted.values
                  : confirmed
                    ? { meetingUrl: booking.meetingUrl ?? "", note: booking.teamNote ?? "" }
                    : { meetingUrl: defaultMeetingUrl ?? "", note: "" },
              errors: posted?.form === "confirm" ? posted.errors : {},
            },
            decline: {
              action: `/team/bookings/${booking.id}/decline`,
              values: posted?.form === "decline" ? posted.values : { message: "" },
              errors: posted?.form === "decline" ? posted.errors : {},
            },
          },
  };
}
