import { get, type IncomingHttpHeaders, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { createElement, Suspense, use } from "react";
import type { RouteObject } from "react-router";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { listen } from "../../server/listen";
import { createLogger, levelNumber } from "../../server/logger";
import { portfolioDetailIds } from "../../src/content/portfolio";
import { createRoutes, PAGE_AREA_ROUTE_ID } from "../../src/routes";
import { count, headOf, TEST_SITE_URL, testApp, testSite } from "./harness";

describe("canonical URLs", () => {
  const { request } = testApp();

  it.each([
    ["/contact/", "/contact"],
    ["/services/web-development/", "/services/web-development"],
    ["/Contact", "/contact"],
    ["/Services/Web-Development/", "/services/web-development"],
    ["/CONTACT?ref=ad&x=1", "/contact?ref=ad&x=1"],
    ["/", undefined],
  ])("%s answers 301 to %s", async (from, to) => {
    const response = await request.get(from);
    expect(response.status).toBe(to === undefined ? 200 : 301);
    expect(response.headers.location).toBe(to);
  });

  it("leaves an unknown path in other letter case alone: it is simply not found", async () => {
    const response = await request.get("/No-Such-Page");
    expect(response.status).toBe(404);
  });
});

/** A GET with the request target exactly as given (supertest would normalise it first). */
async function rawGet(listener: RequestListener, target: string) {
  const server = listen(listener, { port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        get({ host: "127.0.0.1", port, path: target }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            body += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        }).on("error", reject);
      },
    );
  } finally {
    server.close();
  }
}

describe("redirects go only to pages of this site", () => {
  // Both ways in: a cold site hands every request on to Hono; a warm one answers what it
  // keeps (every page, the not-found page) from the memory-first listener.
  const cold = testApp();
  const warm = testSite();
  const logLines = [cold.logLines, warm.logLines];
  const ways: [string, RequestListener][] = [
    ["Hono (nothing kept yet)", cold.listener],
    ["the memory-first listener (all kept)", warm.listener],
  ];
  beforeAll(() => warm.site.warm(), 30_000);
  const errorLines = () => logLines.flat().filter((line) => line.level === levelNumber("error"));

  // Every one of these is the not-found page: no redirect, no 500, no error line.
  const notFound = [
    "/%5Cevil.com/",
    "/%5cevil.com",
    "//evil.com/",
    "//evil.com",
    "/\\evil.com",
    "/\\evil.com/",
    "/\\/evil.com",
    "/services//x",
    "/contact//",
    "//contact",
    "/portfolio///",
    "/%2F%2Fevil.com/",
    "/%2fcontact",
    "/contact%2F",
    "/%0d%0aSet-Cookie:x/",
    "/%0D%0ALocation:%20https://evil.com/",
    "/%00/",
    "/contact%00",
    "/%7f/",
    "/services/%2E%2E/",
    "/services/%2e%2e/contact",
    "/a/../contact",
    "/%E0%80%AF/",
    "/%C0%AF/",
    "/%/",
    "/%zz/",
    "/%ff%fe/",
    "/no-such-page/",
    "/No-Such-Page/",
    "/%63ontact/",
  ];

  it.each(ways)("via %s: nasty paths answer the not-found page", async (_way, handler) => {
    for (const target of notFound) {
      const response = await rawGet(handler, target);
      expect(response.status, target).toBe(404);
      expect(response.headers.location, target).toBeUndefined();
      expect(response.body, target).toContain("Oops! Page not found");
    }
    expect(errorLines()).toEqual([]);
  });

  it.each(ways)("via %s: a redirect's Location is always a known page", async (_way, handler) => {
    const cases: [string, string][] = [
      ["/contact/", "/contact"],
      ["/CONTACT/", "/contact"],
      ["/contact/?%0d%0a=x", "/contact?%0d%0a=x"],
      ["/contact/?a=\\b", "/contact?a=\\b"],
    ];
    for (const [target, location] of cases) {
      const response = await rawGet(handler, target);
      expect(response.status, target).toBe(301);
      expect(response.headers.location, target).toBe(location);
    }
    expect(errorLines()).toEqual([]);
  });
});

describe("sitemap.xml and robots.txt", () => {
  const { request } = testApp();

  it("lists every indexable route once, and no page that is not found", async () => {
    const response = await request.get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(1 + 6 + 10 + 1 + 7 + 4);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${TEST_SITE_URL}/`);
    expect(locs).toContain(`${TEST_SITE_URL}/industries/healthcare`);
    for (const id of portfolioDetailIds) expect(locs).toContain(`${TEST_SITE_URL}/portfolio/${id}`);
    expect(locs).not.toContain(`${TEST_SITE_URL}/portfolio/chatbot-ai-system`);
    expect(locs.some((loc) => loc?.includes(":") && loc.split(":").length > 2)).toBe(false);
  });

  it("every sitemap entry answers 200", async () => {
    const sitemap = await request.get("/sitemap.xml");
    const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? "").pathname,
    );
    for (const path of paths) expect((await request.get(path)).status, path).toBe(200);
  }, 20_000); // 29 first renders: a few seconds on a busy machine

  it("robots.txt allows crawling and points at the sitemap", async () => {
    const response = await request.get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.text).toContain("Allow: /");
    expect(response.text).toContain(`Sitemap: ${TEST_SITE_URL}/sitemap.xml`);
  });
});

const SECRET = "Widget exploded: token=s3cr3t for ada@example.com";

function Broken(): never {
  throw new Error(SECRET);
}

const rejected = Promise.reject(new Error(SECRET));
rejected.catch(() => {});
/** Throws only after the shell is out, inside a Suspense boundary. */
function LateBroken() {
  return createElement(
    Suspense,
    { fallback: createElement("p", null, "Loading") },
    createElement(LateThrower),
  );
}
function LateThrower(): never {
  use(rejected);
  throw new Error("unreachable");
}

describe("a page that throws while rendering", () => {
  function routesWith(extra: RouteObject): RouteObject[] {
    const routes = createRoutes();
    const pageArea = routes[0]?.children?.find((route) => route.id === PAGE_AREA_ROUTE_ID);
    if (!pageArea?.children) throw new Error("no page area in the route table");
    pageArea.children.unshift(extra);
    return routes;
  }

  /** Nothing of the error reaches the visitor: not its message, not a word of it, not its stack. */
  function expectNoErrorText(text: string) {
    for (const part of ["Widget", "exploded", "s3cr3t", "ada@example.com", "Broken", "LateThrower", "at "]) {
      expect(text).not.toContain(part === "at " ? "    at " : part);
    }
  }

  it.each([
    ["a component", { path: "broken", Component: Broken }],
    ["a component inside Suspense, after the shell", { path: "broken", Component: LateBroken }],
    [
      "a loader",
      {
        path: "broken",
        Component: () => null,
        loader: () => {
          throw new Error(SECRET);
        },
      },
    ],
  ] as [string, RouteObject][])(
    "%s: 500 with the fallback screen and the status, never the error's text; one error line with the request id",
    async (_what, route) => {
      const { request, logLines } = testApp(routesWith(route));
      const response = await request.get("/broken").set("X-Request-Id", "req-500-test");
      expect(response.status).toBe(500);
      expect(response.text).toContain("Unexpected Application Error!");
      expect(response.text).toContain("500 Internal Server Error");
      expect(response.text).toContain("Privacy Policy"); // the footer still renders
      expect(headOf(response.text)).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(count(response.text, /<title>/)).toBe(1);
      expectNoErrorText(response.text);
      const errors = logLines.filter((line) => line.level === levelNumber("error"));
      expect(errors).toEqual([
        expect.objectContaining({ event: "render.error", id: "req-500-test", path: "/broken" }),
      ]);
    },
  );

  it("the layout itself fails: the static 500 page with the site's headers, never the error's text", async () => {
    const routes = createRoutes();
    const root = routes[0];
    if (!root) throw new Error("no root route");
    root.Component = Broken;
    const { request, logLines } = testApp(routes);
    const response = await request.get("/contact");
    expect(response.status).toBe(500);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.text).toMatch(/^<!DOCTYPE html>/);
    expect(response.text).toContain("Unexpected Application Error!");
    expectNoErrorText(response.text);
    expect(response.headers["content-security-policy"]).toMatch(/style-src 'sha256-[^']+'/);
    expect(response.headers["strict-transport-security"]).toMatch(/^max-age=/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(logLines.filter((line) => line.level === levelNumber("error"))).toHaveLength(1);
  });

  it("an error no handler catches: the static 500 page and one error line with the request id", async () => {
    const logLines: Record<string, unknown>[] = [];
    const { listener } = buildApp({
      routes: createRoutes(),
      render: async () => {
        throw new Error(SECRET);
      },
      siteUrl: TEST_SITE_URL,
      logger: createLogger("info", (line) => logLines.push(JSON.parse(line))),
    });
    const response = await supertest(listener).get("/contact").set("X-Request-Id", "req-onerror");
    expect(response.status).toBe(500);
    expect(response.text).toContain("Unexpected Application Error!");
    expectNoErrorText(response.text);
    expect(response.headers["x-request-id"]).toBe("req-onerror");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(logLines.filter((line) => line.level === levelNumber("error"))).toEqual([
      expect.objectContaining({ event: "request.error", id: "req-onerror", path: "/contact" }),
    ]);
  });

  it("answers a loader's error status with the status on the fallback screen", async () => {
    const { request } = testApp(
      routesWith({
        path: "teapot",
        loader: () => {
          throw new Response(null, { status: 418, statusText: "I'm a teapot" });
        },
      }),
    );
    const response = await request.get("/teapot");
    expect(response.status).toBe(418);
    expect(response.text).toContain("Unexpected Application Error!");
    expect(response.text).toContain("418 I&#x27;m a teapot");
  });
});

describe("portfolio links", () => {
  const { request } = testApp();

  it("the cards on /portfolio link exactly the case studies, each answering 200", async () => {
    const list = await request.get("/portfolio");
    const ids = [
      ...new Set([...list.text.matchAll(/href="\/portfolio\/([a-z0-9-]+)"/g)].map((match) => match[1] ?? "")),
    ];
    // The five projects without a case study are cards that link nowhere (tests/http/site-links.test.ts).
    expect(ids.sort()).toEqual([...portfolioDetailIds].sort());
    for (const id of ids) expect((await request.get(`/portfolio/${id}`)).status, id).toBe(200);
  });
});
