import { company } from "../company";
import type { SeoEntry } from "../schema";

export const homeSeo: SeoEntry = {
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
};
