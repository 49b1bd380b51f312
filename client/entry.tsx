import "@vitejs/plugin-react/preamble";
import "../src/styles.css";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppShell } from "../src/app-shell";
import { captureVisitSource } from "../src/booking/visit-source";
import { createRoutes } from "../src/routes";
import { DEFAULT_SITE_FACTS } from "../src/site";

/**
 * Resolves the lazy routes the server already rendered, so the router starts initialised
 * and the first client render matches the server's HTML (otherwise it would render a
 * fallback while the page chunk loads, and hydration would fail).
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function hydrate() {
  const routes = createRoutes();
  await loadMatchedRoutes(routes);
  const router = createBrowserRouter(routes);
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread in one long task (Total Blocking Time, docs/product.md#budgets).
  startTransition(() => {
    hydrateRoot(
      document,
      <AppShell site={window.__SITE__ ?? DEFAULT_SITE_FACTS}>
        <RouterProvider router={router} />
      </AppShell>,
      {
        // A mismatch with the server's HTML is a bug: say so loudly (tests fail on it).
        onRecoverableError: (error, info) =>
          console.error("Hydration error:", error, info.componentStack ?? ""),
      },
    );
  });
}

// Where this visit came from, kept on its first page for a booking (no cookie).
captureVisitSource(window.location, document.referrer);
// Not a top-level await: page chunks import this module's chunk, and a top-level await
// waiting on them would deadlock the module graph.
void hydrate();
