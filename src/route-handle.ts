// What a route of the table says of itself (src/routes.tsx): which page it is, the query
// its HTML depends on, and its layout. Apart from the table, so the document and the pages
// read a route's handle without importing the table that imports them.

export const pageNames = [
  "home",
  "service",
  "industry",
  "portfolio",
  "portfolio-detail",
  "contact",
  "privacy",
  "terms",
  "schedule-consultation",
  "booking",
  "reschedule",
  "team-booking",
  "team-desk",
] as const;
export type PageName = (typeof pageNames)[number];

/**
 * The query parameters a page reads while rendering on the server, as the canonical query
 * string its HTML depends on ("" when none applies). Pages without one render the same
 * HTML whatever the query (`utm_*` and the like), which the server's page cache relies on.
 */
export type PageQuery = (params: URLSearchParams) => string;

/**
 * A page's query rule by name; the functions live with the server's page cache
 * (server/pages/site-paths.ts), so the lists they read stay out of the browser's entry.
 */
export type PageQueryName = "categories";

export interface RouteHandle {
  page: PageName;
  /** The content entry a shared layout renders (service and industry pages). */
  slug?: string;
  query?: PageQueryName;
  /** "plain": the document without the site's navigation and footer (the team's desk, a tool, not a page to browse). */
  layout?: "plain";
}
