import type { ReactNode } from "react";

/** Sections alternate white and light grey down a page, so neighbours stay apart. */
const toneClass = { white: "bg-white", grey: "bg-slate-50" } as const;
/** Card grids use the full width; running text such as an FAQ reads better narrow. */
const widthClass = { wide: "max-w-7xl", narrow: "max-w-3xl" } as const;
/** The home page's bands are taller than the inner pages'. */
const spaceClass = { normal: "py-20", large: "py-24" } as const;

export interface PageSectionProps {
  /** Names the section: its heading gets the id `${id}-heading`, which labels the section. */
  id: string;
  title: string;
  intro?: string;
  tone?: keyof typeof toneClass;
  width?: keyof typeof widthClass;
  space?: keyof typeof spaceClass;
  /**
   * The section itself carries `id` too, as the target of in-page links such as /#services;
   * the scroll margin keeps its top clear of the fixed navigation bar.
   */
  anchor?: boolean;
  children: ReactNode;
}

/** A full-width band under a centred heading: the building block of the content pages. */
export function PageSection({
  id,
  title,
  intro,
  tone = "white",
  width = "wide",
  space = "normal",
  anchor = false,
  children,
}: PageSectionProps) {
  const headingId = `${id}-heading`;
  const className = `${anchor ? "scroll-mt-16 " : ""}${toneClass[tone]} ${spaceClass[space]}`;
  return (
    <section id={anchor ? id : undefined} className={className} aria-labelledby={headingId}>
      <div className={`mx-auto ${widthClass[width]} px-4 sm:px-6 lg:px-8`}>
        <div className="mx-auto max-w-3xl text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
