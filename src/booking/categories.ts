/**
 * The booking form's service categories, grouped as the form shows them, one group per
 * service area. Read in order, the groups give all 37 names of the product's list in its order (it
 * says 36, but every listed name is valid): this table is the one list.
 */
export const categoryGroups = [
  {
    title: "Cloud Services",
    categories: [
      "Auto Scaling",
      "Multi-Cloud Strategy",
      "Security First",
      "Data Management",
      "DevOps Integration",
      "Team Collaboration",
      "Cloud Migration",
    ],
  },
  {
    title: "AI & Data",
    categories: [
      "Machine Learning",
      "AI Chatbots",
      "Data Analytics",
      "Computer Vision",
      "NLP Processing",
      "AI Integration",
    ],
  },
  {
    title: "IT Consulting",
    categories: [
      "Strategic Planning",
      "Expert Advisory",
      "Innovation Strategy",
      "Risk Management",
      "Performance Optimization",
      "Process Automation",
    ],
  },
  {
    title: "Mobile App",
    categories: [
      "Cross-Platform",
      "Offline Capability",
      "Battery Optimized",
      "Social Integration",
      "Push Notifications",
      "Enterprise Security",
    ],
  },
  {
    title: "Web Development",
    categories: [
      "Responsive Design",
      "Modern Frameworks",
      "Lightning Fast",
      "Secure & Scalable",
      "SEO Optimized",
      "Database Integration",
    ],
  },
  {
    title: "Engagement Models",
    categories: [
      "Fixed Development Project",
      "Fixed Support Project",
      "Time & Material Based Service",
      "Hourly Consultancy",
      "Managed Service (Shared Resources)",
      "Managed Service (Dedicated Resources)",
    ],
  },
] as const satisfies readonly { title: string; categories: readonly string[] }[];

export type CategoryGroup = (typeof categoryGroups)[number];
export type ServiceCategory = CategoryGroup["categories"][number];

/** All 37 names, in the order of the product's list. */
export const serviceCategories: readonly ServiceCategory[] = categoryGroups.flatMap(
  (group) => group.categories,
);

// A Set, not Array.includes, so the type guard accepts any string without a cast at each call.
const known: ReadonlySet<string> = new Set(serviceCategories);

/** True when `value` is exactly one of the 37 category names (case and spacing included). */
export function isServiceCategory(value: string): value is ServiceCategory {
  return known.has(value);
}

/** The categories of one group, e.g. those a service page pre-selects in the booking form. */
export function categoriesOf(title: CategoryGroup["title"]): ServiceCategory[] {
  const group = categoryGroups.find((candidate) => candidate.title === title);
  if (!group) throw new Error(`No category group "${title}"`);
  return [...group.categories];
}

/** The query parameter that pre-selects categories in the booking form (repeatable). */
export const CATEGORY_PARAM = "category";

/**
 * What of a booking-page query its HTML depends on: the known categories it pre-selects,
 * each once, in list order (the form ignores other names and other parameters). The
 * server keys its page cache on this (docs/architecture.md#serving-pages), so
 * `?category=A&category=B&utm_source=x` is the same page as `?category=B&category=A`.
 */
export function categoryQuery(params: URLSearchParams): string {
  const chosen = new Set(params.getAll(CATEGORY_PARAM));
  const canonical = new URLSearchParams();
  for (const category of serviceCategories)
    if (chosen.has(category)) canonical.append(CATEGORY_PARAM, category);
  return canonical.toString();
}
