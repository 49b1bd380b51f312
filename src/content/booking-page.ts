import type { BookingState } from "../booking/booking-states";
import { RESCHEDULE_NOTICE_HOURS } from "../booking/constants";

/** Said while the team has not answered: the promise of the FAQ, now with where the link appears. */
const confirms =
  "They confirm the time and send a calendar invite with a meeting link; this page shows the link once they have.";

/** The copy of a booking's private page (src/pages/booking.tsx). */
export const bookingPage = {
  eyebrow: "Your booking",
  /** Before the booking's id, at the foot of its details: what to quote when writing to the team. */
  reference: "Booking reference",
  /**
   * The heading of a booking's confirmation, the form's panel and the page a form post opens:
   * a request until the team confirms it, never "booked" (docs/product.md#the-booking-form).
   */
  requestedHeading: "Consultation requested",
  /** The title, badge and text of a request whose slot started before the team answered it. */
  lapsed: {
    title: "Your consultation was not confirmed",
    label: "Not confirmed",
    text: "Our team did not confirm this request before its time, so it will not take place and nothing is owed. We are sorry. You are welcome to book another time.",
  },
  title: {
    requested: "Your consultation",
    confirmed: "Your consultation is confirmed",
    declined: "Your consultation was declined",
    cancelled: "Your consultation was cancelled",
  } satisfies Record<BookingState, string>,
  /** The badge of each state. */
  labels: {
    requested: "Waiting for confirmation",
    confirmed: "Confirmed",
    declined: "Declined",
    cancelled: "Cancelled",
  } satisfies Record<BookingState, string>,
  /** What each state means for the visitor; a request says whether the team has it yet. */
  texts: {
    withTeam: `Our team has your request. ${confirms}`,
    queued: `We have your request and are passing it on to our team. ${confirms}`,
    confirmed:
      "Our team has confirmed the time. Join the meeting with this link when your consultation starts.",
    declined:
      "Our team cannot take this consultation, so its time is free again. You are welcome to book another time.",
    cancelled: "This consultation is cancelled and its time is free again. You are welcome to book another.",
  },
  joinMeeting: "Join the meeting",
  /** Above the team's note to the visitor on a confirm. */
  noteHeading: "A note from our team",
  /** Above the team's message to the visitor on a decline. */
  messageHeading: "A message from our team",
  bookAnotherTime: "Book another time",
  /** Beside the fee (`CONSULTATION_FEE`), shown among the booking's facts when one is set. */
  feeLabel: "Consultation fee",
  calendarHeading: "Add it to your calendar",
  calendarLinks: { ics: "Download .ics file", google: "Add to Google Calendar", outlook: "Add to Outlook" },
  /** What the calendar entry holds, by state. */
  calendarNote: {
    requested:
      "The calendar file marks it as tentative until our team confirms it; download it again then to add the meeting link.",
    confirmed: "The calendar entry has the meeting link as its location.",
  },
  changeHeading: "Need to change it?",
  changeOnline: `Move it to another time or cancel it here, up to ${RESCHEDULE_NOTICE_HOURS} hours before your slot.`,
  /** Once a booking was moved as often as it may be online: after the text that says so. */
  cancelOnline: `You can still cancel it here, up to ${RESCHEDULE_NOTICE_HOURS} hours before your slot.`,
  /** Beside the move link of a confirmed booking: a move makes it a request again. */
  moveAsksAgain: "Moving it asks our team to confirm the new time.",
  moveLink: "Move to another time",
  cancelSummary: "Cancel this consultation",
  cancelConfirm:
    "Its time becomes free for others at once. This cannot be undone, but you can always book again.",
  cancelButton: "Yes, cancel it",
  privacy:
    "Keep this page's address to yourself: anyone who has it can see this booking. Bookmark it to come back.",
  bookAnother: "Book another consultation",
} as const;
