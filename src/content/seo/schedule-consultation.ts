import { company } from "../company";
import type { SeoEntry } from "../schema";

export const scheduleConsultationSeo: SeoEntry = {
  title: `Schedule a Consultation | ${company.name}`,
  description:
    "Book a one-on-one consultation with a senior expert to discuss your web, mobile, cloud or AI project. Pick a date and time that suits you.",
  keywords: ["schedule consultation", "IT consultation", "book a consultation", "technology advice"],
};
