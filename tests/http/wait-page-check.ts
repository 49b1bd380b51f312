import { createHash } from "node:crypto";
import { expect } from "vitest";
import { waitPage } from "../../server/pages/wait-page";
import { rateLimitedFor } from "../../src/booking/messages";
import { company } from "../../src/content/company";
import { decodeEntities } from "./harness";

/**
 * The one 429 of the pages made for one request (server/pages/wait-page.ts): a small static
 * page in the site's colours with the wait in words, the same bytes whichever route refused,
 * its style allowed by its own policy, private and sending no referrer.
 */
export async function expectWaitPage(answer: {
  status: number;
  text: string;
  headers: Record<string, string>;
}): Promise<void> {
  expect(answer.status).toBe(429);
  const wait = Number(answer.headers["retry-after"]);
  expect(wait).toBeGreaterThan(0);
  expect(answer.text).toBe(await waitPage(wait).text());
  expect(answer.headers["cache-control"]).toBe("private, no-store");
  expect(answer.headers["referrer-policy"]).toBe("no-referrer");
  expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(decodeEntities(answer.text)).toContain(rateLimitedFor(wait));
  expect(answer.text).toContain(company.name);
  expect(answer.text).toContain('<a href="/">');
  expect(Buffer.byteLength(answer.text)).toBeLessThan(4096);
  // No render: no hydration data, no script at all.
  expect(answer.text).not.toContain("<script");
  const style = /<style>([^<]*)<\/style>/.exec(answer.text)?.[1] ?? "";
  const hash = createHash("sha256").update(style, "utf8").digest("base64");
  expect(answer.headers["content-security-policy"]).toContain(`style-src 'sha256-${hash}'`);
  expect(answer.headers["content-security-policy"]).not.toContain("unsafe-inline");
}
