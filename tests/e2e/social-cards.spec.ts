import { expect, test } from "./fixtures";

// Every page's social card, as a crawler of LinkedIn, Facebook or X reads it: the head tags
// of the built server's pages, then the image they name (docs/architecture.md#social-cards).
// Through HTTP only: no browser.

const MAX_CARD_BYTES = 300 * 1024;

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`).exec(html);
  return match?.[1]?.replaceAll("&amp;", "&");
}

test("every page names a 1200x630 PNG card under 300 KB, cached as immutable", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  expect(paths.length).toBeGreaterThan(20);
  const cards = new Map<string, number>();
  for (const path of [...paths, "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    const image = metaContent(html, "og:image") ?? "";
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(image, path).toMatch(/^https?:\/\/[^/]+\/assets\/cards-[0-9a-f]{10}\/[a-z0-9-]+\.png$/);
    if (canonical) expect(new URL(image).origin, path).toBe(new URL(canonical).origin);
    expect(metaContent(html, "twitter:image"), path).toBe(image);
    expect(metaContent(html, "twitter:card"), path).toBe("summary_large_image");
    expect(metaContent(html, "og:image:type"), path).toBe("image/png");
    expect(metaContent(html, "og:image:width"), path).toBe("1200");
    expect(metaContent(html, "og:image:height"), path).toBe("630");
    expect(metaContent(html, "og:image:alt") ?? "", path).not.toBe("");

    const { pathname } = new URL(image);
    if (cards.has(pathname)) continue;
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(200);
    expect(response.headers()["content-type"], pathname).toBe("image/png");
    expect(response.headers()["cache-control"], pathname).toBe("public, max-age=31536000, immutable");
    const png = await response.body();
    expect(png.toString("latin1", 1, 4), pathname).toBe("PNG");
    expect(png.toString("latin1", 12, 16), pathname).toBe("IHDR");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], pathname).toEqual([1200, 630]);
    expect(png.length, pathname).toBeLessThan(MAX_CARD_BYTES);
    cards.set(pathname, png.length);
  }
  // A card of its own for each indexed page, the brand's for the not-found page (the home page's).
  expect(cards.size).toBe(paths.length);
  const sizes = [...cards.values()];
  test.info().annotations.push({
    type: "card sizes",
    description: `${cards.size} cards, ${Math.min(...sizes)}-${Math.max(...sizes)} bytes`,
  });
});
