import { readFileSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { socialCards } from "./scripts/social-cards/vite-plugin.ts";
import { MIN_COMPRESS_BYTES } from "./server/pages/encoded-body.ts";
import { COMPRESSIBLE_EXTENSIONS, filesUnder } from "./server/pages/static-files.ts";

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible file of the
 * client build, so the server serves the smallest bytes without compressing at start.
 */
function precompress(): Plugin {
  let outDir = "";
  let ssr = false;
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      for (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase()) || path.includes("/.vite/")) continue;
        const bytes = readFileSync(path);
        if (bytes.length < MIN_COMPRESS_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** What the built server loads from node_modules: nothing else is installed beside it. */
const runtimeDependencies = Object.keys(
  (
    JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8")) as {
      dependencies: Record<string, string>;
    }
  ).dependencies,
);

// One config, two builds (docs/architecture.md#building): `vite build` makes the browser bundle with a
// manifest the server reads to link hashed assets; `vite build --ssr server/index.ts`
// makes the Node bundle that renders the same route table.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), socialCards(), precompress()],
  // The server build carries every library it uses except package.json's `dependencies`,
  // which it imports at run time: those are all the runtime image installs (docs/architecture.md#building).
  // Only for the build: in `npm run dev` and the tests, Vite loads libraries from node_modules.
  ...(command === "build" && isSsrBuild ? { ssr: { noExternal: true, external: runtimeDependencies } } : {}),
  build: isSsrBuild
    ? {
        outDir: "dist/server",
        target: "node24",
        copyPublicDir: false,
        emptyOutDir: true,
        // The server, and the operator's bookings command beside it.
        rolldownOptions: {
          input: { index: "server/index.ts", bookings: "server/cli/bookings.ts" },
          // Chunks beside the entries: server/main.ts finds dist/client as "../client/".
          output: { chunkFileNames: "[name]-[hash].js" },
        },
      }
    : {
        outDir: "dist/client",
        manifest: true,
        emptyOutDir: true,
        rolldownOptions: {
          input: "client/entry.tsx",
          output: {
            // Everything the entry needs at start (React, the router, the layout) in one
            // chunk: one request and one gzip window instead of a dozen small files.
            codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
          },
        },
      },
  test: {
    // Many tests render pages first; on a busy 2-core machine a few take seconds.
    testTimeout: 15_000,
    include: [
      "src/**/*.test.{ts,tsx}",
      "server/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,tsx}",
      "tests/{http,docs}/**/*.test.{ts,tsx}",
    ],
  },
}));
