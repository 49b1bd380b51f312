import { createHash } from "node:crypto";
import { expect } from "vitest";
import { waitPage } from "../../server/pages/request-pages";
import { rateLimitedFor } from "../../src/booking/messages";
import { company } from "../../src/content/company";
import { decodeEntities } from "./harness";

/**
 * The one 429 of the pages made for one request (`waitPage`, server/pages/request-pages.ts): a small static
 * page in the site's colours with the wait in words, the same bytes whichever route refused,
 * its style allowed by its own policy, private and sending no referrer.
 */
export async function expectWaitPage(response: {
  status: number;
  text: string;
  headers: Record<string, string>;
}): Promise<void> {
  expect(response.status).toBe(429);
  const wait = Number(response.headers["retry-after"]);
  expect(wait).toBeGreaterThan(0);
  expect(response.text).toBe(await waitPage(wait).text());
  expect(response.headers["cache-control"]).toBe("private, no-store");
  expect(response.headers["referrer-policy"]).toBe("no-referrer");
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(decodeEntities(response.text)).toContain(rateLimitedFor(wait));
  expect(response.text).toContain(company.name);
  expect(response.text).toContain('<a href="/">');
  // What Back does, as far as it is true: a page answered to a post is sent again first.
  expect(decodeEntities(response.text)).toContain("If it asks whether to send a form again, let it");
  expect(Buffer.byteLength(response.text)).toBeLessThan(4096);
  // No render: no hydration data, no script at all.
  expect(response.text).not.toContain("<script");
  const style = /<style>([^<]*)<\/style>/.exec(response.text)?.[1] ?? "";
  const hash = createHash("sha256").update(style, "utf8").digest("base64");
  expect(response.headers["content-security-policy"]).toContain(`style-src 'sha256-${hash}'`);
  expect(response.headers["content-security-policy"]).not.toContain("unsafe-inline");
}
