import { isRouteErrorResponse } from "react-router";
import type { SiteFacts } from "./site";

/**
 * What the server hands the browser in its one inline bootstrap script: the router's
 * hydration data (read by `createBrowserRouter` from `window.__staticRouterHydrationData`)
 * and the canonical origin.
 */
export interface RouterHydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

declare global {
  interface Window {
    __staticRouterHydrationData?: RouterHydrationData;
    __SITE__?: SiteFacts;
  }
}

/**
 * The page's JavaScript, asked for once the server's HTML has been painted (the next
 * animation frame, or 100 ms at most where frames wait, as in a background tab): the
 * route's chunks as module preloads, then the entry modules. The first paint then waits
 * for nothing but the stylesheet, and the page is complete and usable without it
 * (docs/decisions/brand.md#the-first-paint).
 */
export function deferredModules(entries: readonly string[], preloads: readonly string[]): string {
  const add = (tag: string, attributes: Record<string, string>) =>
    `e=document.createElement(${JSON.stringify(tag)});${Object.entries(attributes)
      .map(([name, value]) => `e.${name}=${scriptSafeJson(value)};`)
      .join("")}document.head.append(e);`;
  const body = [
    ...preloads.map((href) => add("link", { rel: "modulepreload", href })),
    ...entries.map((src) => add("script", { type: "module", src })),
  ].join("");
  return `(function(){var done=false;function load(){if(done)return;done=true;var e;${body}}requestAnimationFrame(load);setTimeout(load,100);})();`;
}

/** Errors cross to the browser in the form react-router's `createBrowserRouter` revives. */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) serialized[routeId] = { ...error, __type: "RouteErrorResponse" };
    else if (error instanceof Error) serialized[routeId] = { message: error.message, __type: "Error" };
    else serialized[routeId] = error;
  }
  return serialized;
}

/** JSON inside a script element: escape what could end the element or break the JS string. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function bootstrapScript(data: RouterHydrationData, site: SiteFacts): string {
  // Only what createBrowserRouter reads: the handler's context also holds route objects.
  const routerData = {
    loaderData: data.loaderData,
    actionData: data.actionData,
    errors: serializeErrors(data.errors),
  };
  return `window.__staticRouterHydrationData=${scriptSafeJson(routerData)};window.__SITE__=${scriptSafeJson(site)};`;
}
