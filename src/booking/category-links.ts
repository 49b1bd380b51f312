import { services } from "../content/services";
import { CATEGORY_PARAM, categoryQuery } from "./categories";

/** The booking form's address pre-selecting `categories` (a service page's "book" link). */
export function bookingHrefFor(categories: readonly string[]): string {
  const query = new URLSearchParams(categories.map((category) => [CATEGORY_PARAM, category])).toString();
  return query ? `/schedule-consultation?${query}` : "/schedule-consultation";
}

/**
 * The booking form's category queries the site's own links use, in canonical form: each
 * service page's categories (src/pages/service.tsx). Only these are pages of their own on
 * the server (server/pages/site-paths.ts); any other query is answered with the plain form.
 */
export const LINKED_CATEGORY_QUERIES: ReadonlySet<string> = new Set(
  services
    .map((service) =>
      categoryQuery(new URLSearchParams(bookingHrefFor(service.categories).split("?")[1] ?? "")),
    )
    .filter((query) => query !== ""),
);

/**
 * The categories the server's HTML of this address pre-selects: a linked query's, else
 * none. The browser starts from them, so hydration matches the HTML, and applies any
 * other categories of the address after it (src/components/booking/booking-form.tsx).
 */
export function renderedCategories(params: URLSearchParams): string[] {
  const query = categoryQuery(params);
  return LINKED_CATEGORY_QUERIES.has(query) ? new URLSearchParams(query).getAll(CATEGORY_PARAM) : [];
}
