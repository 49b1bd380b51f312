// `node scripts/cpu-profile.ts FILE.cpuprofile [--from 7 --to 17 --requests N --top 30]`:
// where a profiled server spent its time. Take the profile with
// `node --cpu-prof --cpu-prof-dir=/tmp/prof dist/server/index.js` under wrk, stop it with
// SIGINT. Prints self time by package, the same with Node's internals counted for the
// package that called them, and the top functions; `--from/--to` keep the seconds of the
// load run only, `--requests` (wrk's count for that run) adds µs per request.
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file] = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
if (!file)
  throw new Error("usage: node scripts/cpu-profile.ts FILE.cpuprofile [--from s --to s --requests n]");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const [from, to, requests, top] = [
  arg("from", 0) * 1e6,
  arg("to", Infinity) * 1e6,
  arg("requests", 0),
  arg("top", 30),
];

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const counts = new Map<number, number>();
let elapsed = 0;
let total = 0;
profile.samples.forEach((id, i) => {
  elapsed += profile.timeDeltas[i] ?? 0;
  if (elapsed < from || elapsed > to) return;
  total++;
  counts.set(id, (counts.get(id) ?? 0) + 1);
});

const SPECIAL = new Set(["(idle)", "(program)", "(garbage collector)"]);
const packageOf = (url: string) => {
  if (!url) return "(native)";
  if (url.startsWith("node:")) return "node:internal";
  return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? "app";
};
const frame = (id: number) => (nodes.get(id) as ProfileNode).callFrame;
const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);

const self = new Map<string, number>();
const attributed = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, n] of counts) {
  const { functionName, url, lineNumber } = frame(id);
  const special = SPECIAL.has(functionName);
  add(self, special ? functionName : packageOf(url), n);
  add(
    functions,
    `${functionName || "(anonymous)"} ${url.replace(/.*\/(node_modules|dist)\//, "")}:${lineNumber + 1}`,
    n,
  );
  // Node's internals and native code count for the nearest package (or the app) above them.
  let owner = special ? functionName : "(no package above)";
  for (let at: number | undefined = id; !special && at !== undefined; at = parent.get(at)) {
    const name = packageOf(frame(at).url);
    if (name !== "node:internal" && name !== "(native)") {
      owner = name;
      break;
    }
  }
  add(attributed, owner, n);
}

const interval = (profile.endTime - profile.startTime) / profile.samples.length;
const share = (n: number) =>
  `${((100 * n) / total).toFixed(1).padStart(5)}%${requests ? ` ${((n * interval) / requests).toFixed(1).padStart(6)} µs/req` : ""}`;
const print = (title: string, map: Map<string, number>, limit: number) => {
  console.log(`\n${title}`);
  for (const [key, n] of [...map].sort((a, b) => b[1] - a[1]).slice(0, limit))
    console.log(`${share(n)}  ${key}`);
};
console.log(`${file}: ${total} samples of ${(interval / 1000).toFixed(2)} ms`);
print("self time by package", self, 15);
print("with Node's internals counted for their caller", attributed, 15);
print(`top ${top} functions by self time`, functions, top);
