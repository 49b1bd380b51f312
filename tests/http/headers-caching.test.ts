import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { listen } from "../../server/listen";
import { createLogger } from "../../server/logger";
import { createRenderer } from "../../server/pages/render";
import { staticFiles } from "../../server/pages/static-files";
import { categoryQuery, serviceCategories } from "../../src/booking/categories";
import { services } from "../../src/content/services";
import { createRoutes } from "../../src/routes";
import { decodeEntities, TEST_SITE_URL, testAssets } from "./harness";

function appWithFiles() {
  const root = mkdtempSync(join(tmpdir(), "client-"));
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, ".vite"));
  writeFileSync(join(root, "assets", "app-abc123.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
  writeFileSync(
    join(root, "favicon.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(200)}</svg>`,
  );
  writeFileSync(join(root, ".vite", "manifest.json"), "{}");
  const logLines: Record<string, unknown>[] = [];
  const logger = createLogger("info", (line) => logLines.push(JSON.parse(line)));
  const routes = createRoutes();
  let renders = 0;
  const realRender = createRenderer({
    routes,
    assets: testAssets,
    siteUrl: TEST_SITE_URL,
    timeZone: "America/New_York",
    fee: null,
    logger,
  });
  const render: typeof realRender = (request, options) => {
    renders++;
    return realRender(request, options);
  };
  const built = buildApp({ routes, render, siteUrl: TEST_SITE_URL, logger, staticFiles: staticFiles(root) });
  return {
    ...built,
    request: supertest(built.listener),
    logLines,
    renders: () => renders,
  };
}

/** `?category=` for each of `categories`, as a link would write it. */
const queryOf = (categories: readonly string[]) =>
  new URLSearchParams(categories.map((category) => ["category", category])).toString();

/** The booking form link a page makes (its "book a consultation" button), as the browser follows it. */
async function bookingLinkOf(request: supertest.Agent | ReturnType<typeof supertest>, path: string) {
  const html = (await request.get(path)).text;
  const link = /href="(\/schedule-consultation\?[^"]+)"/.exec(html)?.[1];
  expect(link, path).toBeDefined();
  return decodeEntities(link ?? "");
}

/** Raw bytes as sent (superagent would decompress them for us). */
async function rawGet(listener: import("node:http").RequestListener, path: string, acceptEncoding: string) {
  const server = listen(listener, { port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as import("node:net").AddressInfo;
  try {
    return await new Promise<{ headers: import("node:http").IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        get({ host: "127.0.0.1", port, path, headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on("error", reject);
      },
    );
  } finally {
    server.close();
  }
}

describe("security headers on every answer", () => {
  const { request } = appWithFiles();

  it.each([
    "/",
    "/portfolio/ecommerce-platform",
    "/no-such-page",
    "/favicon.svg",
    "/robots.txt",
    "/healthz",
    "/contact/",
  ])("%s", async (path) => {
    const response = await request.get(path);
    const headers = response.headers;
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8}/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("pages allow only this origin's scripts and their own inline bootstrap by hash", async () => {
    const response = await request.get("/industries/healthcare");
    const policy = response.headers["content-security-policy"] ?? "";
    const directives = Object.fromEntries(
      policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]),
    );
    expect(directives["script-src"]?.[0]).toBe("'self'");
    expect(directives["script-src"]?.slice(1)).toEqual([
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/),
    ]);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("nonce-");
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self' mailto:",
      "default-src 'self'",
    ])
      expect(policy).toContain(directive);
    // The hash is of the page's one inline script.
    const inline =
      /<script[^>]*>(window\.__staticRouterHydrationData=[^<]*)<\/script>/.exec(response.text)?.[1] ?? "";
    const { createHash } = await import("node:crypto");
    expect(policy).toContain(`'sha256-${createHash("sha256").update(inline).digest("base64")}'`);
  });

  it("preloads the typeface in <head>, with the document", async () => {
    const response = await request.get("/");
    const head = response.text.slice(0, response.text.indexOf("</head>"));
    const preload = /<link rel="preload" href="\/assets\/brand-test.woff2"[^>]*>/.exec(head)?.[0] ?? "";
    // A font is fetched in CORS mode: without `crossorigin` the preload would be fetched twice.
    for (const attribute of ['as="font"', 'type="font/woff2"', 'crossorigin=""'])
      expect(preload).toContain(attribute);
  });

  it("keeps a well-formed incoming request id and logs one line per request without the query", async () => {
    const { request: fresh, logLines } = appWithFiles();
    const response = await fresh
      .get("/contact?email=someone%40example.com")
      .set("X-Request-Id", "proxy-id-12345");
    expect(response.headers["x-request-id"]).toBe("proxy-id-12345");
    const line = logLines.find((entry) => entry.event === "request");
    expect(line).toMatchObject({ id: "proxy-id-12345", method: "GET", path: "/contact", status: 200 });
    expect(JSON.stringify(logLines)).not.toContain("someone");
  });

  it("keeps a short client id and replaces a malformed one, from memory and through Hono alike", async () => {
    const { request: fresh } = appWithFiles();
    for (const path of ["/robots.txt", "/healthz"]) {
      expect((await fresh.get(path).set("X-Request-Id", "a1")).headers["x-request-id"], path).toBe("a1");
      const bad = await fresh.get(path).set("X-Request-Id", "bad id;<x>");
      expect(bad.headers["x-request-id"], path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("caching and compression", () => {
  it("renders a page once, then serves it from memory with an ETag; a matching If-None-Match is 304", async () => {
    const { request, renders } = appWithFiles();
    const first = await request.get("/services/web-development").set("Accept-Encoding", "gzip");
    const second = await request.get("/services/web-development").set("Accept-Encoding", "gzip");
    expect(renders()).toBe(1);
    expect(first.text).toBe(second.text);
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}-gzip"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers.vary).toBe("Accept-Encoding");
    const revalidated = await request
      .get("/services/web-development")
      .set("Accept-Encoding", "gzip")
      .set("If-None-Match", first.headers.etag ?? "");
    expect(revalidated.status).toBe(304);
    expect(revalidated.text ?? "").toBe("");
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    const stale = await request.get("/services/web-development").set("If-None-Match", '"something-else"');
    expect(stale.status).toBe(200);
  });

  it("serves brotli or gzip by Accept-Encoding, byte-identical once decoded", async () => {
    const { request, listener } = appWithFiles();
    const plain = await request.get("/").set("Accept-Encoding", "identity");
    const br = await rawGet(listener, "/", "gzip, deflate, br");
    const gzip = await rawGet(listener, "/", "gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.text);
    expect(gunzipSync(gzip.body).toString()).toBe(plain.text);
    expect(br.body.length).toBeLessThan(plain.text.length / 4);
    const refused = await request.get("/").set("Accept-Encoding", "br;q=0, gzip");
    expect(refused.headers["content-encoding"]).toBe("gzip");
  });

  it("a query the page does not read serves the page's kept bytes and ETag, and 304s", async () => {
    const { request, renders } = appWithFiles();
    for (const [page, variants] of [
      ["/", ["/?utm_source=x", "/?utm_source=x&utm_medium=y", "/?", "/?a=%0d%0a"]],
      [
        "/services/web-development",
        ["/services/web-development?fbclid=IwAR0abc", "/services/web-development?x"],
      ],
      [
        "/schedule-consultation",
        ["/schedule-consultation?utm_campaign=spring", "/schedule-consultation?category=Nope"],
      ],
    ] as const) {
      const plain = await request.get(page).set("Accept-Encoding", "identity");
      for (const variant of variants) {
        const response = await request.get(variant).set("Accept-Encoding", "identity");
        expect(response.status, variant).toBe(200);
        expect(response.text, variant).toBe(plain.text);
        expect(response.headers.etag, variant).toBe(plain.headers.etag);
        const revalidated = await request
          .get(variant)
          .set("Accept-Encoding", "identity")
          .set("If-None-Match", plain.headers.etag ?? "");
        expect(revalidated.status, variant).toBe(304);
      }
    }
    expect(renders()).toBe(3);
  });

  it("the booking page's ?category= pre-selects what the site's own links choose, one kept page per link", async () => {
    const { request, renders } = appWithFiles();
    const checked = (html: string, category: string) => {
      const value = category.replaceAll("&", "&amp;").replace(/[()]/g, "\\$&");
      return new RegExp(
        `<input[^>]*value="${value}"[^>]*checked=""|<input[^>]*checked=""[^>]*value="${value}"`,
      ).test(html);
    };
    const plain = await request.get("/schedule-consultation");
    for (const service of services) {
      const link = await bookingLinkOf(request, `/services/${service.slug}`);
      const chosen = await request.get(link);
      for (const category of service.categories) expect(checked(chosen.text, category), link).toBe(true);
      expect(chosen.headers.etag, link).not.toBe(plain.headers.etag);
      // The same set in another order, repeated, or with other parameters: the same kept page.
      const [first = "", ...rest] = service.categories;
      for (const same of [
        queryOf([...rest, first]),
        `utm_source=x&${queryOf([first, ...service.categories])}&fbclid=1`,
        queryOf([...service.categories, "Nonsense"]),
      ]) {
        const response = await request.get(`/schedule-consultation?${same}`);
        expect(response.headers.etag, same).toBe(chosen.headers.etag);
      }
    }
    // The plain page, and each service's page and its booking link: rendered once each.
    expect(renders()).toBe(1 + 2 * services.length);
  });

  it("any ?category= no link of the site uses is the plain booking page: same bytes and ETag, never a render", async () => {
    const { request, renders, pages } = appWithFiles();
    const plain = await request.get("/schedule-consultation").set("Accept-Encoding", "identity");
    const linked = services[0]?.categories ?? [];
    const others = [
      queryOf(["AI Chatbots", "Cloud Migration"]),
      queryOf(["AI Chatbots"]),
      queryOf(linked.slice(1)),
      queryOf([...linked, "AI Chatbots"]),
      // Every set a client could name: one category at a time, then growing sets.
      ...serviceCategories.map((category) => queryOf([category])),
      ...serviceCategories.map((_, n) => queryOf(serviceCategories.slice(0, n + 2))),
    ];
    // A query that happens to name a service's own set is that link's page (tested above).
    const canonical = (query: string) => categoryQuery(new URLSearchParams(query));
    const linkedSets = new Set(services.map((service) => canonical(queryOf(service.categories))));
    const unlinked = others.filter((query) => !linkedSets.has(canonical(query)));
    expect(unlinked.length).toBeGreaterThan(70);
    const size = pages.size;
    for (const query of unlinked) {
      const response = await request
        .get(`/schedule-consultation?${query}`)
        .set("Accept-Encoding", "identity");
      expect(response.status, query).toBe(200);
      expect(response.text, query).toBe(plain.text);
      expect(response.headers.etag, query).toBe(plain.headers.etag);
      const revalidated = await request
        .get(`/schedule-consultation?${query}`)
        .set("Accept-Encoding", "identity")
        .set("If-None-Match", plain.headers.etag ?? "");
      expect(revalidated.status, query).toBe(304);
    }
    expect(renders()).toBe(1);
    expect(pages.size).toBe(size);
  });

  it("every unknown path gets the same kept not-found page, rendered once", async () => {
    const { request, renders, logLines } = appWithFiles();
    const paths = ["/nope-1", "/nope-2?x=1", "/portfolio/unknown-project", "/services/unknown", "/a/b/c/d"];
    const responses = await Promise.all(
      paths.map((path) => request.get(path).set("Accept-Encoding", "identity")),
    );
    for (const [i, response] of responses.entries()) {
      expect(response.status, paths[i]).toBe(404);
      expect(response.text, paths[i]).toBe(responses[0]?.text);
      expect(response.headers.etag, paths[i]).toBeUndefined();
      expect(response.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    }
    expect(renders()).toBe(1);
    const notFoundLines = logLines.filter((line) => line.event === "page.not_found").map((line) => line.path);
    expect(notFoundLines.sort()).toEqual(paths.map((path) => path.split("?")[0]).sort());
  });

  it("many distinct query strings and unknown paths cost no more than one render each page", async () => {
    const { request, renders } = appWithFiles();
    const n = 40;
    const targets = Array.from({ length: n }, (_, i) => [
      `/?utm_source=bot-${i}`,
      `/no-such-page-${i}`,
      `/contact?cache-buster=${i}`,
      `/schedule-consultation?category=AI%20Chatbots&r=${i}`,
    ]).flat();
    const statuses = await Promise.all(targets.map(async (target) => (await request.get(target)).status));
    expect(statuses.filter((status) => status === 404)).toHaveLength(n);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3 * n);
    expect(renders()).toBe(4);
  });

  it("warm() renders every known page, and each booking link of the site, ahead of visitors", async () => {
    const { pages, paths, request, renders } = appWithFiles();
    await pages.warm(paths);
    expect(pages.size).toBe(paths.length + services.length);
    const before = renders();
    await request.get("/privacy");
    for (const service of services) {
      const link = await bookingLinkOf(request, `/services/${service.slug}`);
      expect((await request.get(link)).status, link).toBe(200);
    }
    expect(renders()).toBe(before);
  });

  it("hashed assets are immutable for a year; other public files revalidate; the manifest is private", async () => {
    const { request } = appWithFiles();
    const asset = await request.get("/assets/app-abc123.js").set("Accept-Encoding", "br");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(asset.headers["content-encoding"]).toBe("br");
    const icon = await request.get("/favicon.svg");
    expect(icon.headers["cache-control"]).toBe("public, max-age=86400, must-revalidate");
    expect(icon.headers.etag).toBeDefined();
    expect((await request.get("/favicon.svg").set("If-None-Match", icon.headers.etag ?? "")).status).toBe(
      304,
    );
    expect((await request.get("/.vite/manifest.json")).status).toBe(404);
  });
});
