// The production entry (dist/server/index.js). Production unless told otherwise: React
// and other libraries choose their build by NODE_ENV when first imported, and the
// development builds render several times slower. Bracket access keeps bundlers from
// replacing it at build time; the dynamic import makes sure it is set before they load.
// Say plainly what is missing, rather than "No such built-in module: node:sqlite".
const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `This server needs Node.js 22.22 or newer (.nvmrc names 24, the version it is tested on); this is Node.js ${process.versions.node}.`,
  );
  process.exit(1);
}

// biome-ignore lint/complexity/useLiteralKeys: see above: a literal key could be replaced at build time
process.env["NODE_ENV"] ??= "production";
await import("./main");

export {};
