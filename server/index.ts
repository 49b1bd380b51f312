// The production entry (dist/server/index.js). Say plainly what is missing, rather than "No
// such built-in module: node:sqlite". The minimum is package.json's `engines` (and `.nvmrc`,
// the README, the Dockerfile).
const [major = 0] = process.versions.node.split(".").map(Number);
if (major < 24) {
  console.error(`This server needs Node.js 24 or newer; this is Node.js ${process.versions.node}.`);
  process.exit(1);
}

// Production unless told otherwise: React and other libraries choose their build by NODE_ENV
// when first imported (the development builds render several times slower); the dynamic
// import makes sure it is set before they load.
// biome-ignore lint/complexity/useLiteralKeys: a literal key could be replaced by bundlers at build time
process.env["NODE_ENV"] ??= "production";
await import("./main");

export {};
