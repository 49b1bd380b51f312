/**
 * Where a visit came from (see docs/product.md#where-bookings-come-from): the first page
 * of a visit keeps its campaign parameters and the other site that linked to it in
 * `sessionStorage` (no cookie: the tab's own storage, gone when the tab closes), and the
 * booking form sends them with a booking as `source`. The server checks them again
 * (`sourceSchema` in ./schema.ts) and drops anything else. Small and free of libraries:
 * every page's script runs `captureVisitSource`.
 */

/** The campaign parameters kept, as a page's address names them. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** What a booking's `source` may hold: the campaign parameters and the referring site's origin. */
export const SOURCE_KEYS = [...UTM_KEYS, "referrer"] as const;
export type SourceKey = (typeof SOURCE_KEYS)[number];
export type Source = Partial<Record<SourceKey, string>>;
/** The longest value kept of each. */
export const SOURCE_VALUE_MAX = 200;

const STORAGE_KEY = "visit-source";

/** The storage the browser gives, or undefined where reading it throws (blocked storage). */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps where this visit came from, once: on its first page (the tab has nothing kept
 * yet), the page's `utm_*` parameters and the referring page's origin when it is another
 * site. Later pages of the visit keep what the first one found, even nothing.
 */
export function captureVisitSource(
  page: { search: string; origin: string },
  referrer: string,
  storage: Storage | undefined = sessionStore(),
): void {
  try {
    if (!storage || storage.getItem(STORAGE_KEY) !== null) return;
    const params = new URLSearchParams(page.search);
    const source: Source = {};
    for (const key of UTM_KEYS) {
      const value = params.get(key)?.trim();
      if (value) source[key] = value.slice(0, SOURCE_VALUE_MAX);
    }
    const from = originOf(referrer);
    if (from && from !== page.origin) source.referrer = from.slice(0, SOURCE_VALUE_MAX);
    storage.setItem(STORAGE_KEY, JSON.stringify(source));
  } catch {
    // Storage full or refused: the booking goes without a source.
  }
}

/** An http(s) address's origin, or null for anything else (none, `about:`, a malformed one). */
export function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** What the visit's first page kept, or undefined when it kept nothing. */
export function visitSource(storage: Storage | undefined = sessionStore()): Source | undefined {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? "null");
    if (typeof kept !== "object" || kept === null) return undefined;
    return Object.keys(kept).length > 0 ? (kept as Source) : undefined;
  } catch {
    return undefined;
  }
}
