import type { Manifest } from "vite";
import type { PageName } from "../../src/route-handle";
import { pageModulePath } from "../../src/routes";
import { DEV_SOCIAL_CARDS } from "../../src/social-card";
import type { SocialCardsManifest } from "./social-cards-manifest";

/** The hashed files a page needs, as the renderer announces them. */
export interface PageAssets {
  /** Module scripts React starts after the shell (the browser entry). */
  bootstrapModules: readonly string[];
  stylesheets: readonly string[];
  /** The typeface's files, preloaded by every page (the stylesheet names the same ones). */
  fonts: readonly string[];
  /** Chunks to preload for the matched pages, so hydration does not wait on a waterfall. */
  modulesFor(pages: readonly PageName[]): readonly string[];
  /** The folder of the build's social cards (src/social-card.ts). */
  socialCards: string;
}

const CLIENT_ENTRY = "client/entry.tsx";

/** Assets of a production build, read from the client build's `.vite/manifest.json` and its cards'. */
export function manifestAssets(manifest: Manifest, cards: SocialCardsManifest): PageAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client manifest has no entry for ${CLIENT_ENTRY}`);
  const url = (file: string) => `/${file}`;

  const entryClosure = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  collect(CLIENT_ENTRY, entryClosure);

  const cache = new Map<string, readonly string[]>();
  return {
    bootstrapModules: [url(entry.file)],
    socialCards: cards.folder,
    stylesheets: (entry.css ?? []).map(url),
    fonts: (entry.assets ?? []).filter((file) => file.endsWith(".woff2")).map(url),
    modulesFor(pages) {
      const key = pages.join("|");
      const known = cache.get(key);
      if (known) return known;
      const files = new Set<string>();
      for (const page of pages) collect(pageModulePath(page), files);
      // The entry's static imports are preloaded by React with the bootstrap module.
      const modules = [...entryClosure, ...files].filter((file) => file !== entry.file).map(url);
      cache.set(key, modules);
      return modules;
    },
  };
}

/** Assets in development: Vite serves sources directly and injects its HMR client. */
export const devAssets: PageAssets = {
  bootstrapModules: ["/@vite/client", `/${CLIENT_ENTRY}`],
  stylesheets: ["/src/styles.css"],
  // Vite serves the font from its source; the stylesheet loads it, unannounced.
  fonts: [],
  modulesFor: () => [],
  socialCards: DEV_SOCIAL_CARDS,
};
