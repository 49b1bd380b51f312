import type { ComponentType } from "react";
import { type ActionFunction, data, type LoaderFunction, type RouteObject } from "react-router";
import { RootErrorBoundary, RouteErrorBoundary } from "./components/route-error";
import { industryIndex, serviceIndex } from "./content/catalog";
import { Document } from "./document";
import type { PageName, RouteHandle } from "./route-handle";

/**
 * The one route table (docs/architecture.md#how-to-add-a-page), imported by the server
 * renderer and the browser entry. Each page is its own chunk, loaded through `lazy`; `handle.page` names
 * the page module so the server can announce exactly that chunk (see server/pages/assets.ts).
 */

export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
  /** A form post's route action: run by the server's `query()` only (see `page`). */
  action?: ActionFunction;
}

/** The route whose error boundary shows the not-found and error screens inside the layout. */
export const PAGE_AREA_ROUTE_ID = "page-area";

const pageModules = import.meta.glob<PageModule>("./pages/*.tsx");

/** Source path of a page module, as Vite's manifest names it. */
export function pageModulePath(page: PageName): string {
  return `src/pages/${page}.tsx`;
}

function page(name: PageName, own: Omit<RouteHandle, "page"> = {}): Pick<RouteObject, "handle" | "lazy"> {
  const load = pageModules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`No page module for "${name}"`);
  const handle: RouteHandle = { page: name, ...own };
  return {
    handle,
    lazy: async () => {
      const module = await load();
      const route = module.loader
        ? { Component: module.default, loader: module.loader }
        : { Component: module.default };
      // A form post's action runs on the server only (its `query()`): the browser's routes
      // have none, so a form posted without JavaScript always goes to the server, and the
      // browser only hydrates what the server answered. (Vite drops this from the browser's build.)
      return import.meta.env.SSR && module.action ? { ...route, action: module.action } : route;
    },
  };
}

const notFound: LoaderFunction = () => {
  throw data(null, { status: 404, statusText: "Not Found" });
};

export function createRoutes(): RouteObject[] {
  return [
    {
      id: "root",
      path: "/",
      Component: Document,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: PAGE_AREA_ROUTE_ID,
          ErrorBoundary: RouteErrorBoundary,
          children: [
            { index: true, ...page("home") },
            ...serviceIndex.map(({ slug }) => ({ path: `services/${slug}`, ...page("service", { slug }) })),
            ...industryIndex.map(({ slug }) => ({
              path: `industries/${slug}`,
              ...page("industry", { slug }),
            })),
            { path: "portfolio", ...page("portfolio") },
            { path: "portfolio/:id", ...page("portfolio-detail") },
            { path: "contact", ...page("contact") },
            { path: "privacy", ...page("privacy") },
            { path: "terms", ...page("terms") },
            { path: "schedule-consultation", ...page("schedule-consultation", { query: "categories" }) },
            // A booking's private page: rendered per request for its token, never kept
            // (server/pages/request-pages.ts). A refused cancel answers the page at the post's
            // own address (`/cancel`, optional), so the browser hydrates the route of the
            // address it shows, with the action's data.
            { path: "bookings/:bookingId/cancel?", ...page("booking") },
            { path: "bookings/:bookingId/reschedule", ...page("reschedule") },
            // The team's page of a booking: private and per request like the booking page.
            // A refused Confirm or Decline post is answered
            // with the page at the post's own address (`/confirm`, `/decline`: the optional
            // segment), so the browser hydrates the route of the address it shows.
            { path: "team/bookings/:bookingId/:decision?", ...page("team-booking", { layout: "plain" }) },
            // The team's desk: private, per request, for the desk's session only
            // (server/pages/request-pages.ts). A refused post of one of its forms is answered at
            // the post's own address (`/team/close`: the optional segment).
            { path: "team/:post?", ...page("team-desk", { layout: "plain" }) },
            { path: "*", loader: notFound },
          ],
        },
      ],
    },
  ];
}
