import { ArrowLeft, Building2, Check, Clock, type LucideIcon, Users } from "lucide-react";
import { data, Link, type LoaderFunctionArgs, useParams } from "react-router";
import { ButtonLink } from "../components/button-link";
import { HeadlineResults } from "../components/headline-results";
import { ProjectImage } from "../components/project-image";
import { Seo } from "../components/seo";
import { BreadcrumbJsonLd } from "../components/structured-data";
import { UnbrokenWords } from "../components/unbroken-words";
import { caseStudyPage, caseStudyTitle, findCaseStudy, portfolioPage } from "../content/portfolio";
import type { CaseStudyPage } from "../content/schema";

/**
 * Only projects with a case study are pages; every other id answers a real 404, not a
 * 200 with an empty page (see `docs/architecture.md#content`).
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (!findCaseStudy(params.id ?? "")) {
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  return null;
}

/** The facts in the page header, in order, with the icon drawn beside each label. */
const factIcons = { duration: Clock, teamSize: Users, clientType: Building2 } satisfies Record<
  keyof CaseStudyPage["factLabels"],
  LucideIcon
>;
const factKeys = Object.keys(factIcons) as (keyof typeof factIcons)[];

export default function PortfolioDetailPage() {
  const id = useParams().id ?? "";
  const project = findCaseStudy(id);
  if (!project) throw new Error(`No portfolio detail for "${id}"`);
  const { detail } = project;
  const { seo, backLink, factLabels, sectionHeadings, closing } = caseStudyPage;
  const path = `/portfolio/${project.id}`;

  return (
    <article>
      <Seo
        title={caseStudyTitle(project)}
        description={project.description}
        keywords={[project.category, ...project.technologies.slice(0, 5), seo.keyword]}
        canonicalPath={path}
        type="article"
      />
      <BreadcrumbJsonLd
        trail={[
          ["Home", "/"],
          [portfolioPage.hero.heading, "/portfolio"],
          [project.title, path],
        ]}
      />

      <header className="bg-gradient-to-br from-slate-950 via-blue-950 to-blue-800 text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
          <Link
            to="/portfolio"
            className="inline-flex items-center gap-2 text-sm font-medium text-sky-100 hover:text-white"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {/* Space and label as one text node: as two, React would put a marker between them. */}
            {` ${backLink}`}
          </Link>
          <p className="mt-8 text-sm font-semibold uppercase tracking-wider text-sky-200">
            {project.category}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            <UnbrokenWords text={project.title} />
          </h1>
          <p className="mt-5 max-w-3xl text-lg text-sky-100">{project.description}</p>
          <dl className="mt-10 grid gap-4 sm:grid-cols-3">
            {factKeys.map((key) => {
              const FactIcon = factIcons[key];
              return (
                <div key={key} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
                  <dt className="flex items-center gap-2 text-sm text-sky-100">
                    <FactIcon className="size-5" aria-hidden="true" />
                    {factLabels[key]}
                  </dt>
                  <dd className="mt-1 text-lg font-semibold">{detail[key]}</dd>
                </div>
              );
            })}
          </dl>
        </div>
      </header>
      <HeadlineResults results={detail.headline} />

      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
        <ProjectImage
          project={project}
          className="aspect-[8/5] w-full rounded-2xl bg-slate-100 object-cover shadow-sm"
        />

        <Section title={sectionHeadings.overview}>
          {detail.longDescription.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-8 text-slate-700">
              {paragraph}
            </p>
          ))}
        </Section>

        <Section title={sectionHeadings.technologies}>
          <ul className="mt-6 flex flex-wrap gap-3">
            {project.technologies.map((technology) => (
              <li
                key={technology}
                className="rounded-full bg-slate-100 px-4 py-2 text-sm font-medium text-slate-800"
              >
                {technology}
              </li>
            ))}
          </ul>
        </Section>

        <Section title={sectionHeadings.features}>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {detail.features.map((feature) => (
              <li key={feature} className="flex gap-3 text-slate-700">
                <Check className="mt-1 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                <span className="leading-7">{feature}</span>
              </li>
            ))}
          </ul>
        </Section>

        <Section title={sectionHeadings.challenges}>
          <ul className="mt-6 space-y-6">
            {detail.challenges.map(({ challenge, solution }) => (
              <li key={challenge} className="rounded-2xl border border-slate-200 p-6">
                <p className="font-semibold text-slate-900">{challenge}</p>
                <p className="mt-2 leading-7 text-slate-700">{solution}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section title={sectionHeadings.results}>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {detail.results.map((result) => (
              <li
                key={result}
                className="rounded-xl bg-emerald-50 p-5 font-medium leading-7 text-emerald-900"
              >
                {result}
              </li>
            ))}
          </ul>
        </Section>

        <div className="mt-16 rounded-2xl bg-blue-900 p-10 text-center text-white">
          <h2 className="text-2xl font-bold">{closing.heading}</h2>
          <p className="mt-3 text-sky-100">{closing.paragraph}</p>
          <div className="mt-6">
            <ButtonLink to="/contact" variant="light">
              {closing.button}
            </ButtonLink>
          </div>
        </div>
      </div>
    </article>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-14">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
