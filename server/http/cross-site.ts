import type { Context } from "hono";

/**
 * A post from another site (the browser says so in `Sec-Fetch-Site`, or its `Origin` is
 * not ours): a form post needs no preflight, so without this any page elsewhere could make
 * its visitors' browsers book. A client that sends neither (curl, an agent) is let through,
 * and meets the same limits as the API.
 */
export function crossSite(c: Context, siteUrl: string): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = c.req.header("Origin");
  if (!origin) return false;
  return origin !== new URL(siteUrl).origin && origin !== new URL(c.req.url).origin;
}
