/**
 * Where each drawn illustration is served from, and its size: one rule for the pages that
 * show them and the script that draws them (`scripts/illustrations/draw.ts`, which writes
 * the files into `public/illustrations/`). Sizes go into `width`/`height`, so the browser
 * keeps their room before they load.
 */

const base = "/illustrations";

export interface Illustration {
  src: string;
  width: number;
  height: number;
}

export const homeHeroIllustration: Illustration = { src: `${base}/home-hero.svg`, width: 520, height: 480 };

export const serviceIllustration = (slug: string): Illustration => ({
  src: `${base}/services/${slug}.svg`,
  width: 480,
  height: 360,
});

export const industryIllustration = (slug: string): Illustration => ({
  src: `${base}/industries/${slug}.svg`,
  width: 480,
  height: 360,
});

export const caseStudyIllustration = (id: string): Illustration => ({
  src: `${base}/case-studies/${id}.svg`,
  width: 640,
  height: 400,
});

/** A file name from a display name: "Halcyon Freight" -> "halcyon-freight". */
const fileName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A client's wordmark: its mark and its name, 200×48 units. */
export const clientLogo = (name: string): Illustration => ({
  src: `${base}/clients/${fileName(name)}.svg`,
  width: 200,
  height: 48,
});

/** A testimonial's drawn portrait: square, shown round. */
export const portrait = (name: string): Illustration => ({
  src: `${base}/people/${fileName(name)}.svg`,
  width: 96,
  height: 96,
});
