import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardFileName, DEV_SOCIAL_CARDS } from "../../src/social-card";
import { cardTitles } from "./card-titles";

// `npm run dev` draws a page's card when it is asked for (./vite-plugin.ts), through the
// same Vite middleware stack server/dev.ts puts in front of the site.

let vite: ViteDevServer;
let base: string;
const http = createServer((req, res) => vite.middlewares(req, res, () => res.writeHead(404).end()));

beforeAll(async () => {
  vite = await createViteServer({
    server: { middlewareMode: true, hmr: false },
    appType: "custom",
    logLevel: "silent",
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  http.close();
  await vite?.close();
});

describe("npm run dev's social cards", () => {
  it("draws a page's card as a 1200x630 PNG, and knows no other name", async () => {
    const title = cardTitles().find((candidate) => candidate.includes("Cloud"));
    if (!title) throw new Error("no card title with Cloud");
    const response = await fetch(`${base}${DEV_SOCIAL_CARDS}${cardFileName(title)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await fetch(`${base}${DEV_SOCIAL_CARDS}no-such-page.png`)).status).toBe(404);
  }, 60_000);
});
