import { company } from "../company";
import type { SeoEntry } from "../schema";

export const rescheduleSeo: SeoEntry = {
  title: `Move your consultation | ${company.name}`,
  description: `Move your consultation with ${company.name} to another date and time, up to 24 hours before your slot.`,
  keywords: ["reschedule consultation", "change booking", "move appointment"],
};
