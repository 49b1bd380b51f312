// Measures first-load JavaScript and CSS per page from the client build (docs/product.md#budgets):
// the entry, the page's chunk and everything they import statically, gzip and brotli.
// Usage: npm run build && node scripts/bundle-budget.ts [--check]
import { readFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const BUDGET_JS_GZIP = 120 * 1024;
const BUDGET_CSS_GZIP = 20 * 1024;
const dir = "dist/client/";
const manifest = JSON.parse(readFileSync(`${dir}.vite/manifest.json`, "utf8")) as Record<string, Chunk>;

function closure(keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css };
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
console.log("page                          JS raw     JS gzip    JS brotli   CSS gzip");
for (const page of pages) {
  const { js, css } = closure(["client/entry.tsx", page]);
  const j = sizes(js);
  const c = sizes(css);
  const name = page.replace("src/pages/", "").replace(".tsx", "");
  console.log(
    `${name.padEnd(28)} ${kb(j.raw).padStart(9)} ${kb(j.gzip).padStart(10)} ${kb(j.brotli).padStart(11)} ${kb(c.gzip).padStart(10)}`,
  );
  if (name === "home" && (j.gzip > BUDGET_JS_GZIP || c.gzip > BUDGET_CSS_GZIP)) overBudget = true;
}
const stack = closure(["client/entry.tsx"]);
console.log(`\nentry alone (stack + layout): ${kb(sizes(stack.js).gzip)} gzip`);
console.log(
  `budget for home: JS <= ${kb(BUDGET_JS_GZIP)} gzip, CSS <= ${kb(BUDGET_CSS_GZIP)} gzip: ${overBudget ? "OVER" : "within"}`,
);
if (process.argv.includes("--check") && overBudget) process.exit(1);
