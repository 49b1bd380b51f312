import type { RouteObject } from "react-router";
import { categoryQuery } from "../../src/booking/categories";
import { LINKED_CATEGORY_QUERIES } from "../../src/booking/category-links";
import { portfolioDetailIds } from "../../src/content/portfolio";
import type { PageQuery, PageQueryName, RouteHandle } from "../../src/route-handle";

/**
 * A page's query rule: the canonical form of what its render reads, and the canonical
 * queries the site's own links use. Only those are pages of their own (rendered at start
 * and kept); any other value is the page without a query, so no client can make the
 * server render, or keep, a variant the site never links to.
 */
export interface QueryRule {
  canonical: PageQuery;
  linked: ReadonlySet<string>;
}

/**
 * The query rule each name in the route table stands for. The booking form's categories:
 * each service page links to it with its own (`service.categories`, src/pages/service.tsx);
 * industry pages, the menus and the home page link to it without any.
 */
const pageQueries: Record<PageQueryName, QueryRule> = {
  categories: { canonical: categoryQuery, linked: LINKED_CATEGORY_QUERIES },
};

/** Values a dynamic segment takes on a real page: only ids with detail data are pages. */
const dynamicSegments: Record<string, readonly string[]> = { ":id": portfolioDetailIds };

/** A page of the site: its path, its route's pattern, and the query parameters its render reads, if any. */
export interface SitePage {
  path: string;
  /** The route table's pattern it was expanded from (`/portfolio/:id`): its metrics' `route` label. */
  route: string;
  query?: QueryRule;
}

/**
 * Every page of the site, derived from the one route table: static paths as they stand,
 * dynamic ones expanded with their known values, the catch-all left out. Any other path
 * is the not-found page.
 */
export function sitePages(routes: readonly RouteObject[], parent = ""): SitePage[] {
  const pages = new Map<string, SitePage>();
  for (const route of routes) {
    if (route.path === "*") continue;
    const own = route.path === undefined ? parent : joinPath(parent, route.path);
    if (route.index || (route.path !== undefined && !route.children?.length)) {
      const name = (route.handle as RouteHandle | undefined)?.query;
      const query = name && pageQueries[name];
      const pattern = own || "/";
      for (const path of expand(pattern))
        pages.set(path, query ? { path, route: pattern, query } : { path, route: pattern });
    }
    if (route.children) for (const page of sitePages(route.children, own)) pages.set(page.path, page);
  }
  return [...pages.values()];
}

const joinPath = (parent: string, path: string) =>
  path.startsWith("/") ? path : `${parent.replace(/\/$/, "")}/${path}`;

function expand(path: string): string[] {
  const segments = path.split("/");
  const index = segments.findIndex((segment) => segment.startsWith(":"));
  if (index === -1) return [path];
  const values = dynamicSegments[segments[index] as string] ?? [];
  return values.flatMap((value) => expand(segments.with(index, value).join("/")));
}

/**
 * The page cache's key for a raw path and query: the path, plus the canonical query its route
 * reads when the site's own links use it; any other query (`utm_*`, a cache-buster) is the page
 * without it. Undefined for a path that is not a page.
 */
export function pageKeys(pages: readonly SitePage[]): (path: string, search: string) => string | undefined {
  const byPath = new Map(pages.map((page) => [page.path, page.query ?? null]));
  return (path, search) => {
    const query = byPath.get(path);
    if (query === undefined) return undefined;
    if (query === null || search.length <= 1) return path;
    const canonical = query.canonical(new URLSearchParams(search));
    return query.linked.has(canonical) ? `${path}?${canonical}` : path;
  };
}

/** The keys of every page with a query the site's own links use: a fixed list, kept from the start. */
export function linkedQueryKeys(pages: readonly SitePage[]): string[] {
  return pages.flatMap((page) => [...(page.query?.linked ?? [])].map((query) => `${page.path}?${query}`));
}
