import type { ReactElement } from "react";
import { company } from "../../src/content/company";
import { CARD_HEIGHT, CARD_WIDTH, cardText } from "../../src/social-card";

/**
 * The design of every social card (docs/architecture.md#social-cards): the site's hero
 * colours (src/pages, `from-slate-950 via-blue-950 to-blue-800`), the logo of
 * src/components/logo.tsx, the page's title. Satori lays it out with flexbox only:
 * every element with more than one child says `display: flex`.
 */
const colours = {
  white: "#ffffff",
  mark: "#1d4ed8", // blue-700, the logo's square
  accent: "#7dd3fc", // sky-300, the logo's second word on dark backgrounds
  muted: "#cbd5e1", // slate-300
  background: "linear-gradient(135deg, #020617 0%, #172554 55%, #1e40af 100%)",
};

/** Long titles get smaller type, so every title fits in three lines. */
function headingSize(heading: string): number {
  if (heading.length <= 28) return 76;
  if (heading.length <= 48) return 66;
  return 56;
}

function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill={colours.mark} />
      <path
        d="M8 22V10l8 8 8-8v12"
        fill="none"
        stroke={colours.white}
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CardDesign({ title }: { title: string }): ReactElement {
  const { heading, kicker } = cardText(title);
  const [first, ...rest] = company.name.split(" ");
  return (
    <div
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 80px",
        backgroundImage: colours.background,
        color: colours.white,
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <Mark size={64} />
        <div style={{ display: "flex", fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }}>
          <span>{first}</span>
          {rest.length > 0 && <span style={{ color: colours.accent, marginLeft: 10 }}>{rest.join(" ")}</span>}
        </div>
      </div>

      <div style={{ display: "flex", flexDirection: "column", maxWidth: 1000 }}>
        {kicker && (
          <div
            style={{
              fontSize: 28,
              fontWeight: 600,
              color: colours.accent,
              textTransform: "uppercase",
              letterSpacing: 3,
              marginBottom: 20,
            }}
          >
            {kicker}
          </div>
        )}
        <div
          style={{
            fontSize: headingSize(heading),
            fontWeight: 700,
            lineHeight: 1.12,
            letterSpacing: -1.5,
            textWrap: "balance",
          }}
        >
          {heading}
        </div>
      </div>

      <div style={{ display: "flex", alignItems: "center", gap: 24, height: 32 }}>
        <div
          style={{ width: 64, height: 6, borderRadius: 3, flexShrink: 0, backgroundColor: colours.accent }}
        />
        {/* The home page's title is the tagline already. */}
        {heading !== company.tagline && (
          <div style={{ fontSize: 26, color: colours.muted }}>{company.tagline}</div>
        )}
      </div>
    </div>
  );
}
