import { company } from "../company";
import type { SeoEntry } from "../schema";

export const teamBookingSeo: SeoEntry = {
  title: `Consultation request | ${company.name}`,
  description: `A consultation request for the team of ${company.name}: the request, its state and history, and the forms that confirm or decline it.`,
  keywords: ["consultation request", "confirm booking", "decline booking"],
};
