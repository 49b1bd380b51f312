import { company } from "../company";
import type { SeoEntry } from "../schema";

export const teamDeskSeo: SeoEntry = {
  title: `Team desk | ${company.name}`,
  description: `The desk of ${company.name}'s team: consultation requests waiting for an answer, meetings coming up, recent changes, deliveries to n8n, closed days and the calendar feed.`,
  keywords: ["team desk", "consultation requests", "closed days"],
};
