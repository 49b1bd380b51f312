// The people who book in this run. Each booking has its own date, slot, key and client
// address, and distinct words in every field, so a receipt that mixed two bookings up
// would show it.
import { randomUUID } from "node:crypto";

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

function booking(label: string, client: string, body: Booking["body"]): Booking {
  return { label, client, key: randomUUID(), body };
}

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
