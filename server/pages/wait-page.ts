import { rateLimitedFor } from "../../src/booking/messages";
import { company } from "../../src/content/company";
import { escapeHtml, staticPage } from "./error-page";

/**
 * The one 429 of the pages made for one request (docs/architecture.md#pages-made-for-one-request):
 * a post or a booking page refused by the rate limit. A small static page in the site's
 * colours that says how long to wait; never a render, and never anything the client sent
 * (its values stay in the page the browser's Back button returns to). Private, and sending
 * no referrer: it may answer a booking's own address, whose token is in the query.
 */
export function waitPage(wait: number): Response {
  return staticPage({
    status: 429,
    title: "Please wait a moment",
    header: `<header><span>${escapeHtml(company.name)}</span></header>`,
    body:
      `<p class="notice" role="alert">${escapeHtml(rateLimitedFor(wait))}</p>` +
      "<p>Your browser's Back button returns to the page you came from, with what you entered.</p>" +
      `<p><a href="/">Return to Home</a></p>`,
    headers: {
      "Retry-After": String(wait),
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
