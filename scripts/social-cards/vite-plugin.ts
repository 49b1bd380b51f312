import { createHash } from "node:crypto";
import { join } from "node:path";
import { type Logger, type Plugin, runnerImport } from "vite";
import { SOCIAL_CARDS_MANIFEST, type SocialCardsManifest } from "../../server/pages/social-cards-manifest.ts";

type MakeCards = typeof import("./make-cards.ts");

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
  return {
    name: "social-cards",
    apply: (config, { command }) => command === "build" && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      logger = config.logger;
    },
    buildStart() {
      // Started here, the cards are made while Vite bundles the browser code.
      started = performance.now();
      making = makeCards(root);
      making.catch(() => {}); // awaited (and thrown) in generateBundle
    },
    async generateBundle() {
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
