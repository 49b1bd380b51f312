import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { caseStudyPage, findCaseStudy } from "../content/portfolio";
import { PageSection } from "./page-section";
import { ProjectImage } from "./project-image";
import { UnbrokenWords } from "./unbroken-words";

/**
 * Proof where it is read: the case studies a service or industry page names
 * (`caseStudies` in its content, checked by src/content/content.test.ts), each a card
 * linking to its page, with the first of its headline results.
 */
export function RelatedCaseStudies({ ids }: { ids: readonly string[] }) {
  const studies = ids.flatMap((id) => findCaseStudy(id) ?? []);
  if (studies.length === 0) return null;
  const { related } = caseStudyPage;
  return (
    <PageSection id="case-studies" tone="grey" title={related.heading} intro={related.intro}>
      <ul className="mx-auto mt-12 flex max-w-6xl flex-wrap justify-center gap-6">
        {studies.map((study) => {
          const [lead] = study.detail.headline;
          return (
            <li key={study.id} className="flex w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]">
              <Link
                to={`/portfolio/${study.id}`}
                className="group flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                <ProjectImage
                  project={study}
                  lazy
                  className="aspect-[8/5] w-full bg-slate-100 object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-sm font-semibold text-blue-700">{study.category}</p>
                  <h3 className="mt-2 text-lg font-semibold text-slate-900 group-hover:text-blue-800">
                    <UnbrokenWords text={study.title} />
                  </h3>
                  <p className="mt-1 text-sm text-slate-600">{study.detail.clientType}</p>
                  {lead && (
                    <p className="mt-5 flex-1 border-t border-slate-200 pt-4">
                      <span className="block text-3xl font-bold tracking-tight text-blue-800">
                        {lead.figure}
                      </span>
                      <span className="mt-1 block text-sm leading-6 text-slate-700">{lead.label}</span>
                    </p>
                  )}
                  <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-blue-700">
                    {related.link}
                    <ArrowRight
                      className="size-4 transition-transform group-hover:translate-x-1"
                      aria-hidden="true"
                    />
                  </span>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
