import { company } from "../company";
import type { SeoEntry } from "../schema";

export const teamDeskSeo: SeoEntry = {
  title: `Team desk | ${company.name}`,
  description: `The team desk of ${company.name}: requests waiting, meetings coming up, recent changes, deliveries, closed days and the calendar feed.`,
  keywords: ["team desk", "consultation requests", "closed days"],
};
