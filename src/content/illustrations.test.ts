import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testimonials, trustedBy } from "./home";
import {
  caseStudyIllustration,
  clientLogo,
  homeHeroIllustration,
  type Illustration,
  industryIllustration,
  portrait,
  serviceIllustration,
} from "./illustrations";
import { industries } from "./industries";
import { caseStudies } from "./portfolio";
import { services } from "./services";

/** Every illustration a page shows, named by what it draws. */
const shown: [string, Illustration][] = [
  ["home hero", homeHeroIllustration],
  ...services.map((s): [string, Illustration] => [`service ${s.slug}`, serviceIllustration(s.slug)]),
  ...industries.map((i): [string, Illustration] => [`industry ${i.slug}`, industryIllustration(i.slug)]),
  ...caseStudies.map((p): [string, Illustration] => [`case study ${p.id}`, caseStudyIllustration(p.id)]),
  ...trustedBy.map((c): [string, Illustration] => [`client ${c.name}`, clientLogo(c.name)]),
  ...testimonials.map((t): [string, Illustration] => [`portrait of ${t.name}`, portrait(t.name)]),
];

describe("drawn illustrations (scripts/illustrations/draw.ts)", () => {
  it.each(shown)(
    "%s: its file exists, at the size the page reserves, light and self-contained",
    (_, picture) => {
      const file = join("public", picture.src);
      expect(existsSync(file), `${file} is missing: run node scripts/illustrations/draw.ts`).toBe(true);
      const text = readFileSync(file, "utf8");
      const opening = /<svg[^>]*>/.exec(text)?.[0] ?? "";
      expect(opening).toContain(`width="${picture.width}"`);
      expect(opening).toContain(`height="${picture.height}"`);
      expect(opening).toContain(`viewBox="0 0 ${picture.width} ${picture.height}"`);
      // Nothing leaves the site: no URL but the SVG namespace, no font it would need.
      expect(text.replaceAll('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(
        /https?:|href=|<text|@import/,
      );
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(12 * 1024);
    },
  );

  it("each page's picture is its own file", () => {
    const sources = shown.map(([, picture]) => picture.src);
    expect(new Set(sources).size).toBe(sources.length);
  });
});
