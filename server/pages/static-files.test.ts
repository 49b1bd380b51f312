import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { staticFiles } from "./static-files";

// The types come from hono's table: these are the ones browsers have been sent for the
// build's files, pinned so that an upgrade of hono cannot change them unseen.
const SENT_TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  ico: "image/x-icon",
  json: "application/json",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  woff2: "font/woff2",
  webmanifest: "application/manifest+json",
};

describe("staticFiles", () => {
  const root = mkdtempSync(join(tmpdir(), "static-files-"));
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, ".vite"));
  for (const extension of Object.keys(SENT_TYPES)) writeFileSync(join(root, `file.${extension}`), "x");
  writeFileSync(join(root, "file.unknownext"), "x");
  writeFileSync(join(root, "assets", "app-1a2b.js"), "x");
  writeFileSync(join(root, ".vite", "manifest.json"), "{}");
  const files = staticFiles(root);

  it.each(Object.entries(SENT_TYPES))("sends .%s as %s", (extension, type) => {
    expect(files.get(`/file.${extension}`)?.headers["Content-Type"]).toBe(type);
  });

  it("sends a file of an unknown kind as bytes", () => {
    expect(files.get("/file.unknownext")?.headers["Content-Type"]).toBe("application/octet-stream");
  });

  it("caches hashed assets for a year and other files for a day, and keeps the build's manifest private", () => {
    expect(files.get("/assets/app-1a2b.js")?.headers["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(files.get("/file.css")?.headers["Cache-Control"]).toBe("public, max-age=86400, must-revalidate");
    expect(files.has("/.vite/manifest.json")).toBe(false);
  });
});
