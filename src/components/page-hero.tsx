import type { ReactNode } from "react";

/** The dark banner that opens the contact, legal, portfolio and consultation pages. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-slate-950 via-blue-950 to-blue-800 text-white print:bg-none print:text-slate-900">
      {/* On paper (no backgrounds by default) its words are dark. */}
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 lg:px-8 print:py-4">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-wider text-sky-200 print:text-slate-600">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}
