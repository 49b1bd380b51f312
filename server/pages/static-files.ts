import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { getMimeType, mimes } from "hono/utils/mime";
// With its extension: vite.config.ts loads this module on plain Node.
import { encodeBody } from "./encoded-body.ts";
import type { KeptBytes } from "./kept-response";

/** Hono's table of types; an SVG is sent without a charset, as it always was. */
const contentTypes = { ...mimes, svg: "image/svg+xml" };
/** Files worth compressing; the build writes `.br` and `.gz` copies of these (vite.config.ts). */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  ".js",
  ".css",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
  ".ico",
]);

/** Hashed build output never changes under its name; other public files may. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const PUBLIC_FILE = "public, max-age=86400, must-revalidate";

/** The built browser files by URL path, kept in memory. */
export type StaticFiles = ReadonlyMap<string, KeptBytes>;

/** Every file below `dir`, at any depth. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Reads the built browser files into memory, compressed once at start (gzip and brotli,
 * taken from the build's precompressed siblings when present), with ETags and long
 * caching for hashed assets. Vite's `.vite/` folder (the manifest) is the server's, not
 * the public's.
 */
export function staticFiles(root: string): StaticFiles {
  const files = new Map<string, KeptBytes>();
  for (const path of filesUnder(root)) {
    const urlPath = `/${relative(root, path).split(sep).join("/")}`;
    if (urlPath.startsWith("/.vite/") || path.endsWith(".br") || path.endsWith(".gz")) continue;
    const extension = extname(path).toLowerCase();
    const sibling = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : undefined);
    const precompressed = { br: sibling(".br"), gzip: sibling(".gz") };
    files.set(urlPath, {
      body: encodeBody(readFileSync(path), COMPRESSIBLE_EXTENSIONS.has(extension), precompressed),
      headers: {
        "Content-Type": getMimeType(path, contentTypes) ?? "application/octet-stream",
        "Cache-Control": urlPath.startsWith("/assets/") ? IMMUTABLE : PUBLIC_FILE,
      },
    });
  }
  return files;
}
