import { useEffect } from "react";
import { preinit, preload } from "react-dom";
import { Outlet } from "react-router";
import { agentPaths } from "./agent-paths";
import { Footer } from "./components/footer";
import { Navbar } from "./components/navbar";
import { ScrollOnNavigate } from "./components/scroll-on-navigate";
import { OrganizationJsonLd } from "./components/structured-data";
import { useSite } from "./site";
import { useRouteHandle } from "./use-route-handle";

/**
 * The root route renders the whole document (docs/architecture.md#the-requests-way-through-the-server), so the head tags each page
 * renders through react-helmet-async are hoisted by React into this <head>.
 */
export function Document({ children }: { children?: React.ReactNode }) {
  const plain = useRouteHandle()?.layout === "plain";
  useEffect(() => {
    // Tells browser tests (and curious developers) that the page is interactive now.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* For AI agents: what they can use here (docs/product.md#for-ai-agents). */}
        <link rel="ai-catalog" href={agentPaths.catalog} />
        <ServerAssets />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-blue-900 focus:shadow-lg"
        >
          Skip to content
        </a>
        {!plain && <Navbar />}
        <main id="main" className={plain ? "flex-1" : "flex-1 pt-16 print:pt-0"}>
          {children ?? <Outlet />}
        </main>
        {!plain && <Footer />}
        {!plain && <OrganizationJsonLd />}
        <ScrollOnNavigate />
      </body>
    </html>
  );
}

/**
 * Announces the page's stylesheet and typeface (its modules come after the first paint:
 * src/bootstrap.ts `deferredModules`). Only the server knows them
 * (from Vite's manifest); these calls render no element, so the browser's tree still matches.
 */
function ServerAssets() {
  const { assets } = useSite();
  if (assets) {
    for (const href of assets.stylesheets) preinit(href, { as: "style", precedence: "default" });
    for (const href of assets.fonts)
      preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  }
  return null;
}
