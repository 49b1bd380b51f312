import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

// No import circles in the product's code: a module that reaches itself through its imports can no longer be read, tested or moved on its own.
// Type-only imports count too: they tie the files' meaning together all the same.

const modules = execFileSync("git", ["ls-files", "server", "src", "client"], { encoding: "utf8" })
  .split("\n")
  .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && existsSync(path));
const known = new Set(modules);

/** The files of this tree a module imports or re-exports, by their relative specifiers. */
function importsOf(path: string, source: string): string[] {
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+"(\.[^"]+)"/gms)];
  return specifiers.flatMap(([, specifier = ""]) => {
    const base = normalize(join(dirname(path), specifier)).replace(/\.tsx?$/, "");
    const file = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => known.has(candidate));
    return file ? [file] : [];
  });
}

/** Every circle, each as the files around it, starting where the search first met it. */
function circlesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const circles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    const at = path.indexOf(file);
    if (at >= 0) return void circles.push(path.slice(at));
    if (done.has(file)) return;
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return circles;
}

describe("the product's modules", () => {
  it("finds a circle where there is one", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(circlesOf(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
    const source = `import type {\n  A,\n} from "../api/body-schemas";\nexport { b } from "./outcome-bodies";`;
    expect(importsOf("server/api/x.ts", source)).toEqual([
      "server/api/body-schemas.ts",
      "server/api/outcome-bodies.ts",
    ]);
  });

  it("import each other in no circle", () => {
    const graph = new Map(modules.map((path) => [path, importsOf(path, readFileSync(path, "utf8"))]));
    expect([...graph.values()].flat().length).toBeGreaterThan(modules.length);
    expect(circlesOf(graph).map((circle) => circle.join(" -> "))).toEqual([]);
  });
});
