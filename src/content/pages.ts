import { company } from "./company";
import type { SeoEntry } from "./schema";

/** Search metadata of the pages that are not generated from services, industries or projects. */
export type PageSeoKey =
  | "home"
  | "portfolio"
  | "contact"
  | "privacy"
  | "terms"
  | "scheduleConsultation"
  | "booking"
  | "notFound";

export const pageSeo: Record<PageSeoKey, SeoEntry> = {
  home: {
    title: `${company.name} | ${company.tagline}`,
    description: `${company.name} builds web and mobile apps, cloud infrastructure and AI solutions, and offers IT consulting for businesses that plan for growth.`,
    keywords: [
      "IT services company",
      "web development",
      "mobile app development",
      "cloud services",
      "AI solutions",
      "IT consulting",
    ],
  },
  portfolio: {
    title: `Portfolio & Case Studies | ${company.name}`,
    description:
      "Case studies in web development, mobile apps, cloud migration, AI and IT consulting: see how we helped clients solve real business problems.",
    keywords: [
      "portfolio",
      "case studies",
      "software projects",
      "cloud migration case study",
      "AI case study",
    ],
  },
  contact: {
    title: `Contact Us | ${company.name}`,
    description: `Get in touch with ${company.name} about your web, mobile, cloud, AI or IT consulting project. We reply within 24 hours.`,
    keywords: ["contact", "IT services inquiry", "project inquiry", "software development quote"],
  },
  privacy: {
    title: `Privacy Policy | ${company.name}`,
    description: `How ${company.name} collects, uses and protects your personal information, and how to access, update or delete it.`,
    keywords: ["privacy policy", "personal data", "data protection"],
  },
  terms: {
    title: `Terms of Service | ${company.name}`,
    description: `The terms that govern your use of the ${company.name} website and the consultations booked through it.`,
    keywords: ["terms of service", "terms and conditions", "website terms"],
  },
  scheduleConsultation: {
    title: `Schedule a Consultation | ${company.name}`,
    description:
      "Book a one-on-one consultation with a senior expert to discuss your web, mobile, cloud or AI project. Pick a date and time that suits you.",
    keywords: ["schedule consultation", "IT consultation", "book a consultation", "technology advice"],
  },
  booking: {
    title: `Your consultation booking | ${company.name}`,
    description: `Your consultation with ${company.name}: the date and time, its state, and links to add it to your calendar.`,
    keywords: ["consultation booking", "manage booking", "add to calendar"],
  },
  notFound: {
    title: `Page Not Found | ${company.name}`,
    description:
      "The page you are looking for does not exist or has moved. Return to the home page to explore our services, industries and portfolio.",
    keywords: ["page not found", "404", company.name],
  },
};
