import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { KeptResponse, KeptVariant } from "./kept-response";
import { createPageCache, type PageCacheOptions } from "./page-cache";
import type { RenderedDocument, RenderPage } from "./render";

const HASH = "'sha256-fake'";
// Long enough to be compressed (short bodies are kept as they are).
const html = (path: string) => `<!DOCTYPE html><html><body>${`<p>${path}</p>`.repeat(200)}</body></html>`;

/** A render function without React: documents by path (and query), counting the renders. */
function fakeRender() {
  const rendered: string[] = [];
  const render: RenderPage = async (request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    rendered.push(`${path}${url.search}`);
    if (path === "/moved") return new Response(null, { status: 302, headers: { Location: "/" } });
    const document: RenderedDocument = {
      status: path.startsWith("/missing") ? 404 : 200,
      stream: new Blob([html(path)]).stream(),
      inlineScriptHashes: [HASH],
    };
    return document;
  };
  return { render, rendered };
}

const headersOf = (variant: KeptVariant) => {
  const pairs: Record<string, string> = {};
  for (let i = 0; i < variant.headers.length; i += 2) {
    pairs[variant.headers[i] as string] = variant.headers[i + 1] as string;
  }
  return pairs;
};

const ORIGIN = "https://test.example";
const options = (extra: Partial<PageCacheOptions> = {}): PageCacheOptions => ({
  enforceCsp: true,
  origin: ORIGIN,
  notFoundPath: "/missing-page",
  ...extra,
});

async function keptPage(path = "/about", { enforceCsp } = { enforceCsp: true }) {
  const { render, rendered } = fakeRender();
  const cache = createPageCache(render, options({ enforceCsp }));
  await cache.fill(path);
  const kept = cache.get(path);
  if (!kept) throw new Error(`${path} was not kept`);
  return { cache, kept, rendered };
}

describe("page cache", () => {
  it("renders a page once and keeps it", async () => {
    const { cache, kept, rendered } = await keptPage("/about");
    expect(cache.get("/about")).toBe(kept);
    expect(cache.get("/other")).toBeUndefined();
    const first = kept.pick(undefined, undefined);
    expect(first.body?.toString()).toBe(html("/about"));
    expect(kept.pick(undefined, undefined)).toBe(first);
    expect(rendered).toEqual(["/about"]);
    expect(cache.size).toBe(1);
  });

  it("answers with the page's headers and policy built from its inline script hashes", async () => {
    const { kept } = await keptPage();
    const headers = headersOf(kept.pick(undefined, undefined));
    expect(headers).toMatchObject({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding",
      "Content-Length": String(Buffer.byteLength(html("/about"))),
      "X-Content-Type-Options": "nosniff",
    });
    expect(headers["Content-Security-Policy"]).toContain(`script-src 'self' ${HASH}`);
    const withoutPolicy = await keptPage("/about", { enforceCsp: false });
    expect(
      headersOf(withoutPolicy.kept.pick(undefined, undefined))["Content-Security-Policy"],
    ).toBeUndefined();
  });

  it("has a strong ETag; a matching If-None-Match (also weak, or *) is a 304 without a body", async () => {
    const { kept } = await keptPage();
    const etag = headersOf(kept.pick("gzip", undefined)).ETag ?? "";
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}-gzip"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const variant = kept.pick("gzip", ifNoneMatch);
      expect(variant.status, ifNoneMatch).toBe(304);
      expect(variant.body).toBeNull();
      expect(headersOf(variant).ETag).toBe(etag);
      expect(headersOf(variant)["Content-Length"]).toBeUndefined();
    }
    expect(kept.pick(undefined, '"other"').status).toBe(200);
  });

  it("gives each encoding its own strong ETag (different bytes), and 304s only the one the client has", async () => {
    const { kept } = await keptPage();
    const tags = ["identity", "gzip", "br"].map((encoding) => headersOf(kept.pick(encoding, undefined)).ETag);
    const [identity, gzip, br] = tags;
    expect(new Set(tags).size).toBe(3);
    expect(gzip).toBe(`${identity?.slice(0, -1)}-gzip"`);
    expect(br).toBe(`${identity?.slice(0, -1)}-br"`);
    // A copy in another encoding is other bytes: the one asked for is sent.
    expect(kept.pick("br", gzip).status).toBe(200);
    expect(kept.pick("br", br).status).toBe(304);
    expect(kept.pick(undefined, identity).status).toBe(304);
  });

  it("chooses brotli, then gzip, then identity by Accept-Encoding, q=0 refusing", async () => {
    const { kept } = await keptPage();
    const cases: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      ["identity", undefined],
      ["gzip", "gzip"],
      ["gzip, deflate, br", "br"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0", undefined],
      ["*", "br"],
      ["*, br;q=0", "gzip"],
      // Coding names ignore case; the client's weights choose, brotli first on a tie.
      ["BR", "br"],
      ["GZip", "gzip"],
      ["gzip, br;q=0.5", "gzip"],
      ["gzip;q=0.5, br;q=0.5", "br"],
      ["gzip, br;Q=0", "gzip"],
      ["gzip ;q=0.8, br ;q=0.1", "gzip"],
      ["br;q=abc, gzip", "gzip"],
      ["x-gzip;q=1", "gzip"],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const variant = kept.pick(acceptEncoding, undefined);
      const headers = headersOf(variant);
      expect(headers["Content-Encoding"], acceptEncoding).toBe(expected);
      expect(headers["Content-Length"]).toBe(String(variant.body?.length));
      const body = variant.body ?? Buffer.alloc(0);
      const decoded =
        expected === "br" ? brotliDecompressSync(body) : expected === "gzip" ? gunzipSync(body) : body;
      expect(decoded.toString()).toBe(html("/about"));
    }
  });

  it("keeps only 200 pages: a not-found page and a redirect come back as rendered", async () => {
    const { render, rendered } = fakeRender();
    const cache = createPageCache(render, options());
    const missing = await cache.fill("/missing");
    expect(missing).toMatchObject({ status: 404, inlineScriptHashes: [HASH] });
    const moved = await cache.fill("/moved");
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).status).toBe(302);
    expect(cache.get("/missing")).toBeUndefined();
    expect(cache.get("/moved")).toBeUndefined();
    expect(cache.size).toBe(0);
    await cache.fill("/missing");
    expect(rendered).toEqual(["/missing", "/moved", "/missing"]);
  });

  it("warm() renders each key once, from the given origin, keeps them, and the not-found page", async () => {
    const { render, rendered } = fakeRender();
    const seen: string[] = [];
    const cache = createPageCache(
      (req, renderOptions) => {
        seen.push(req.url);
        return render(req, renderOptions);
      },
      options({ origin: "https://site.example" }),
    );
    await cache.warm(["/", "/a", "/b"]);
    await cache.warm(["/", "/a", "/b", "/c"]);
    expect(rendered).toEqual(["/", "/a", "/b", "/missing-page", "/c"]);
    expect(seen[1]).toBe("https://site.example/a");
    expect(cache.size).toBe(4);
    expect(cache.get("/c")?.pick(undefined, undefined).body?.toString()).toBe(html("/c"));
  });

  it("renders concurrent first visits of one key once", async () => {
    const { render, rendered } = fakeRender();
    const cache = createPageCache(render, options());
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.fill("/about")));
    expect(rendered).toEqual(["/about"]);
    expect(new Set(answers).size).toBe(1);
  });

  it("keeps the not-found page once, as a 404 without an ETag or a 304", async () => {
    const { render, rendered } = fakeRender();
    const cache = createPageCache(render, options());
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.notFound()));
    const later = await cache.notFound();
    expect(rendered).toEqual(["/missing-page"]);
    expect(new Set([...answers, later]).size).toBe(1);
    const variant = (later as KeptResponse).pick("gzip", "*");
    expect(variant.status).toBe(404);
    expect(headersOf(variant).ETag).toBeUndefined();
    expect(gunzipSync(variant.body ?? Buffer.alloc(0)).toString()).toBe(html("/missing-page"));
  });

  it("warm() renders the linked query keys along with the given keys, and keeps them", async () => {
    const { render, rendered } = fakeRender();
    const cache = createPageCache(render, options({ linkedQueryKeys: ["/book?c=1", "/book?c=2"] }));
    await cache.warm(["/", "/book"]);
    expect(rendered).toEqual(["/", "/book", "/book?c=1", "/book?c=2", "/missing-page"]);
    expect(cache.get("/book?c=2")?.pick(undefined, undefined).body?.toString()).toBe(html("/book"));
    expect(cache.size).toBe(4);
    await cache.fill("/book?c=1");
    expect(rendered).toHaveLength(5);
  });
});

describe("renew", () => {
  it("warm() and renew() give way between two renders: a request waits for one render, not for all", async () => {
    // As React's: the document is made at once and its stream resolves in microtasks alone.
    const rendered: string[] = [];
    let duringRender: (() => void) | undefined;
    const render: RenderPage = async (request) => {
      const path = new URL(request.url).pathname;
      rendered.push(path);
      duringRender?.();
      duringRender = undefined;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(html(path)));
          controller.close();
        },
      });
      return { status: path.startsWith("/missing") ? 404 : 200, stream, inlineScriptHashes: [HASH] };
    };
    const cache = createPageCache(render, options());
    const keys = ["/a", "/b", "/c", "/d", "/e"];
    /** How many renders had begun when a request that came in during the first one was answered. */
    const rendersBeforeAnswer = async (work: () => Promise<unknown>) => {
      const before = rendered.length;
      let seen = Number.POSITIVE_INFINITY;
      duringRender = () =>
        setImmediate(() => {
          seen = rendered.length - before;
        });
      await work();
      return seen;
    };
    expect(await rendersBeforeAnswer(() => cache.warm(keys))).toBeLessThanOrEqual(1);
    expect(await rendersBeforeAnswer(() => cache.renew())).toBeLessThanOrEqual(1);
  });

  it("renders every kept page and the not-found page again; a failed render keeps its old page and stops no other", async () => {
    let day = 1;
    let failing = "";
    const render: RenderPage = async (request) => {
      const path = new URL(request.url).pathname;
      if (path === failing) throw new Error("render failed");
      return {
        status: path.startsWith("/missing") ? 404 : 200,
        stream: new Blob([html(`${path} on day ${day}`)]).stream(),
        inlineScriptHashes: [HASH],
      };
    };
    const cache = createPageCache(render, options());
    await cache.warm(["/a", "/b", "/c"]);
    const bodyOf = (kept: KeptResponse | undefined) =>
      kept?.pick(undefined, undefined).body?.toString() ?? "";
    day = 2;
    failing = "/b";
    const failed = await cache.renew();
    expect(failed.map((failure) => failure.path)).toEqual(["/b"]);
    expect(bodyOf(cache.get("/a"))).toContain("/a on day 2");
    expect(bodyOf(cache.get("/b"))).toContain("/b on day 1");
    expect(bodyOf(cache.get("/c"))).toContain("/c on day 2");
    const notFound = await cache.notFound();
    expect(bodyOf(notFound as KeptResponse)).toContain("/missing-page on day 2");
  });
});
