import { company } from "../company";
import type { SeoEntry } from "../schema";

export const contactSeo: SeoEntry = {
  title: `Contact Us | ${company.name}`,
  description: `Get in touch with ${company.name} about your web, mobile, cloud, AI or IT consulting project. We reply within 24 hours on working days.`,
  keywords: ["contact", "IT services inquiry", "project inquiry", "software development quote"],
};
