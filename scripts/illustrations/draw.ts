// Draws the site's illustrations into public/illustrations/ (docs/decisions/brand.md#drawings):
// the home hero, each service, each industry, each case study, the clients' wordmarks and
// the testimonials' portraits. The files are committed; run this after changing a drawing
// or adding a service, industry, case study, client or testimonial, then look at them.
// Usage: node scripts/illustrations/draw.ts
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import satori from "satori";
import { runnerImport } from "vite";
import {
  caseStudyIllustration,
  clientLogo,
  homeHeroIllustration,
  type Illustration,
  industryIllustration,
  portrait,
  serviceIllustration,
} from "../../src/content/illustrations.ts";
import {
  caseStudyMotifs,
  circle,
  dot,
  homeHeroScene,
  industryMotifs,
  palette,
  path,
  place,
  serviceMotifs,
} from "./motifs.ts";

const out = "public";

// The content modules import each other without file extensions, as Vite resolves them: loaded through Vite.
const content = async <T>(file: string) => (await runnerImport<T>(file, { configFile: false })).module;
const { trustedBy, testimonials } =
  await content<typeof import("../../src/content/home")>("./src/content/home.ts");
const { services } = await content<typeof import("../../src/content/services")>(
  "./src/content/services/index.ts",
);
const { industries } = await content<typeof import("../../src/content/industries")>(
  "./src/content/industries/index.ts",
);
const { caseStudies } = await content<typeof import("../../src/content/portfolio")>(
  "./src/content/portfolio/index.ts",
);

function svg({ width, height }: Illustration, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" fill="none">${body}</svg>\n`;
}

/** The tile every subject stands on: a pale ground, one large circle and a few dots. */
function tile(width: number, height: number, radius: number): string {
  const dots = Array.from({ length: 12 }, (_, i) =>
    dot(28 + (i % 4) * 16, 28 + Math.floor(i / 4) * 16, 2.5, palette.sky),
  ).join("");
  return [
    `<rect width="${width}" height="${height}" rx="${radius}" fill="${palette.mist}"/>`,
    `<circle cx="${width * 0.62}" cy="${height * 0.47}" r="${height * 0.39}" fill="${palette.pale}"/>`,
    dots,
  ].join("");
}

function write(illustration: Illustration, body: string): void {
  const file = join(out, illustration.src);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg(illustration, body));
}

function subject(name: string, motifs: Record<string, string>, id: string): string {
  const motif = motifs[id];
  if (!motif) throw new Error(`No drawing for ${name} "${id}": add one to scripts/illustrations/motifs.ts`);
  return motif;
}

write(homeHeroIllustration, tile(520, 480, 32) + place(20, 20, 1, homeHeroScene));
for (const { slug } of services)
  write(serviceIllustration(slug), tile(480, 360, 28) + subject("service", serviceMotifs, slug));
for (const { slug } of industries)
  write(industryIllustration(slug), tile(480, 360, 28) + subject("industry", industryMotifs, slug));
for (const { id } of caseStudies)
  write(
    caseStudyIllustration(id),
    tile(640, 400, 28) + place(80, 20, 1, subject("case study", caseStudyMotifs, id)),
  );

// Wordmarks: a drawn mark, and the name set in Inter (@fontsource/inter) and turned into
// outlines by satori, so the file needs no font.
type Mark = "wave" | "cross" | "peak" | "arch" | "sun" | "chevron";
const marks: Record<Mark, string> = {
  wave: path("M6 26c6-8 10-8 14 0s8 8 14 0", "none") + circle(20, 20, 16, "none"),
  cross: `<rect x="4" y="4" width="32" height="32" rx="10" fill="${palette.ink}"/><path d="M20 11v18M11 20h18" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
  peak: `<path d="M2 34l12-20 8 11 5-7 11 16Z" fill="${palette.ink}"/>`,
  arch: `<path d="M4 34V20a16 16 0 0 1 32 0v14h-8V20a8 8 0 0 0-16 0v14Z" fill="${palette.ink}"/>`,
  sun: `<circle cx="20" cy="20" r="9" fill="${palette.ink}"/><path d="M20 3v5M20 32v5M3 20h5M32 20h5M8 8l3.5 3.5M28.5 28.5 32 32M8 32l3.5-3.5M28.5 11.5 32 8" stroke="${palette.ink}" stroke-width="3" stroke-linecap="round"/>`,
  chevron: `<path d="M4 10h10l10 20h-10ZM18 10h10l10 20H28Z" fill="${palette.ink}"/>`,
};
const clientStyle: Record<string, { mark: Mark; upper?: boolean; weight: 600 | 700 | 800; size: number }> = {
  "Halcyon Freight": { mark: "wave", weight: 700, size: 19 },
  "Meridian Health Partners": { mark: "cross", weight: 600, size: 14 },
  "Bluepeak Outfitters": { mark: "peak", weight: 800, size: 17 },
  "Ironbridge Capital": { mark: "arch", upper: true, weight: 700, size: 13 },
  "Solstice Learning": { mark: "sun", weight: 600, size: 18 },
  "Vantage Motor Group": { mark: "chevron", upper: true, weight: 800, size: 13 },
};
const fontFiles = join(
  dirname(createRequire(import.meta.url).resolve("@fontsource/inter/package.json")),
  "files",
);
const fonts = ([600, 700, 800] as const).map((weight) => ({
  name: "Inter",
  weight,
  style: "normal" as const,
  data: readFileSync(join(fontFiles, `inter-latin-${weight}-normal.woff`)),
}));
for (const client of trustedBy) {
  const style = clientStyle[client.name];
  if (!style) throw new Error(`No wordmark style for "${client.name}" in scripts/illustrations/draw.ts`);
  const logo = clientLogo(client.name);
  const text = style.upper ? client.name.toUpperCase() : client.name;
  const words = await satori(
    {
      type: "div",
      key: null,
      props: {
        style: {
          display: "flex",
          alignItems: "center",
          height: "100%",
          width: "100%",
          fontFamily: "Inter",
          fontWeight: style.weight,
          fontSize: style.size,
          letterSpacing: style.upper ? 1.2 : -0.3,
          lineHeight: 1.05,
          color: palette.ink,
        },
        children: text,
      },
    },
    { width: logo.width - 48, height: logo.height, fonts },
  );
  const inner = words.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  write(logo, `${place(0, 4, 1, marks[style.mark])}<g transform="translate(48 0)">${inner}</g>`);
}

// Portraits: head, hair and shoulders on a round ground, each in the palette.
const skin = { light: "#f1c9a5", medium: "#c68a5e", deep: "#8d5a3b" } as const;
const people: Record<string, { ground: string; shirt: string; skin: string; hair: string }> = {
  "Rachel Morgan": {
    ground: palette.sky,
    shirt: palette.navy,
    skin: skin.light,
    // Shoulder-length hair framing the face.
    hair: `<path d="M26 60V42a22 22 0 0 1 44 0v18c-4 4-8 4-10 0V44c-8 0-18-4-22-10-2 6-2 14-2 26-4 4-8 4-10 0Z" fill="#5b3a29"/>`,
  },
  "Daniel Okafor": {
    ground: palette.mint,
    shirt: palette.blue,
    skin: skin.deep,
    hair: `<path d="M30 40a18 18 0 0 1 36 0c-6-4-12-6-18-6s-12 2-18 6Z" fill="#1f1a17"/>`,
  },
  "Priya Raman": {
    ground: palette.sun,
    shirt: palette.ink,
    skin: skin.medium,
    hair: `<circle cx="48" cy="18" r="9" fill="#231815"/><path d="M28 44a20 20 0 0 1 40 0c-8-2-14-8-16-12-6 8-14 12-24 12Z" fill="#231815"/>`,
  },
};
for (const testimonial of testimonials) {
  const look = people[testimonial.name];
  if (!look) throw new Error(`No portrait drawn for "${testimonial.name}" in scripts/illustrations/draw.ts`);
  write(
    portrait(testimonial.name),
    [
      `<clipPath id="round"><circle cx="48" cy="48" r="48"/></clipPath>`,
      `<g clip-path="url(#round)">`,
      `<rect width="96" height="96" fill="${look.ground}"/>`,
      `<path d="M14 96c2-18 16-26 34-26s32 8 34 26Z" fill="${look.shirt}"/>`,
      `<rect x="41" y="56" width="14" height="16" rx="6" fill="${look.skin}"/>`,
      `<ellipse cx="48" cy="44" rx="18" ry="21" fill="${look.skin}"/>`,
      look.hair,
      `</g>`,
    ].join(""),
  );
}
console.log(`drawn into ${out}/illustrations/`);
