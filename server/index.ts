// The production entry (dist/server/index.js). Production unless told otherwise: React
// and other libraries choose their build by NODE_ENV when first imported, and the
// development builds render several times slower. Bracket access keeps bundlers from
// replacing it at build time; the dynamic import makes sure it is set before they load.
// biome-ignore lint/complexity/useLiteralKeys: see above: a literal key could be replaced at build time
process.env["NODE_ENV"] ??= "production";
await import("./main");

export {};
