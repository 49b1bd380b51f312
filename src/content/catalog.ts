import type { NavLink } from "./schema";

/**
 * The light index of service and industry pages: slug and menu name only. The route
 * table, menus, footer and sitemap need just this, so the main bundle does not carry
 * every page's full copy; `content.test.ts` checks it matches `services/` and `industries/`.
 */
export interface CatalogEntry {
  slug: string;
  name: string;
}

export const serviceIndex = [
  { slug: "web-development", name: "Web Development" },
  { slug: "mobile-app", name: "Mobile App Development" },
  { slug: "cloud-services", name: "Cloud Services" },
  { slug: "ai-solutions", name: "AI Solutions" },
  { slug: "it-consulting", name: "IT Consulting" },
  { slug: "engagement-models", name: "Engagement Models" },
] as const satisfies readonly CatalogEntry[];

export const industryIndex = [
  { slug: "technology", name: "Technology" },
  { slug: "healthcare", name: "Healthcare" },
  { slug: "finance", name: "Finance" },
  { slug: "retail", name: "Retail" },
  { slug: "manufacturing", name: "Manufacturing" },
  { slug: "ecommerce", name: "E-commerce" },
  { slug: "hospitality", name: "Hospitality" },
  { slug: "logistics", name: "Logistics" },
  { slug: "automotive", name: "Automotive" },
  { slug: "education", name: "Education" },
] as const satisfies readonly CatalogEntry[];

export const servicePath = (slug: string) => `/services/${slug}`;
export const industryPath = (slug: string) => `/industries/${slug}`;

export type { NavLink };

export const serviceNavLinks: readonly NavLink[] = serviceIndex.map((s) => ({
  name: s.name,
  href: servicePath(s.slug),
}));
export const industryNavLinks: readonly NavLink[] = industryIndex.map((i) => ({
  name: i.name,
  href: industryPath(i.slug),
}));
export const mainNavLinks: readonly NavLink[] = [
  { name: "About", href: "/#about" },
  { name: "Portfolio", href: "/portfolio" },
  { name: "Contact", href: "/contact" },
];
