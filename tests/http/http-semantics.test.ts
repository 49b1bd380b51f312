import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { portfolioDetailIds } from "../../src/content/portfolio";
import { createRoutes, PAGE_AREA_ROUTE_ID } from "../../src/routes";
import { count, headOf, TEST_SITE_URL, testApp } from "./harness";

describe("canonical URLs", () => {
  const { request } = testApp();

  it.each([
    ["/contact/", "/contact"],
    ["/services/web-development/", "/services/web-development"],
    ["/portfolio///", "/portfolio"],
    ["/Contact", "/contact"],
    ["/Services/Web-Development/", "/services/web-development"],
    ["/CONTACT?ref=ad&x=1", "/contact?ref=ad&x=1"],
    ["/no-such-page/", "/no-such-page"],
  ])("%s answers 301 to %s", async (from, to) => {
    const response = await request.get(from);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it("never redirects to another host", async () => {
    const response = await request.get("//evil.example/");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/evil.example");
  });

  it("leaves an unknown path in other letter case alone: it is simply not found", async () => {
    const response = await request.get("/No-Such-Page");
    expect(response.status).toBe(404);
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

function Broken(): never {
  throw new Error("Widget exploded");
}

describe("a page that throws while rendering", () => {
  function routesWith(extra: RouteObject): RouteObject[] {
    const routes = createRoutes();
    const pageArea = routes[0]?.children?.find((route) => route.id === PAGE_AREA_ROUTE_ID);
    if (!pageArea?.children) throw new Error("no page area in the route table");
    pageArea.children.unshift(extra);
    return routes;
  }

  it("answers 500 with the fallback screen and the message, inside the layout, noindex", async () => {
    const { request, logLines } = testApp(routesWith({ path: "broken", Component: Broken }));
    const response = await request.get("/broken");
    expect(response.status).toBe(500);
    expect(response.text).toContain("Unexpected Application Error!");
    expect(response.text).toContain("Widget exploded");
    expect(response.text).toContain("Privacy Policy"); // the footer still renders
    expect(headOf(response.text)).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(count(response.text, /<title>/)).toBe(1);
    expect(logLines).toContainEqual(expect.objectContaining({ event: "render.error", path: "/broken" }));
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

  it("every card on /portfolio links to a page that answers 200, or 404 where no detail exists", async () => {
    const list = await request.get("/portfolio");
    const ids = [
      ...new Set([...list.text.matchAll(/href="\/portfolio\/([a-z0-9-]+)"/g)].map((match) => match[1] ?? "")),
    ];
    expect(ids).toHaveLength(12);
    for (const id of ids) {
      const expected = portfolioDetailIds.includes(id) ? 200 : 404;
      expect((await request.get(`/portfolio/${id}`)).status, id).toBe(expected);
    }
  });
});
