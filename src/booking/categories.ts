/**
 * The booking form's service categories: all 37 names spec §3 lists, in its order
 * (it says 36, but decisions §5 keeps every listed name valid).
 */
export const serviceCategories = [
  "Auto Scaling",
  "Multi-Cloud Strategy",
  "Security First",
  "Data Management",
  "DevOps Integration",
  "Team Collaboration",
  "Cloud Migration",
  "Machine Learning",
  "AI Chatbots",
  "Data Analytics",
  "Computer Vision",
  "NLP Processing",
  "AI Integration",
  "Strategic Planning",
  "Expert Advisory",
  "Innovation Strategy",
  "Risk Management",
  "Performance Optimization",
  "Process Automation",
  "Cross-Platform",
  "Offline Capability",
  "Battery Optimized",
  "Social Integration",
  "Push Notifications",
  "Enterprise Security",
  "Responsive Design",
  "Modern Frameworks",
  "Lightning Fast",
  "Secure & Scalable",
  "SEO Optimized",
  "Database Integration",
  "Fixed Development Project",
  "Fixed Support Project",
  "Time & Material Based Service",
  "Hourly Consultancy",
  "Managed Service (Shared Resources)",
  "Managed Service (Dedicated Resources)",
] as const;

export type ServiceCategory = (typeof serviceCategories)[number];

// A Set, not Array.includes, so the type guard accepts any string without a cast at each call.
const known: ReadonlySet<string> = new Set(serviceCategories);

/** True when `value` is exactly one of the 37 category names (case and spacing included). */
export function isServiceCategory(value: string): value is ServiceCategory {
  return known.has(value);
}

export interface CategoryGroup {
  readonly title: string;
  readonly categories: readonly ServiceCategory[];
}

/**
 * The same names grouped as the form shows them, one group per service area; the
 * test checks that every name sits in exactly one group.
 */
export const categoryGroups: readonly CategoryGroup[] = [
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
];
