import type { Context } from "hono";

/**
 * A post from another site (the browser says so in `Sec-Fetch-Site`, or its `Origin` is
 * not ours): a form post needs no preflight, so without this any page elsewhere could make
 * its visitors' browsers book. A client that sends neither (curl, an agent) is let through,
 * and meets the same limits as the API, unless `browserOnly`: the desk is worked from a
 * browser, which always says where a post comes from, so a post that says nothing is not
 * taken for the team's own.
 */
export function crossSite(c: Context, siteUrl: string, { browserOnly = false } = {}): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = c.req.header("Origin");
  if (!origin) return browserOnly;
  return origin !== new URL(siteUrl).origin && origin !== new URL(c.req.url).origin;
}
