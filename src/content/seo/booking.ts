import { company } from "../company";
import type { SeoEntry } from "../schema";

export const bookingSeo: SeoEntry = {
  title: `Your consultation booking | ${company.name}`,
  description: `Your consultation with ${company.name}: the date and time, its state, and links to add it to your calendar.`,
  keywords: ["consultation booking", "manage booking", "add to calendar"],
};
