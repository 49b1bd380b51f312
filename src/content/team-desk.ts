import type { DeskDone } from "../booking/desk-page-data";

/** The copy of the team's desk (src/pages/team-desk.tsx). */
export const teamDesk = {
  eyebrow: "For the team",
  title: "Team desk",
  signOut: "Sign out",
  privacy:
    "This desk is private to the team. It stays open in this browser for 12 hours; sign out on a shared device.",
  notices: {
    confirmed: "Booking confirmed with the usual meeting link. The visitor is sent the invite.",
    closed: "Closed. No new booking or move can land on these days.",
    reopened: "Reopened. Those days take bookings again.",
    queued: "Queued again. The server sends the failed deliveries within a minute.",
    nothing_queued: "That booking has no failed delivery any more. Nothing changed.",
  } satisfies Record<DeskDone, string>,
  headings: {
    waiting: "Waiting for you",
    coming: "Coming up",
    changed: "Recently changed",
    deliveries: "Deliveries to n8n",
    failed: "Failed deliveries",
    closed: "Closed days",
    feed: "Calendar feed",
  },
  leads: {
    waiting:
      "Requests the team has not answered yet, soonest first. Each holds its slot until confirmed or declined.",
    coming: "Confirmed meetings of the next 30 days.",
    changed: "Bookings cancelled or declined in the last 14 days: their times are free again.",
    deliveries:
      "What this site still has to tell n8n (the e-mails, the calendar), and what n8n refused for good. Queue a failed one again once its cause is fixed.",
    closed:
      "Days that take no booking. Bookings already held on a day closed later stay as they are: tell their visitors or cancel them.",
    feed: "Subscribe to this address to see every request, meeting and closed day in your calendar app. Keep it private: anyone with it can read the bookings.",
  },
  empty: {
    waiting: "Nothing is waiting for an answer.",
    coming: "No confirmed meeting in the next 30 days.",
    changed: "Nothing was cancelled or declined in the last 14 days.",
    failed: "No delivery has failed.",
    closed: "No closed day ahead.",
  },
  more: (count: number) => `and ${count} more not shown.`,
  columns: {
    when: "When",
    who: "Who and what",
    channel: "Booked through",
    requested: "Requested",
    meeting: "Meeting link",
    ended: "What happened",
    call: "Call",
    failed: "Failed",
    error: "Last error",
    date: "Date",
    reason: "Reason",
  },
  hours: (hours: number) => `${hours} ${hours === 1 ? "hour" : "hours"}`,
  open: "Open",
  confirm: "Confirm with the usual link",
  /** In place of the confirm on a request whose slot started unanswered: nothing can be decided now. */
  lapsed: "Its slot has started: too late to confirm",
  retry: "Queue again",
  reopen: "Reopen",
  /** Between a closed range's first and last date. */
  rangeTo: "to",
  days: (count: number) => `${count} ${count === 1 ? "day" : "days"}`,
  ended: { cancelled: "Cancelled", declined: "Declined" },
  closedDayFlag: (reason: string) => `On a closed day: ${reason}`,
  deliveries: {
    waiting: "waiting to be sent",
    scheduled: "reminders scheduled",
    failed: "failed for good",
  },
  close: {
    heading: "Close a date or a range",
    from: "First date",
    until: "Last date",
    untilHint: "Leave empty to close one day.",
    reason: "Reason",
    reasonHint: "Shown to visitors beside the date, e.g. Public holiday.",
    button: "Close",
    refused: "The days were not closed",
  },
  held: (range: string, count: number) =>
    count === 0
      ? `No booking is held on ${range}.`
      : count === 1
        ? `1 booking is held on ${range} and stays as it is: tell its visitor, or cancel from the booking's page.`
        : `${count} bookings are held on ${range} and stay as they are: tell their visitors, or cancel from the booking's page.`,
  feed: {
    google: "Google Calendar: Other calendars, +, From URL, paste the address.",
    outlook: "Outlook: Add calendar, Subscribe from web, paste the address.",
    apple: "Apple Calendar: File, New Calendar Subscription, paste the address.",
  },
} as const;
