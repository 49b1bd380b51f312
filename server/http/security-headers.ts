import { createHash } from "node:crypto";
import type { Context } from "hono";

// The security headers of every response (docs/architecture.md#security-headers); the static
// pages (server/pages/error-page.ts) set their own policy: RESOURCE_POLICY plus their style's hash.
// Responses kept in memory get them once, when they are prepared (server/pages/kept-response.ts);
// every other response gets them from the envelope middleware.

/** `'sha256-…'` source of an inline script (or style), for the Content-Security-Policy. */
export function scriptHash(content: string): string {
  return `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`;
}

/**
 * The page policy: everything from this origin only; the one inline script (the
 * bootstrap) allowed by its hash, not a nonce, so a page's bytes and ETag stay the same
 * from one request to the next and can be cached.
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

/** For responses that are not pages (JSON, files): nothing may run or frame them. */
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
 * Security headers on a response built by a handler (JSON, redirects, streamed pages).
 * A streamed page carries its own policy (built from its inline script's hash);
 * everything else gets the strict resource policy. Development drops the policy: Vite's
 * HMR client needs inline code and a socket.
 */
export function applySecurityHeaders(c: Context, enforceCsp: boolean): void {
  try {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    // Some responses (Response.redirect) have immutable headers: copy into one we own.
    c.res = new Response(c.res.body, c.res);
  }
  const headers = c.res.headers;
  // A booking's private page asks for no referrer at all: stricter than the default, so it stays.
  const noReferrer = headers.get("Referrer-Policy") === "no-referrer";
  for (const [name, value] of Object.entries(BASE_HEADERS)) headers.set(name, value);
  if (noReferrer) headers.set("Referrer-Policy", "no-referrer");
  headers.delete("X-Powered-By");
  if (!enforceCsp) headers.delete("Content-Security-Policy");
  else if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", RESOURCE_POLICY);
}
