import { RESOURCE_POLICY, scriptHash } from "../http/security-headers";

// The response when no page can be rendered (the layout itself fails, or an error escapes
// every handler), and when the server will not render right now: a small static page
// that depends on nothing else, never the error's text (docs/product.md#pages-and-routes).
// Its one inline style is allowed by hash, as a page's bootstrap script is.

const STYLE =
  "body{margin:0;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}" +
  "header{background:#fff;border-bottom:1px solid #e2e8f0;padding:1rem;font-weight:700;font-size:1.125rem}" +
  "header span{display:block;max-width:40rem;margin:0 auto}" +
  "main{max-width:40rem;margin:0 auto;padding:6rem 1rem}h1{font-size:1.875rem;margin:0 0 1rem}" +
  ".detail{background:#fef2f2;color:#991b1b;padding:1rem;border-radius:.375rem;font-family:ui-monospace,monospace;font-size:.875rem}" +
  ".notice{background:#fffbeb;color:#92400e;padding:1rem;border-radius:.375rem}" +
  "a{color:#1d4ed8;font-weight:600}";

/** The resource policy, with the one inline style allowed. */
const POLICY = `${RESOURCE_POLICY}; style-src ${scriptHash(STYLE)}`;

/** Text made safe to place between tags. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface StaticPage {
  status: number;
  /** Plain text: the page's title and heading. */
  title: string;
  /** HTML of the page below the heading, made by the caller from fixed texts only. */
  body: string;
  /** HTML of a header above the page, if any. */
  header?: string;
  /** HTML added to the head (a `<meta http-equiv="refresh">`), made from fixed texts only. */
  head?: string;
  headers?: Record<string, string>;
}

/**
 * A page in the site's colours without React: one document with its style inline (allowed
 * by the hash in its own policy), so it costs a string and never a render.
 */
export function staticPage({
  status,
  title,
  body,
  header = "",
  head = "",
  headers = {},
}: StaticPage): Response {
  const html =
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title>${head}<style>${STYLE}</style></head>` +
    `<body>${header}<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": POLICY,
      ...headers,
    },
  });
}

const PAGES = {
  500: { title: "Unexpected Application Error!", detail: "500 Internal Server Error", advice: "" },
  503: {
    title: "The site is busy",
    detail: "503 Service Unavailable",
    advice: "<p>Please try again in a moment.</p>",
  },
} as const;

/** The static error page, as a fresh Response (its body can be read once). */
export function errorPage(status: keyof typeof PAGES, headers: Record<string, string> = {}): Response {
  const { title, detail, advice } = PAGES[status];
  return staticPage({
    status,
    title,
    body: `<p class="detail">${detail}</p>${advice}<p><a href="/">Return to Home</a></p>`,
    headers,
  });
}
