import type { MiddlewareHandler } from "hono";

/**
 * One canonical form per URL (docs/architecture.md#serving-pages): no trailing slash,
 * and a known path in other letter case goes to its lower-case form, both with a 301
 * that keeps the query.
 * API paths are left alone: a redirect would turn a POST into a GET.
 */
export function canonicalUrl(knownPaths: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    const pathname = c.req.path;
    if (pathname.startsWith("/api/")) return next();
    let target = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
    // Never answer with a protocol-relative Location such as //other.example.
    target = target.replace(/^\/{2,}/, "/");
    const lower = target.toLowerCase();
    if (lower !== target && knownPaths.has(lower)) target = lower;
    if (target === pathname) return next();
    return c.redirect(`${target}${new URL(c.req.url).search}`, 301);
  };
}
