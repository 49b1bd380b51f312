import type { BookingState } from "../booking/booking-view";
import { RESCHEDULE_NOTICE_HOURS } from "../booking/constants";

/** The copy of a booking's private page (src/pages/booking.tsx). */
export const bookingPage = {
  eyebrow: "Your booking",
  title: { booked: "Your consultation", cancelled: "Your consultation was cancelled" },
  states: {
    received: {
      label: "Received",
      text: "We have your booking. Our team confirms the time and sends a calendar invite with a meeting link.",
    },
    sent: {
      label: "Sent to the team",
      text: "Our team has your booking. They confirm the time and send a calendar invite with a meeting link.",
    },
    cancelled: {
      label: "Cancelled",
      text: "This consultation is cancelled and its time is free again. You are welcome to book another.",
    },
  } satisfies Record<BookingState, { label: string; text: string }>,
  /** Beside the fee (`CONSULTATION_FEE`), shown among the booking's facts when one is set. */
  feeLabel: "Consultation fee",
  calendarHeading: "Add it to your calendar",
  calendarLinks: { ics: "Download .ics file", google: "Add to Google Calendar", outlook: "Add to Outlook" },
  changeHeading: "Need to change it?",
  /** Followed by the contact address as a link, and a full stop. */
  changeLead: `You can reschedule or cancel up to ${RESCHEDULE_NOTICE_HOURS} hours before your slot by replying to the confirmation email or writing to `,
  changeOnline: `Move it to another time or cancel it here, up to ${RESCHEDULE_NOTICE_HOURS} hours before your slot.`,
  moveLink: "Move to another time",
  cancelSummary: "Cancel this consultation",
  cancelConfirm:
    "Its time becomes free for others at once. This cannot be undone, but you can always book again.",
  cancelButton: "Yes, cancel it",
  privacy:
    "Keep this page's address to yourself: anyone who has it can see this booking. Bookmark it to come back.",
  bookAnother: "Book another consultation",
} as const;
