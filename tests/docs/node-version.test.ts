import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

// One Node version, named the same everywhere an operator or CI looks for it.
const read = (path: string) => readFileSync(path, "utf8");

it("engines, .nvmrc, the README, the Dockerfile, CI and the server's own check name the same Node", () => {
  const major = read(".nvmrc").trim();
  expect(major).toMatch(/^\d+$/);
  const { engines } = JSON.parse(read("package.json")) as { engines: { node: string } };
  expect(engines.node).toBe(`>=${major}`);
  expect(read("README.md")).toContain(`Requires **Node ${major}**`);
  const bases = [...read("Dockerfile").matchAll(/^FROM node:(\S+)/gm)].map((match) => match[1]);
  expect(bases.length).toBeGreaterThan(0);
  for (const base of bases) expect(base).toBe(`${major}-slim`);
  expect(read(".ci/run")).toContain(`process.versions.node.split(".")[0]) >= ${major}`);
  expect(read("server/index.ts")).toContain(`if (major < ${major})`);
});
