import { Fragment } from "react";
import type { LegalSection, SeoEntry } from "../content/schema";
import { PageHero } from "./page-hero";
import { Seo } from "./seo";

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Shows e-mail addresses inside copy as mailto links. */
export function WithEmailLinks({ text }: { text: string }) {
  return text.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      <a
        key={part + String(index)}
        href={`mailto:${part}`}
        className="font-medium text-blue-700 underline hover:text-blue-900"
      >
        {part}
      </a>
    ) : (
      <Fragment key={part + String(index)}>{part}</Fragment>
    ),
  );
}

/** The privacy policy and the terms of service share this layout. */
export function LegalPage({
  title,
  path,
  seo,
  sections,
  lastUpdated,
}: {
  title: string;
  path: string;
  seo: SeoEntry;
  sections: readonly LegalSection[];
  lastUpdated: string;
}) {
  const updated = new Date(`${lastUpdated}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return (
    <>
      <Seo {...seo} canonicalPath={path} />
      <PageHero eyebrow="Legal" title={title}>
        <p className="mt-4 text-sky-100">
          Last updated <time dateTime={lastUpdated}>{updated}</time>
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        {sections.map((section, index) => (
          <section key={section.heading} className={index > 0 ? "mt-12" : ""}>
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-8 text-slate-700">
                <WithEmailLinks text={paragraph} />
              </p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
