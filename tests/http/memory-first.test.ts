import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { Agent, get } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import supertest from "supertest";
import { describe, expect, it, vi } from "vitest";
import { listen } from "../../server/listen";
import { linkedQueryKeys, sitePages } from "../../server/pages/site-paths";
import { createRoutes } from "../../src/routes";
import { testSite } from "./harness";

// The memory-first listener answers cached pages and files without Hono; these answers
// must be the ones Hono gives for the same requests, header for header.

const ignored = new Set(["date", "x-request-id", "connection", "keep-alive"]);
const comparable = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !ignored.has(name.toLowerCase())));

describe("answers from memory are Hono's answers", () => {
  const root = mkdtempSync(join(tmpdir(), "client-"));
  writeFileSync(
    join(root, "favicon.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(200)}</svg>`,
  );
  const { app, listener, logLines } = testSite({ clientDir: root });
  const viaMemory = supertest(listener);
  const viaHono = supertest(getRequestListener(app.fetch));

  const paths = [
    "/",
    "/no-such-page",
    "/portfolio/ecommerce-platform",
    "/robots.txt",
    "/sitemap.xml",
    "/favicon.svg",
    "/?utm=1",
    "/schedule-consultation?utm_source=x&category=AI%20Chatbots",
  ];
  const headerSets: Record<string, string>[] = [
    {},
    { "Accept-Encoding": "gzip" },
    { "Accept-Encoding": "gzip, deflate, br" },
    { "Accept-Encoding": "br;q=0, gzip" },
    { "X-Request-Id": "proxy-id-12345" },
  ];

  it.each(paths)(
    "%s: same status, headers and body by GET and HEAD, each encoding, and 304",
    async (path) => {
      await viaMemory.get(path); // renders and keeps a page on its first visit
      // supertest asks for gzip unless told otherwise: this is the gzip copy's ETag.
      const etag = (await viaHono.get(path)).headers.etag ?? "";
      const revalidations: Record<string, string>[] = [
        { "If-None-Match": etag },
        { "If-None-Match": "*" },
        { "If-None-Match": etag, "Accept-Encoding": "identity" },
        { "If-None-Match": etag, "Accept-Encoding": "br" },
      ];
      for (const headers of [...headerSets, ...revalidations]) {
        for (const method of ["get", "head"] as const) {
          const [memory, hono] = await Promise.all([
            viaMemory[method](path).set(headers),
            viaHono[method](path).set(headers),
          ]);
          const label = `${method} ${path} ${JSON.stringify(headers)}`;
          expect(memory.status, label).toBe(hono.status);
          expect(comparable(memory.headers), label).toEqual(comparable(hono.headers));
          expect(memory.text ?? memory.body, label).toEqual(hono.text ?? hono.body);
          if (headers["X-Request-Id"]) expect(memory.headers["x-request-id"]).toBe(headers["X-Request-Id"]);
          else expect(memory.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
        }
      }
    },
  );

  it("asks clients to close the connection once draining began", async () => {
    const { site, listener } = testSite();
    const server = listen(listener, { port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    const connectionHeader = (path: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        get({ host: "127.0.0.1", port, path, agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.headers.connection));
        }).on("error", reject);
      });
    try {
      expect(await connectionHeader("/")).toBe("keep-alive"); // renders and keeps the page
      site.startDraining();
      expect(await connectionHeader("/")).toBe("close");
      expect(await connectionHeader("/robots.txt")).toBe("close");
    } finally {
      agent.destroy();
      server.close();
    }
  });

  it("logs one line per answer from memory, as for any other", async () => {
    logLines.length = 0; // the site's own start-up lines
    await viaMemory.get("/robots.txt").set("X-Request-Id", "proxy-id-67890");
    await viaMemory.head("/robots.txt").set("If-None-Match", "*");
    expect(logLines.filter((line) => line.event === "request")).toEqual([
      expect.objectContaining({
        event: "request",
        id: "proxy-id-67890",
        method: "GET",
        path: "/robots.txt",
        status: 200,
      }),
      expect.objectContaining({ event: "request", method: "HEAD", path: "/robots.txt", status: 304 }),
    ]);
    expect(typeof logLines.find((line) => line.event === "request")?.ms).toBe("number");
  });
});

// The fast path is what keeps the cached pages near nginx's rate
// (docs/architecture.md#performance); its responses are Hono's, so only this shows it is
// taken: once kept, these requests never reach Hono's `fetch`.
describe("kept pages and files are sent before the Hono app", () => {
  const root = mkdtempSync(join(tmpdir(), "client-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets", "entry-abc123.js"), `console.log(${JSON.stringify("x".repeat(2000))});`);
  const { site, app, listener } = testSite({ clientDir: root });
  const request = supertest(listener);
  const [categoryVariant] = linkedQueryKeys(sitePages(createRoutes()));

  it("answers home, a service page, robots.txt, a built file, a kept ?category= variant and a 304 without Hono", async () => {
    await site.warm();
    expect(categoryVariant).toMatch(/^\/schedule-consultation\?category=/);
    const etag = (await request.get("/")).headers.etag ?? "";
    const honoFetch = vi.spyOn(app, "fetch");
    try {
      const sent = [
        await request.get("/"),
        await request.get("/").set("Accept-Encoding", "br"),
        await request.head("/"),
        await request.get("/").set("If-None-Match", etag),
        await request.get("/?utm_source=newsletter"),
        await request.get("/services/web-development"),
        await request.get("/robots.txt"),
        await request.get("/assets/entry-abc123.js"),
        await request.get(categoryVariant ?? ""),
      ];
      expect(sent.map((response) => response.status)).toEqual([200, 200, 200, 304, 200, 200, 200, 200, 200]);
      expect(honoFetch).not.toHaveBeenCalled();

      // What is not kept still goes to Hono: a form post, an API call, a page's path in another form.
      await request.post("/schedule-consultation").type("form").send("name=x");
      await request.post("/api/n8n/get-booked-slots").send({ date: "2026-12-01" });
      await request.get("/healthz");
      await request.get("/Services/web-development");
      expect(honoFetch).toHaveBeenCalledTimes(4);
    } finally {
      honoFetch.mockRestore();
    }
  });
});
