// The drawn subjects of the site's illustrations, one function each, in one style: navy
// lines 3 units wide with round ends over flat shapes in the brand's palette, on a canvas
// of 480×360 units. `draw.ts` places them in frames and writes the files.

export const ink = "#0f172a";
export const palette = {
  ink,
  navy: "#1e3a8a",
  blue: "#2563eb",
  sky: "#38bdf8",
  pale: "#dbeafe",
  mist: "#eff6ff",
  mint: "#34d399",
  sun: "#fbbf24",
  white: "#ffffff",
} as const;
const { navy, blue, sky, pale, mint, sun, white } = palette;

type Point = readonly [number, number];

/** A shape outlined in ink: the one stroke of the style. */
const lined = `stroke="${ink}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 8) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${lined}/>`;
/** A flat block without outline: text lines and fillings. */
export const bar = (x: number, y: number, w: number, h: number, fill: string, rx = h / 2) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
export const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${lined}/>`;
export const dot = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
export const path = (d: string, fill = "none") => `<path d="${d}" fill="${fill}" ${lined}/>`;
export const line = (points: readonly Point[]) =>
  `<path d="M${points.map(([x, y]) => `${x} ${y}`).join("L")}" ${lined}/>`;
export const dashed = (points: readonly Point[]) =>
  `<path d="M${points.map(([x, y]) => `${x} ${y}`).join("L")}" stroke="${ink}" stroke-width="2" stroke-dasharray="4 7" stroke-linecap="round"/>`;
/** A four-pointed spark, the style's mark for "new" and "smart". */
export const spark = (cx: number, cy: number, r: number, fill: string = sun) =>
  path(
    `M${cx} ${cy - r}Q${cx + r * 0.18} ${cy - r * 0.18} ${cx + r} ${cy}Q${cx + r * 0.18} ${cy + r * 0.18} ${cx} ${cy + r}Q${cx - r * 0.18} ${cy + r * 0.18} ${cx - r} ${cy}Q${cx - r * 0.18} ${cy - r * 0.18} ${cx} ${cy - r}Z`,
    fill,
  );
/** A group moved and scaled, to reuse a subject in another frame. */
export const place = (x: number, y: number, scale: number, body: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${body}</g>`;

/** A browser window with a layout inside. */
const browser = (x: number, y: number, w: number, h: number) =>
  [
    rect(x, y, w, h, white, 14),
    path(`M${x} ${y + 28}H${x + w}`),
    dot(x + 18, y + 14, 4, ink),
    dot(x + 32, y + 14, 4, ink),
    dot(x + 46, y + 14, 4, ink),
  ].join("");

/** A phone, upright, with its screen's header. */
const phone = (x: number, y: number, w: number, h: number, screen: string = white) =>
  [rect(x, y, w, h, screen, 18), bar(x + w / 2 - 14, y + 10, 28, 6, ink)].join("");

const person = (cx: number, cy: number, shirt: string) =>
  [circle(cx, cy - 22, 14, white), path(`M${cx - 26} ${cy + 22}a26 24 0 0 1 52 0Z`, shirt)].join("");

const gear = (cx: number, cy: number, r: number, fill: string) => {
  const teeth = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    const [x1, y1] = [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
    const [x2, y2] = [cx + Math.cos(a) * (r + 10), cy + Math.sin(a) * (r + 10)];
    return `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`;
  }).join("");
  return `<path d="${teeth}" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>${circle(cx, cy, r, fill)}${circle(cx, cy, r / 2.6, white)}`;
};

const cloud = (x: number, y: number, s: number, fill = white) =>
  place(
    x,
    y,
    s,
    path("M40 100a34 34 0 0 1 4-68 46 46 0 0 1 86-10 38 38 0 0 1 48 38 30 30 0 0 1-8 40Z", fill),
  );

const serverRack = (x: number, y: number, w: number) =>
  [0, 1, 2]
    .map((i) =>
      [
        rect(x, y + i * 34, w, 28, i === 1 ? blue : white, 6),
        dot(x + w - 16, y + i * 34 + 14, 4, i === 1 ? white : mint),
        bar(x + 12, y + i * 34 + 11, w * 0.4, 6, i === 1 ? pale : pale),
      ].join(""),
    )
    .join("");

const barChart = (x: number, y: number, heights: readonly number[], fills: readonly string[]) =>
  heights.map((h, i) => rect(x + i * 30, y - h, 20, h, fills[i % fills.length] ?? blue, 4)).join("");

const coin = (cx: number, cy: number) =>
  [circle(cx, cy, 20, sun), path(`M${cx} ${cy - 9}V${cy + 9}`)].join("");

/** The services' subjects, by slug. */
export const serviceMotifs: Record<string, string> = {
  "web-development": [
    browser(80, 62, 300, 210),
    bar(100, 110, 80, 140, pale, 8),
    bar(196, 110, 164, 56, blue, 8),
    bar(196, 182, 120, 10, ink),
    bar(196, 202, 150, 10, pale),
    bar(196, 222, 96, 10, pale),
    circle(366, 262, 40, sun),
    path("M352 250l-12 12 12 12M380 250l12 12-12 12"),
    path("M371 246l-10 32"),
  ].join(""),
  "mobile-app": [
    place(
      250,
      64,
      1,
      `<g transform="rotate(12)">${phone(0, 0, 120, 220, sky)}${bar(18, 40, 84, 60, white, 8)}</g>`,
    ),
    phone(150, 76, 128, 232),
    bar(166, 108, 96, 64, blue, 10),
    bar(166, 186, 72, 10, ink),
    bar(166, 206, 96, 10, pale),
    bar(166, 226, 60, 10, pale),
    circle(214, 280, 12, mint),
    rect(296, 92, 104, 44, white, 14),
    dot(318, 114, 8, mint),
    bar(334, 108, 52, 10, pale),
  ].join(""),
  "cloud-services": [
    cloud(130, 52, 1.25, white),
    place(176, 86, 1, `${spark(100, 40, 18, sun)}`),
    serverRack(96, 220, 110),
    serverRack(274, 220, 110),
    dashed([
      [151, 216],
      [151, 186],
      [200, 176],
    ]),
    dashed([
      [329, 216],
      [329, 186],
      [290, 176],
    ]),
  ].join(""),
  "ai-solutions": [
    ...[
      [120, 90],
      [360, 96],
      [110, 262],
      [370, 268],
      [240, 50],
      [240, 310],
    ].map(([x, y]) => line([[240, 180] as const, [x ?? 0, y ?? 0] as const])),
    rect(180, 120, 120, 120, navy, 16),
    rect(204, 144, 72, 72, blue, 10),
    spark(240, 180, 22, sun),
    circle(120, 90, 16, sky),
    circle(360, 96, 16, mint),
    circle(110, 262, 16, mint),
    circle(370, 268, 16, sky),
    circle(240, 50, 12, white),
    circle(240, 310, 12, white),
  ].join(""),
  "it-consulting": [
    rect(92, 60, 250, 180, white, 12),
    path("M150 240l-24 70M284 240l24 70M217 240v60"),
    barChart(120, 214, [50, 80, 66, 118], [pale, sky, pale, blue]),
    line([
      [120, 150],
      [170, 124],
      [214, 134],
      [280, 86],
    ]),
    dot(280, 86, 6, ink),
    circle(350, 210, 46, "#ffffff80"),
    path("M384 244l40 40"),
    rect(300, 52, 120, 56, sun, 16),
    bar(318, 72, 60, 8, ink),
    bar(318, 88, 40, 8, white),
  ].join(""),
  "engagement-models": [
    `<circle cx="190" cy="160" r="86" fill="${sky}" fill-opacity=".55" ${lined}/>`,
    `<circle cx="290" cy="160" r="86" fill="${mint}" fill-opacity=".55" ${lined}/>`,
    `<circle cx="240" cy="240" r="86" fill="${sun}" fill-opacity=".55" ${lined}/>`,
    person(168, 150, blue),
    person(312, 150, navy),
    person(240, 262, white),
  ].join(""),
};

/** The industries' subjects, by slug. */
export const industryMotifs: Record<string, string> = {
  automotive: [
    path("M60 300H420", "none"),
    dashed([
      [90, 320],
      [400, 320],
    ]),
    path("M96 262v-40l40-6 50-50h110l56 50 40 8v38Z", white),
    path("M200 172l-34 44h76v-44ZM258 172v44h70l-40-44Z", pale),
    path("M96 240h46M360 240h32"),
    circle(160, 266, 28, navy),
    circle(160, 266, 10, white),
    circle(330, 266, 28, navy),
    circle(330, 266, 10, white),
    circle(372, 96, 40, white),
    path("M348 110a24 24 0 0 1 48 0"),
    line([
      [372, 110],
      [388, 86],
    ]),
    dot(372, 110, 5, ink),
  ].join(""),
  ecommerce: [
    browser(70, 60, 240, 180),
    bar(92, 106, 90, 64, sky, 8),
    bar(196, 106, 90, 64, pale, 8),
    bar(92, 186, 60, 10, ink),
    bar(196, 186, 50, 10, ink),
    path("M270 170h132l-14 150H284Z", blue),
    path("M304 174v-20a32 32 0 0 1 64 0v20"),
    spark(336, 244, 20, sun),
    rect(120, 250, 120, 70, mint, 12),
    bar(136, 294, 50, 8, ink),
    bar(136, 266, 24, 14, sun, 3),
  ].join(""),
  education: [
    path("M240 80l150 56-150 56-150-56Z", navy),
    path("M160 164v58c40 34 120 34 160 0v-58l-80 30Z", blue),
    path("M390 136v70"),
    circle(390, 214, 10, sun),
    path("M110 300c40-22 90-22 130 0 40-22 90-22 130 0v-40c-40-22-90-22-130 0-40-22-90-22-130 0Z", white),
    path("M240 260v40"),
    bar(126, 276, 70, 6, pale),
    bar(284, 276, 70, 6, pale),
  ].join(""),
  finance: [
    path("M120 150l120-62 120 62Z", white),
    rect(118, 150, 244, 18, pale, 4),
    ...[140, 196, 252, 308].map((x) => rect(x, 176, 32, 96, white, 4)),
    rect(108, 272, 264, 22, navy, 4),
    coin(396, 246),
    coin(396, 206),
    coin(88, 100),
    line([
      [60, 330],
      [140, 312],
      [200, 320],
      [300, 300],
      [420, 306],
    ]),
  ].join(""),
  healthcare: [
    path("M240 316C150 256 96 208 96 150a70 70 0 0 1 144-24 70 70 0 0 1 144 24c0 58-54 106-144 166Z", pale),
    line([
      [70, 190],
      [170, 190],
      [196, 140],
      [226, 246],
      [256, 170],
      [276, 190],
      [410, 190],
    ]),
    rect(330, 54, 76, 76, white, 18),
    path("M368 72v40M348 92h40", "none"),
    circle(116, 88, 22, mint),
  ].join(""),
  hospitality: [
    rect(110, 70, 150, 230, white, 10),
    ...[0, 1, 2, 3].flatMap((row) =>
      [0, 1, 2].map((col) =>
        bar(130 + col * 40, 94 + row * 42, 28, 26, row === 1 && col === 1 ? sun : pale, 4),
      ),
    ),
    rect(162, 262, 46, 38, navy, 4),
    path("M290 286a60 60 0 0 1 120 0Z", sun),
    path("M278 300h144"),
    circle(350, 218, 8, white),
    spark(396, 100, 16, sky),
    spark(340, 130, 10, mint),
  ].join(""),
  logistics: [
    path("M60 304H420"),
    rect(80, 150, 170, 120, white, 8),
    path("M250 190h64l40 44v36H250Z", blue),
    path("M272 200h40l24 30h-64Z", pale),
    circle(130, 276, 22, navy),
    circle(300, 276, 22, navy),
    rect(104, 174, 56, 50, sun, 4),
    rect(170, 174, 56, 50, sky, 4),
    path("M360 64c-22 0-38 16-38 38 0 30 38 62 38 62s38-32 38-62c0-22-16-38-38-38Z", mint),
    circle(360, 100, 10, white),
    dashed([
      [360, 172],
      [360, 236],
      [392, 260],
    ]),
  ].join(""),
  manufacturing: [
    path("M70 290V170l70-40v40l70-40v40l70-40v160Z", white),
    rect(296, 96, 30, 194, navy, 4),
    ...[96, 160, 224].map((x) => bar(x, 214, 28, 30, pale, 4)),
    path("M60 290H420"),
    gear(384, 200, 30, sky),
    gear(340, 120, 18, sun),
    `<path d="M310 70c10-16 30-16 40-4" stroke="${ink}" stroke-width="3" stroke-linecap="round" fill="none"/>`,
    rect(90, 306, 300, 22, pale, 11),
    dot(120, 317, 5, ink),
    dot(240, 317, 5, ink),
    dot(360, 317, 5, ink),
  ].join(""),
  retail: [
    rect(90, 130, 300, 180, white, 8),
    path("M80 130l24-56h272l24 56Z", white),
    ...[0, 1, 2, 3, 4].map((i) =>
      path(`M${80 + i * 64} 130h64v18a32 32 0 0 1-64 0Z`, i % 2 === 0 ? blue : white),
    ),
    rect(120, 196, 100, 114, pale, 6),
    rect(250, 196, 110, 70, sky, 6),
    path("M396 206l-40 40 40 40 40-40v-40Z", sun),
    circle(412, 222, 6, white),
  ].join(""),
  technology: [
    rect(110, 80, 260, 170, navy, 12),
    bar(126, 96, 228, 138, blue, 6),
    path("M80 266h320l-20 30H100Z", white),
    path("M170 140l-22 24 22 24M310 140l22 24-22 24"),
    `<path d="M226 190l28-52" stroke="${sun}" stroke-width="4" stroke-linecap="round"/>`,
    line([
      [370, 150],
      [420, 150],
      [420, 80],
    ]),
    circle(420, 70, 10, mint),
    line([
      [110, 190],
      [80, 190],
      [80, 120],
    ]),
    circle(80, 110, 10, sky),
    spark(382, 300, 14, sun),
  ].join(""),
};

/** The case studies' scenes, by project id: one or two subjects of the work, with its result. */
export const caseStudyMotifs: Record<string, string> = {
  "ai-analytics-dashboard": [
    browser(80, 56, 320, 230),
    barChart(108, 250, [60, 96, 74, 130, 110], [pale, sky, pale, blue, sky]),
    line([
      [270, 200],
      [310, 150],
      [340, 170],
      [380, 110],
    ]),
    spark(380, 110, 18, sun),
    rect(290, 220, 94, 46, mint, 10),
    bar(304, 238, 60, 10, ink),
  ].join(""),
  "brainwrite-howto": [
    rect(120, 52, 220, 270, white, 12),
    bar(144, 84, 120, 12, ink),
    ...[0, 1, 2].map((i) =>
      [
        circle(156, 130 + i * 58, 12, i === 2 ? white : mint),
        bar(180, 124 + i * 58, 130, 10, pale),
        bar(180, 142 + i * 58, 90, 8, pale),
      ].join(""),
    ),
    path("M150 124l5 5 9-10M150 182l5 5 9-10"),
    path("M372 92l30 30-120 120-40 10 10-40Z", sun),
    path("M362 102l30 30"),
    spark(396, 262, 22, sky),
  ].join(""),
  "cloud-migration-project": [
    serverRack(72, 200, 120),
    cloud(236, 60, 1.1, white),
    path("M150 186c0-70 50-100 110-100", "none"),
    path("M246 72l18 14-18 16"),
    rect(300, 200, 120, 96, pale, 12),
    circle(360, 248, 22, mint),
    path("M350 248l8 8 14-16"),
  ].join(""),
  "ecommerce-platform": [
    browser(64, 60, 250, 200),
    bar(86, 108, 100, 60, sky, 8),
    bar(200, 108, 96, 60, pale, 8),
    bar(86, 186, 130, 10, ink),
    bar(86, 206, 170, 10, pale),
    path("M290 160h120l-12 140H302Z", blue),
    path("M322 164v-18a28 28 0 0 1 56 0v18"),
    spark(350, 232, 18, sun),
  ].join(""),
  "fintech-webapp": [
    phone(100, 50, 130, 250),
    bar(118, 90, 94, 56, navy, 10),
    bar(130, 126, 40, 8, sun),
    barChart(124, 262, [40, 70, 56, 92], [pale, sky, pale, blue]),
    rect(260, 110, 160, 100, sun, 14),
    path("M260 140h160"),
    bar(280, 178, 50, 10, ink),
    coin(384, 250),
    coin(330, 270),
  ].join(""),
  "healthcare-mobile-app": [
    phone(150, 44, 140, 266),
    path("M220 200c-34-22-50-40-50-60a25 25 0 0 1 50-8 25 25 0 0 1 50 8c0 20-16 38-50 60Z", pale),
    line([
      [166, 250],
      [196, 250],
      [206, 232],
      [220, 268],
      [232, 250],
      [274, 250],
    ]),
    rect(326, 120, 84, 100, white, 24),
    path("M348 120v-24h40v24M348 220v24h40v-24"),
    path("M346 170h14l6-14 10 28 6-14h12"),
    dot(120, 110, 12, mint),
  ].join(""),
  "web-agency-infrastructure": [
    circle(330, 150, 80, pale),
    path("M250 150h160M330 70c-40 40-40 120 0 160M330 70c40 40 40 120 0 160"),
    serverRack(70, 120, 130),
    dashed([
      [200, 150],
      [250, 150],
    ]),
    rect(70, 250, 130, 40, mint, 10),
    bar(88, 266, 80, 8, ink),
    spark(420, 280, 16, sun),
  ].join(""),
};

/** The home page's hero: the four things the company builds and runs, joined at one hub. */
export const homeHeroScene = [
  dashed([
    [130, 130],
    [240, 220],
    [350, 130],
  ]),
  dashed([
    [130, 320],
    [240, 220],
    [350, 320],
  ]),
  place(0, 10, 0.52, serviceMotifs["web-development"] ?? ""),
  place(232, 10, 0.52, serviceMotifs["cloud-services"] ?? ""),
  place(0, 236, 0.52, serviceMotifs["mobile-app"] ?? ""),
  place(232, 236, 0.52, serviceMotifs["ai-solutions"] ?? ""),
  circle(240, 220, 30, sun),
  spark(240, 220, 15, white),
].join("");
