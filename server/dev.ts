import { createServer as createHttpServer } from "node:http";
import { createServer as createViteServer } from "vite";

// `npm run dev`: Vite in middleware mode in front of the Hono app (as in Vite's streaming
// SSR template). The site is loaded through Vite, so edits to server and page code apply
// without a restart, with HMR in the page; it is built and stopped as in production.
const port = Number(process.env.PORT ?? 3000);

// The server exists before Vite, which attaches its HMR socket to it; requests come only
// once it listens, at the end, when Vite is ready.
const server = createHttpServer((req, res) =>
  vite.middlewares(req, res, async () => {
    try {
      (await loadDevModule()).site.listener(req, res);
    } catch (error) {
      // A module that fails to load (a typo being fixed): say so, keep serving.
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      console.error(error);
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(String(error));
    }
  }),
);
// HMR shares this server's port, so several dev servers never fight over Vite's default one.
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
const loadDevModule = () => vite.ssrLoadModule("/server/dev-app.ts") as Promise<typeof import("./dev-app")>;

const { limitSlowClients, stopOnSignals, logger } = await loadDevModule();
limitSlowClients(server);
// Vite's HMR socket would keep the server from closing: Vite closes it first.
stopOnSignals(
  server,
  logger,
  async () => (await loadDevModule()).site,
  () => vite.close(),
);
server.listen(port, () => console.log(`Dev server on http://localhost:${port}`));
