import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { describe, expect, it } from "vitest";

// The repository explains itself: docs/ and the README's layout must stay true to the
// tree, and code comments point into docs/, never at documents outside the repository.

const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
const present = tracked.filter((path) => existsSync(path));
const sources = present.filter((path) => /\.(ts|tsx|css)$/.test(path));
const folders = new Set(present.flatMap((path) => ancestors(path)));

function ancestors(path: string): string[] {
  const parent = dirname(path);
  return parent === "." ? [] : [`${parent}/`, ...ancestors(parent)];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

function anchorsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchor(match[1] ?? "")));
}

/**
 * The paths named in the README's layout block: the first word of each line, an indented
 * one under the unindented folder above it (`  pages/` under `src/` is `src/pages/`).
 */
function layoutPaths(): string[] {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf("## Layout"));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  let parent = "";
  const paths: string[] = [];
  for (const line of block.split("\n")) {
    const word = line.trim().split(/\s+/)[0] ?? "";
    if (!/^[\w.-]+(\/[\w.-]+)*\/?$/.test(word)) continue;
    const indented = line.startsWith(" ");
    if (!indented) parent = word.endsWith("/") ? word : "";
    paths.push(indented ? `${parent}${word}` : word);
  }
  return paths;
}

describe("docs", () => {
  it("every docs/ link in the code names a heading that exists", () => {
    const broken: string[] = [];
    for (const path of sources) {
      for (const match of readFileSync(path, "utf8").matchAll(/docs\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
        const [, file, hash] = match;
        const doc = `docs/${file}`;
        if (!existsSync(doc)) broken.push(`${path}: ${doc} does not exist`);
        else if (hash && !anchorsOf(readFileSync(doc, "utf8")).has(hash))
          broken.push(`${path}: ${doc}#${hash} names no heading`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("no file cites a document outside the repository", () => {
    const text = present.filter((path) => !/(package-lock\.json|\.(png|ico|svg|woff2))$/.test(path));
    const citing = text.filter((path) => /\b(spec|decisions) §/i.test(readFileSync(path, "utf8")));
    expect(citing).toEqual([]);
  });

  it("docs/architecture.md is a map: at most 400 lines", () => {
    expect(readFileSync("docs/architecture.md", "utf8").trimEnd().split("\n").length).toBeLessThanOrEqual(
      400,
    );
  });

  it("every link between the docs names a file and a heading that exist", () => {
    const broken: string[] = [];
    for (const doc of present.filter((path) => /^docs\/.*\.md$/.test(path))) {
      for (const [, target, hash] of readFileSync(doc, "utf8").matchAll(
        /\]\(([\w./-]+\.md)(?:#([\w-]+))?\)/g,
      )) {
        const file = `${dirname(doc)}/${target}`.replace(/\/[\w-]+\/\.\.\//g, "/");
        if (!existsSync(file)) broken.push(`${doc}: ${target} does not exist`);
        else if (hash && !anchorsOf(readFileSync(file, "utf8")).has(hash))
          broken.push(`${doc}: ${target}#${hash} names no heading`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("docs/ has no section left to write", () => {
    for (const doc of present.filter((path) => path.startsWith("docs/")))
      expect(readFileSync(doc, "utf8"), doc).not.toMatch(/PLACEHOLDER|TODO/);
  });
});

describe("the README's layout", () => {
  const named = layoutPaths();

  it("names only paths that exist", () => {
    expect(named.length).toBeGreaterThan(20);
    const missing = named.filter(
      (path) => !(path.endsWith("/") ? folders.has(path) : present.includes(path)),
    );
    expect(missing).toEqual([]);
  });

  it("names every folder of the code, so a new one is described where it is added", () => {
    const codeFolders = [...folders].filter((folder) =>
      /^(src|server|client|tests|scripts|docs|n8n)\//.test(folder),
    );
    const unnamed = codeFolders.filter((folder) => !named.includes(folder));
    expect(unnamed).toEqual([]);
  });
});
