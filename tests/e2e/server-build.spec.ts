import { readdirSync, readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

// Not a browser test: the built server loads from node_modules only package.json's
// `dependencies`, all the runtime image installs (`npm ci --omit=dev`, Dockerfile); the
// build carries every other library it uses (vite.config.ts, docs/architecture.md#building).
const { dependencies } = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
};
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

test("the built server imports only Node's modules, its own chunks and package.json's dependencies", () => {
  const folder = "dist/server";
  const loaded = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".js"))) {
    const code = readFileSync(join(folder, file), "utf8");
    const patterns = [
      /^\s*(?:import|export)\b[^;"']*?from\s*["']([^"']+)["']/gm,
      /^\s*import\s*["']([^"']+)["']/gm,
      /\bimport\(\s*["']([^"']+)["']\s*\)/g,
      /\b__require\(\s*["']([^"']+)["']\s*\)/g,
    ];
    for (const pattern of patterns) for (const match of code.matchAll(pattern)) loaded.add(match[1] ?? "");
  }
  const fromNodeModules = [...loaded].filter(
    (specifier) => !specifier.startsWith(".") && !isBuiltin(specifier),
  );
  expect(fromNodeModules.length).toBeGreaterThan(0); // the patterns find imports at all
  for (const specifier of fromNodeModules) expect(Object.keys(dependencies)).toContain(packageOf(specifier));
});
