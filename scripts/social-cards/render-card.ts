import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { CARD_HEIGHT, CARD_WIDTH } from "../../src/social-card";
import { CardDesign } from "./card-design";
import { encodeOpaquePng } from "./png";

type Weight = 400 | 600 | 700;

/** Inter from @fontsource/inter, as woff (satori reads woff and ttf, not woff2). */
function interFonts() {
  const files = join(
    dirname(createRequire(import.meta.url).resolve("@fontsource/inter/package.json")),
    "files",
  );
  return ([400, 600, 700] as const satisfies readonly Weight[]).map((weight) => ({
    name: "Inter",
    weight,
    style: "normal" as const,
    data: readFileSync(join(files, `inter-latin-${weight}-normal.woff`)),
  }));
}

let fonts: ReturnType<typeof interFonts> | undefined;

/** One card as PNG bytes, 1200x630: satori lays out the design as SVG, resvg draws it. */
export async function renderCard(title: string): Promise<Buffer> {
  fonts ??= interFonts();
  const svg = await satori(CardDesign({ title }), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
  const image = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render();
  return await encodeOpaquePng(image.pixels, image.width, image.height);
}
