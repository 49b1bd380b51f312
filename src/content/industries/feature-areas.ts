import type { Feature, IconName } from "../schema";

/**
 * The six service areas an industry page draws its Key Features from; `content.test.ts`
 * checks every industry's features come from this list.
 */
export const industryFeatureAreas = [
  "Cloud Services",
  "AI & Data",
  "IT Consulting",
  "Web Development",
  "Mobile App",
  "Engagement Models",
] as const;
export type IndustryFeatureArea = (typeof industryFeatureAreas)[number];

const areaIcons: Record<IndustryFeatureArea, IconName> = {
  "Cloud Services": "cloud",
  "AI & Data": "brain",
  "IT Consulting": "lightbulb",
  "Web Development": "code",
  "Mobile App": "smartphone",
  "Engagement Models": "handshake",
};

/** A Key Features card: the area is the title, the text says what it means for this industry. */
export function feature(area: IndustryFeatureArea, description: string): Feature {
  return { title: area, description, icon: areaIcons[area] };
}
