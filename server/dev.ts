import { createServer as createHttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createServer as createViteServer } from "vite";

// `npm run dev`: Vite in middleware mode in front of the Hono app (style.md, Vite's
// streaming SSR template). The app and the renderer are loaded through Vite on every
// request, so edits to server and page code apply without a restart, with HMR in the page.
const port = Number(process.env.PORT ?? 3000);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });

const listener = getRequestListener(async (request) => {
  const { createDevApp } = (await vite.ssrLoadModule("/server/dev-app.ts")) as typeof import("./dev-app");
  return createDevApp().fetch(request);
});

createHttpServer((req, res) => {
  vite.middlewares(req, res, () => listener(req, res));
}).listen(port, () => console.log(`Dev server on http://localhost:${port}`));
