import { createContext, RouterContextProvider } from "react-router";
import type { BookingPageView } from "./booking/booking-view";
import type { BookingFormView, RescheduleView } from "./booking/form-view";
import type { TeamPageView } from "./booking/team-view";

/**
 * What the server decided for one request before rendering a page that is not kept (see
 * docs/architecture.md#pages-made-for-one-request): the booking form after a post (the
 * visitor's values, messages and the slots it looked up), a booking's own page, or the
 * team's page of a booking. The server hands it to the render as the router's request
 * context; the page's loader returns it, so it travels to the browser in the hydration
 * data and both sides render the same. A loader in the browser (a client-side navigation) finds none.
 */
export type ServerView =
  | { page: "booking-form"; form: BookingFormView }
  | { page: "booking"; booking: BookingPageView }
  | { page: "reschedule"; reschedule: RescheduleView }
  | { page: "team-booking"; team: TeamPageView };

const serverViewContext = createContext<ServerView | null>(null);

/** The request context the renderer passes to `query()` for a view. */
export function contextWithView(view: ServerView | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  if (view) context.set(serverViewContext, view);
  return context;
}

/** The view of the given page from a loader's context, or null (a kept render, the browser). */
export function viewFrom<Page extends ServerView["page"]>(
  context: unknown,
  page: Page,
): Extract<ServerView, { page: Page }> | null {
  if (!(context instanceof RouterContextProvider)) return null;
  const view = context.get(serverViewContext);
  return view?.page === page ? (view as Extract<ServerView, { page: Page }>) : null;
}
