// Measures first-load JavaScript and CSS per page from the client build (docs/product.md#budgets):
// the entry, the page's chunk and everything they import statically, gzip and brotli; and
// the typeface's files every page preloads (woff2 is compressed already: counted as stored).
// Usage: npm run build && node scripts/bundle-budget.ts [--check]
import { readFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

const BUDGET_JS_GZIP = 120 * 1024;
const BUDGET_CSS_GZIP = 20 * 1024;
const BUDGET_FONTS = 60 * 1024;
const dir = "dist/client/";
const manifest = JSON.parse(readFileSync(`${dir}.vite/manifest.json`, "utf8")) as Record<string, Chunk>;

function closure(keys: string[]): { js: Set<string>; css: Set<string>; fonts: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const fonts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const file of chunk.assets ?? []) if (file.endsWith(".woff2")) fonts.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css, fonts };
}

function sizes(files: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(dir + file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes).length;
  }
  return { raw, gzip, brotli };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pages = Object.keys(manifest)
  .filter((key) => key.startsWith("src/pages/"))
  .sort();
let overBudget = false;
let fontsOverBudget = false;
console.log("page                          JS raw     JS gzip    JS brotli   CSS gzip      fonts");
for (const page of pages) {
  const { js, css, fonts } = closure(["client/entry.tsx", page]);
  const j = sizes(js);
  const c = sizes(css);
  const f = sizes(fonts);
  const name = page.replace("src/pages/", "").replace(".tsx", "");
  console.log(
    `${name.padEnd(28)} ${kb(j.raw).padStart(9)} ${kb(j.gzip).padStart(10)} ${kb(j.brotli).padStart(11)} ${kb(c.gzip).padStart(10)} ${kb(f.raw).padStart(10)}`,
  );
  if (name === "home" && (j.gzip > BUDGET_JS_GZIP || c.gzip > BUDGET_CSS_GZIP)) overBudget = true;
  // Every page: the typeface is announced by every page, whatever its chunk.
  if (f.raw > BUDGET_FONTS) fontsOverBudget = true;
}
const stack = closure(["client/entry.tsx"]);
console.log(`\nentry alone (stack + layout): ${kb(sizes(stack.js).gzip)} gzip`);
console.log(
  `budget for home: JS <= ${kb(BUDGET_JS_GZIP)} gzip, CSS <= ${kb(BUDGET_CSS_GZIP)} gzip: ${overBudget ? "OVER" : "within"}`,
);
console.log(`budget for fonts on any page: <= ${kb(BUDGET_FONTS)}: ${fontsOverBudget ? "OVER" : "within"}`);
if (process.argv.includes("--check") && (overBudget || fontsOverBudget)) process.exit(1);
