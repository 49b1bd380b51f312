// The people who book in this run. Each booking has its own date, slot, key and client
// address, and distinct words in every field, so a receipt that mixed two bookings up
// would show it.
import { randomUUID } from "node:crypto";
import type { SourceKey } from "../../src/booking/visit-source.ts";

export const COMPANY_ZONE = "America/New_York";
export const COMPANY_EMAIL = "hello@northwind-digital.example";

export interface Booking {
  label: string;
  /** The X-Forwarded-For the site sees, so each visitor has its own rate limit. */
  client: string;
  key: string;
  body: {
    name: string;
    email: string;
    phone: string;
    isWhatsapp: boolean;
    serviceCategories: string[];
    hours: number;
    date: string;
    timeSlot: string;
    subject: string;
    description: string;
  };
  /** Where the visit came from, as the browser kept it: sent beside the form's fields (src/booking/visit-source.ts). */
  source?: Partial<Record<SourceKey, string>>;
  /**
   * What the site's API answered for this booking (set by `book()`): its id and private
   * link, which the workflow's e-mails must carry. Unset for a booking never made through the site.
   */
  site?: { bookingId: string; manageUrl: string };
}

/** yyyy-MM-dd of today in the company's zone plus `days` (the form allows tomorrow to +365). */
export function companyDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: COMPANY_ZONE }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "Tuesday, December 1, 2026", as the workflow's e-mails write a date. */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(new Date(`${date}T12:00:00Z`));
}

function booking(label: string, client: string, body: Booking["body"], source?: Booking["source"]): Booking {
  return { label, client, key: randomUUID(), body, ...(source ? { source } : {}) };
}

/** Where Mary's visit came from: a campaign (a space and a quote in its name) and the site that linked to it. */
export const MARY_SOURCE = {
  utm_source: "linkedin",
  utm_medium: "social",
  utm_campaign: "fall '26",
  referrer: "https://news.example.org",
} as const;

export const visitors = {
  ada: booking("Ada", "198.51.100.11", {
    name: "Ada Lovelace",
    email: "ada.lovelace@example.com",
    phone: "+1 (555) 123-4567",
    isWhatsapp: true,
    serviceCategories: ["Cloud Migration", "DevOps Integration"],
    hours: 2,
    date: companyDate(10),
    timeSlot: "11:00 to 13:00",
    subject: "Analytical engine in the cloud",
    description: "We run two batch services on old servers.\nPlease advise on moving them to the cloud.",
  }),
  grace: booking("Grace", "198.51.100.12", {
    name: "Grace Hopper",
    email: "grace.hopper@example.org",
    phone: "+44 20 7946 0958",
    isWhatsapp: false,
    serviceCategories: [],
    hours: 1,
    date: companyDate(11),
    timeSlot: "15:00 to 16:00",
    subject: "Compiler audit for COBOL estate",
    description: "An audit of our compiler tool chain, and a plan to retire the mainframe jobs.",
  }),
  alan: booking("Alan", "198.51.100.13", {
    name: "Alan Turing",
    email: "alan.turing@example.net",
    phone: "+1 555 987 6543",
    isWhatsapp: true,
    serviceCategories: ["AI Chatbots"],
    hours: 1,
    date: companyDate(12),
    timeSlot: "12:00 to 13:00",
    subject: "Chatbot that passes the test",
    description: "A support chatbot for our help desk, booked while the workflow engine was down.",
  }),
  /** Booked while the mail server refuses the company's address. */
  hedy: booking("Hedy", "198.51.100.15", {
    name: "Hedy Lamarr",
    email: "hedy.lamarr@example.com",
    phone: "+1 555 444 5555",
    isWhatsapp: false,
    serviceCategories: ["Security First"],
    hours: 3,
    date: companyDate(14),
    timeSlot: "14:00 to 17:00",
    subject: "Frequency hopping for our radios",
    description: "Review the security of our wireless links.",
  }),
  /** Cancelled with a cancel-consultation call posted straight to n8n (checks-changes.ts). */
  margaret: booking("Margaret", "198.51.100.16", {
    name: "Margaret Hamilton",
    email: "margaret.hamilton@example.com",
    phone: "+1 555 161 1969",
    isWhatsapp: false,
    serviceCategories: ["Performance Optimization"],
    hours: 1,
    date: companyDate(16),
    timeSlot: "11:00 to 12:00",
    subject: "Flight software review",
    description: "Priority scheduling for our guidance computer.",
  }),
  /** Moved twice with reschedule-consultation calls posted straight to n8n; same first day as Margaret. */
  radia: booking("Radia", "198.51.100.17", {
    name: "Radia Perlman",
    email: "radia.perlman@example.org",
    phone: "+1 555 170 1985",
    isWhatsapp: true,
    serviceCategories: ["Enterprise Security"],
    hours: 2,
    date: companyDate(16),
    timeSlot: "13:00 to 15:00",
    subject: "Spanning tree for the branch offices",
    description: "Loops in our office network bring it down twice a month.",
  }),
  /** Moved and cancelled through the site's own API (/api/bookings/{id}/...), n8n told by the outbox. */
  barbara: booking("Barbara", "198.51.100.18", {
    name: "Barbara Liskov",
    email: "barbara.liskov@example.net",
    phone: "+1 555 180 2008",
    isWhatsapp: false,
    serviceCategories: ["Cloud Migration"],
    hours: 2,
    date: companyDate(19),
    timeSlot: "14:00 to 16:00",
    subject: "Substitutable services in the cloud",
    description: "Split our monolith into services that can replace one another.",
  }),
  /** Never booked: a cancel and a move of a booking n8n's table does not have. */
  frances: booking("Frances", "198.51.100.19", {
    name: "Frances Allen",
    email: "frances.allen@example.com",
    phone: "+1 555 190 2006",
    isWhatsapp: false,
    serviceCategories: [],
    hours: 1,
    date: companyDate(21),
    timeSlot: "15:00 to 16:00",
    subject: "Optimizing compiler consultation",
    description: "Entered on the site, lost from the table.",
  }),
  /** Confirmed, reminded, given a new meeting link and moved by calls posted straight to n8n (checks-team.ts); booked from a campaign. */
  mary: booking(
    "Mary",
    "198.51.100.32",
    {
      name: "Mary Jackson",
      email: "mary.jackson@example.com",
      phone: "+1 555 200 1958",
      isWhatsapp: true,
      serviceCategories: ["Data Analytics"],
      hours: 1,
      date: companyDate(28),
      timeSlot: "11:00 to 12:00",
      subject: "Wind tunnel data pipeline",
      description: "Our measurements sit in spreadsheets; we want them in one place.",
    },
    MARY_SOURCE,
  ),
  /** Declined by a call posted straight to n8n; same day as Mary. The site itself never hears of the two (its slots stay held there), so no other check books on their days. */
  annie: booking("Annie", "198.51.100.33", {
    name: "Annie Easley",
    email: "annie.easley@example.org",
    phone: "+1 555 210 1955",
    isWhatsapp: false,
    serviceCategories: ["Computer Vision"],
    hours: 2,
    date: companyDate(28),
    timeSlot: "15:00 to 17:00",
    subject: "Battery models for the fleet",
    description: "Simulations of our battery packs take a week to run.",
  }),
  /**
   * Confirmed by the operator's command on the site's store (npm run bookings -- --confirm)
   * a few days ahead, so its reminder is due at once: both reach n8n through the outbox.
   */
  dorothy: booking("Dorothy", "198.51.100.34", {
    name: "Dorothy Vaughan",
    email: "dorothy.vaughan@example.net",
    phone: "+1 555 340 1943",
    isWhatsapp: false,
    serviceCategories: ["Process Automation"],
    hours: 1,
    date: companyDate(4),
    timeSlot: "17:00 to 18:00",
    subject: "FORTRAN for the computing pool",
    description: "Teach our analysts to program the new machine.",
  }),
  /**
   * Asks for a slot the team's calendar has busy (a row of n8n's team_busy_times, from
   * 14:30 to 15:30 that day): the site refuses it. Its date is far from every other
   * booking's, because n8n answers a busy time for the day before and after too.
   */
  katherine: booking("Katherine", "198.51.100.35", {
    name: "Katherine Goble",
    email: "katherine.goble@example.org",
    phone: "+1 555 350 1918",
    isWhatsapp: false,
    serviceCategories: ["Data Analytics"],
    hours: 1,
    date: companyDate(40),
    timeSlot: "15:00 to 16:00",
    subject: "Orbital figures by hand",
    description: "Check our launch window calculations.",
  }),
  /** Booked straight in n8n, never through the site: its slot can only come from n8n. */
  elsewhere: booking("Elsewhere", "198.51.100.14", {
    name: "Katherine Johnson",
    email: "katherine.johnson@example.com",
    phone: "+1 555 222 3333",
    isWhatsapp: false,
    serviceCategories: [],
    hours: 1,
    date: companyDate(13),
    timeSlot: "16:00 to 17:00",
    subject: "Trajectory dashboard",
    description: "Booked by phone and entered by the team.",
  }),
};
