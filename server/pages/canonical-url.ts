import type { MiddlewareHandler } from "hono";
import { requestTarget, splitTarget } from "../http/request-header";
import { REDIRECT_ROUTE } from "../metrics/http-metrics";

/**
 * A path no page or file can have, so never redirected, whatever it looks like once
 * trimmed or lower-cased: a backslash or an empty segment (`/\evil.example` and
 * `//evil.example` are other hosts to a browser), a control character, raw or
 * percent-encoded, or an encoded slash or backslash (`%2F`, `%5C`, any case). The page
 * area serves it the not-found page.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const UNSAFE_PATH = /[\\\x00-\x1f\x7f]|\/\/|%(?:[01][0-9a-f]|7f|2f|5c)/i;

export function isUnsafePath(rawPath: string): boolean {
  return UNSAFE_PATH.test(rawPath);
}

/**
 * The known page a raw request path stands for in another form (a trailing slash, other
 * letter case), or undefined: the path is canonical already, or no page at all. The
 * result is always one of `knownPaths`, so a redirect never leaves the site.
 */
export function canonicalPath(rawPath: string, knownPaths: ReadonlySet<string>): string | undefined {
  if (knownPaths.has(rawPath) || isUnsafePath(rawPath)) return undefined;
  const trimmed = rawPath.length > 1 && rawPath.endsWith("/") ? rawPath.slice(0, -1) : rawPath;
  for (const candidate of [trimmed, trimmed.toLowerCase()]) if (knownPaths.has(candidate)) return candidate;
  return undefined;
}

/** A query kept on the redirect only if it is plain visible ASCII (it goes into a header). */
const PLAIN_QUERY = /^\?[\x21-\x7e]*$/;

/**
 * A 301 to a known page's one form (docs/architecture.md#serving-pages), from the raw path,
 * keeping the query. API paths are left alone: a redirect would turn a POST into a GET.
 */
export function canonicalUrl(knownPaths: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith("/api/")) return next();
    const [path, search] = splitTarget(requestTarget(c));
    const target = canonicalPath(path, knownPaths);
    if (target === undefined) return next();
    c.set("metricsRoute", REDIRECT_ROUTE);
    return c.redirect(PLAIN_QUERY.test(search) ? `${target}${search}` : target, 301);
  };
}
