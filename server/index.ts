// The production entry (dist/server/index.js). Production unless told otherwise: React
// and other libraries choose their build by NODE_ENV when first imported, and the
// development builds render several times slower. Bracket access keeps bundlers from
// replacing it at build time; the dynamic import makes sure it is set before they load.
// Say plainly what is missing, rather than "No such built-in module: node:sqlite".
// The minimum is package.json's `engines` (and `.nvmrc`, the README, the Dockerfile).
const [major = 0] = process.versions.node.split(".").map(Number);
if (major < 24) {
  console.error(`This server needs Node.js 24 or newer; this is Node.js ${process.versions.node}.`);
  process.exit(1);
}

// biome-ignore lint/complexity/useLiteralKeys: see above: a literal key could be replaced at build time
process.env["NODE_ENV"] ??= "production";
await import("./main");

export {};
