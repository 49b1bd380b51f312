import { createHash } from "node:crypto";
import { join } from "node:path";
import { type Logger, type Plugin, runnerImport, type ViteDevServer } from "vite";
import { SOCIAL_CARDS_MANIFEST, type SocialCardsManifest } from "../../server/pages/social-cards-manifest.ts";
import { DEV_SOCIAL_CARDS } from "../../src/social-card.ts";

type MakeCards = typeof import("./make-cards.ts");
type CardTitles = typeof import("./card-titles.ts");
type RenderCard = typeof import("./render-card.ts");
type SocialCard = typeof import("../../src/social-card.ts");

/**
 * Makes every page's social card in the client build (docs/architecture.md#social-cards):
 * `assets/cards-{hash}/{name}.png`, where the hash is of all the cards' names and bytes,
 * so the folder's name changes whenever any card does and its files can be cached
 * forever, like the other hashed assets. The folder goes into `.vite/social-cards.json`
 * for the server.
 */
export function socialCards(): Plugin {
  let root = "";
  let logger: Logger | undefined;
  let started = 0;
  let making: Promise<Map<string, Buffer>> | undefined;
  let building = false;
  return {
    name: "social-cards",
    // The client build makes them all; `npm run dev` draws each one when it is asked for.
    apply: (config, { command }) => command === "serve" || !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      logger = config.logger;
      building = config.command === "build";
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "").split("?")[0] ?? "";
        if (!path.startsWith(DEV_SOCIAL_CARDS)) return next();
        drawDevCard(server, decodeURIComponent(path.slice(DEV_SOCIAL_CARDS.length))).then(
          (png) =>
            png
              ? res.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "no-cache" }).end(png)
              : next(),
          next,
        );
      });
    },
    buildStart() {
      if (!building) return;
      // Started here, the cards are made while Vite bundles the browser code.
      started = performance.now();
      making = makeCards(root);
      making.catch(() => {}); // awaited (and thrown) in generateBundle
    },
    async generateBundle() {
      if (!building) return;
      if (!making) throw new Error("social-cards: generateBundle before buildStart");
      const cards = [...(await making)].sort(([a], [b]) => a.localeCompare(b));
      const hash = createHash("sha256");
      for (const [name, png] of cards) hash.update(name).update(png);
      const folder = `assets/cards-${hash.digest("hex").slice(0, 10)}/`;
      for (const [name, png] of cards)
        this.emitFile({ type: "asset", fileName: `${folder}${name}`, source: png });
      const manifest: SocialCardsManifest = { folder: `/${folder}` };
      this.emitFile({ type: "asset", fileName: SOCIAL_CARDS_MANIFEST, source: JSON.stringify(manifest) });
      const sizes = cards.map(([, png]) => Math.round(png.length / 1024));
      logger?.info(
        `social cards: ${cards.length} in ${folder}, ${Math.min(...sizes)}-${Math.max(...sizes)} KB, ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s after the build started`,
      );
    },
  };
}

/**
 * Through Vite's module runner: the content modules are TypeScript and JSX imported
 * without extensions, and satori and resvg load only when cards are made.
 */
async function makeCards(root: string): Promise<Map<string, Buffer>> {
  const { module } = await runnerImport<MakeCards>(join(root, "scripts/social-cards/make-cards.ts"), {
    configFile: false,
    root,
    logLevel: "warn",
  });
  return module.makeCards();
}

/**
 * One card for `npm run dev`, drawn anew on each request (an edit of the design or a
 * title shows on reload), or null for a name no page's title has.
 */
async function drawDevCard(server: ViteDevServer, name: string): Promise<Buffer | null> {
  const load = <Module>(path: string) => server.ssrLoadModule(path) as Promise<Module>;
  const { cardTitles } = await load<CardTitles>("/scripts/social-cards/card-titles.ts");
  const { cardFileName } = await load<SocialCard>("/src/social-card.ts");
  const title = cardTitles().find((candidate) => cardFileName(candidate) === name);
  if (title === undefined) return null;
  const { renderCard } = await load<RenderCard>("/scripts/social-cards/render-card.ts");
  return renderCard(title);
}
