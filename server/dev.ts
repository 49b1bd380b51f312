import { createServer as createHttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createServer as createViteServer, type ViteDevServer } from "vite";

// `npm run dev`: Vite in middleware mode in front of the Hono app (style.md, Vite's
// streaming SSR template). The app and the renderer are loaded through Vite on every
// request, so edits to server and page code apply without a restart, with HMR in the page.
const port = Number(process.env.PORT ?? 3000);

let vite: ViteDevServer | undefined;
const listener = getRequestListener(async (request) => {
  if (!vite) return new Response("Starting", { status: 503 });
  const { createDevApp } = (await vite.ssrLoadModule("/server/dev-app.ts")) as typeof import("./dev-app");
  return createDevApp().fetch(request);
});

const server = createHttpServer((req, res) => {
  if (!vite) return listener(req, res);
  vite.middlewares(req, res, () => listener(req, res));
});
// HMR shares this server's port, so several dev servers never fight over Vite's default one.
vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
server.listen(port, () => console.log(`Dev server on http://localhost:${port}`));
