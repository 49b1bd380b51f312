import { company } from "./company";
import type { ContactPage, InfoCard } from "./schema";

/** Contact page copy. The form sends nothing itself; `formNote` tells the visitor what it does. */

export const contactPage: ContactPage = {
  heading: "Get in Touch",
  intro:
    "Have a project in mind or a question about our services? Tell us what you are working on, and the right person on our team will get back to you within 24 hours on working days.",
  formHeading: "Send us a message",
  formNote: `Send Message opens your email app with a pre-filled message to ${company.email.contact}. Nothing you type here is stored on our website.`,
};

export const projectTypes = [
  "Web Development",
  "Mobile App Development",
  "Cloud Infrastructure",
  "AI Solutions",
  "IT Consulting",
  "Other",
] as const;
export type ProjectType = (typeof projectTypes)[number];

export const contactCards: InfoCard[] = [
  {
    icon: "mail",
    title: "Email",
    value: company.email.contact,
    description: "Write to us any time. We reply within 24 hours on working days (Monday to Friday).",
  },
  {
    icon: "clock",
    title: "Working Hours",
    value: "Mon-Fri 9:00 AM-4:00 PM EST",
    description:
      "Our sales team answers e-mail during these hours. Consultations are booked online, at the times the booking page offers.",
  },
  {
    icon: "headphones",
    title: "Support Hours",
    value: "Mon-Fri 24 hours",
    description:
      "Our engineers take support requests around the clock on weekdays, and on Saturdays as a project needs. Systems in our care are monitored 24/7.",
  },
];
