import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress-plugin";

// One config, two builds (docs/architecture.md#building): `vite build` makes the browser bundle with a
// manifest the server reads to link hashed assets; `vite build --ssr server/index.ts`
// makes the Node bundle that renders the same route table.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
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
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.{ts,tsx}", "tests/{http,docs}/**/*.test.{ts,tsx}"],
  },
}));
