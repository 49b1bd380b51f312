import { createHash } from "node:crypto";
import type { Context } from "hono";

declare module "hono" {
  interface ContextVariableMap {
    /** Set by the request log before anything else runs. */
    requestId: string;
    /** Whether page policies are enforced (off in development, for Vite's HMR client). */
    enforceCsp: boolean;
    /** The answer was built with all its headers (see `finalHeaders`): middlewares leave it be. */
    headersFinal: boolean;
  }
}

/** `'sha256-…'` source of an inline script, for the Content-Security-Policy. */
export function scriptHash(content: string): string {
  return `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`;
}

/**
 * The page policy (decisions §9): everything from this origin only; the one inline
 * script (the bootstrap) allowed by its hash, not a nonce, so a page's bytes and ETag
 * stay the same from one request to the next and can be cached.
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes.join(" ")}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self' mailto:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

/** For answers that are not pages (JSON, files): nothing may run or frame them. */
export const RESOURCE_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const BASE_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/**
 * The complete headers of an answer served from memory (a cached page, a file): the
 * security headers, the request id and its own, in one plain object. Such an answer is
 * marked final, so no middleware touches its headers afterwards: that keeps
 * @hono/node-server on its fast path (no Headers object per request), which is most of
 * the difference between serving cached bytes at a fifth and at half of nginx's rate.
 */
export function finalHeaders(
  c: Context,
  own: Readonly<Record<string, string>>,
  pagePolicy?: string,
): Record<string, string> {
  c.set("headersFinal", true);
  const headers: Record<string, string> = {
    ...BASE_HEADERS,
    ...own,
    "X-Request-Id": c.get("requestId") ?? "",
  };
  if (c.get("enforceCsp") !== false) headers["Content-Security-Policy"] = pagePolicy ?? RESOURCE_POLICY;
  return headers;
}

/**
 * Security headers on every other answer (JSON, redirects, streamed pages). Pages carry
 * their own policy (set by the renderer, which knows the inline script's hash);
 * everything else gets the strict resource policy.
 */
export function applySecurityHeaders(c: Context, enforceCsp: boolean): void {
  try {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    // Some responses (Response.redirect) have immutable headers: copy into one we own.
    c.res = new Response(c.res.body, c.res);
  }
  const headers = c.res.headers;
  for (const [name, value] of Object.entries(BASE_HEADERS)) headers.set(name, value);
  headers.delete("X-Powered-By");
  if (!enforceCsp) headers.delete("Content-Security-Policy");
  else if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", RESOURCE_POLICY);
}
