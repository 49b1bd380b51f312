import { company } from "../company";
import type { SeoEntry } from "../schema";

export const termsSeo: SeoEntry = {
  title: `Terms of Service | ${company.name}`,
  description: `The terms that govern your use of the ${company.name} website and the consultations booked through it.`,
  keywords: ["terms of service", "terms and conditions", "website terms"],
};
