import { useEffect } from "react";
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { notFoundSeo } from "../content/seo/not-found";
import { buttonClass } from "./button-link";
import { NOINDEX_ROBOTS, Seo } from "./seo";

/** Error boundary of the page area: 404s get the not-found page, anything else the fallback. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ApplicationError error={error} />;
}

const waysOn = [
  ["/#services", "Our services"],
  ["/portfolio", "Our work"],
  ["/schedule-consultation", "Book a consultation"],
] as const;

export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A warning, not an error: a mistyped URL is the visitor's, not the application's.
    console.warn("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <section className="flex min-h-[60vh] items-center justify-center bg-slate-50 px-4 py-24">
      <Seo {...notFoundSeo} robots={NOINDEX_ROBOTS} />
      <div className="text-center">
        <h1 className="mb-4 text-6xl font-bold tracking-tight text-blue-900">404</h1>
        <p className="mb-8 text-xl text-slate-700">Oops! Page not found</p>
        {/* The way on (docs/product.md#pages-and-routes): what most visitors came for. */}
        <ul className="mb-8 flex flex-wrap justify-center gap-3">
          {waysOn.map(([to, name]) => (
            <li key={to}>
              <Link to={to} className={buttonClass("secondary")}>
                {name}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/" className={buttonClass()}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}

/**
 * What the fallback screen shows of an error: a route's status response as it is
 * (`404 Not Found`, a loader's `418 I'm a teapot`), anything else as a plain 500, never
 * the error's own text (docs/product.md#pages-and-routes).
 */
function statusLine(error: unknown): string {
  return isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : "500 Internal Server Error";
}

/** The fallback screen: "Unexpected Application Error!" with the status (docs/product.md#pages-and-routes). */
export function ApplicationError({ error }: { error: unknown }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <Seo
        title="Unexpected Application Error!"
        description="Something went wrong while rendering this page. Please try again in a moment."
        keywords={["error"]}
        robots={NOINDEX_ROBOTS}
      />
      <h1 className="mb-4 text-3xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="rounded-md bg-red-50 p-4 font-mono text-sm text-red-800">{statusLine(error)}</p>
      <p className="mt-8">
        <Link to="/" className="font-semibold text-blue-700 underline hover:text-blue-900">
          Return to Home
        </Link>
      </p>
    </section>
  );
}

/** Last resort when the document itself fails: a bare page that depends on nothing else. */
export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="robots" content={NOINDEX_ROBOTS} />
        <title>Unexpected Application Error!</title>
      </head>
      <body>
        <h1>Unexpected Application Error!</h1>
        <p>{statusLine(error)}</p>
      </body>
    </html>
  );
}
