import { ArrowLeft, Building2, Check, Clock, type LucideIcon, Users } from "lucide-react";
import { data, Link, type LoaderFunctionArgs, useParams } from "react-router";
import { ButtonLink } from "../components/button-link";
import { HeadlineResults } from "../components/headline-results";
import { Picture } from "../components/picture";
import { Seo } from "../components/seo";
import { BreadcrumbJsonLd } from "../components/structured-data";
import { UnbrokenWords } from "../components/unbroken-words";
import { caseStudyIllustration } from "../content/illustrations";
import { caseStudyPage, caseStudyTitle, findCaseStudy, portfolioPage } from "../content/portfolio";
import type { CaseStudyPage } from "../content/schema";

/**
 * Only projects with a case study are pages; every other id answers a real 404, not a
 * 200 with an empty page (see `docs/product.md#pages-and-routes`).
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

      <header className="bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
          <Link
            to="/portfolio"
            className="inline-flex items-center gap-2 text-sm font-medium text-slate-600 hover:text-blue-800"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {/* Space and label as one text node: as two, React would put a marker between them. */}
            {` ${backLink}`}
          </Link>
          <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr] lg:items-end">
            <div>
              <p className="text-sm font-bold uppercase tracking-wider text-blue-700">{project.category}</p>
              <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-6xl">
                <UnbrokenWords text={project.title} />
              </h1>
              <p className="mt-6 max-w-3xl text-xl leading-8 text-slate-700 text-pretty">
                {project.description}
              </p>
            </div>
            <dl className="divide-y divide-slate-200 border-y border-slate-200">
              {factKeys.map((key) => {
                const FactIcon = factIcons[key];
                return (
                  <div key={key} className="flex items-center justify-between gap-4 py-3">
                    <dt className="flex items-center gap-2 text-sm text-slate-600">
                      <FactIcon className="size-4" aria-hidden="true" />
                      {factLabels[key]}
                    </dt>
                    <dd className="text-right font-semibold text-slate-900">{detail[key]}</dd>
                  </div>
                );
              })}
            </dl>
          </div>
        </div>
        <HeadlineResults results={detail.headline} />
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <Picture illustration={caseStudyIllustration(project.id)} className="w-full rounded-3xl" />
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-14 px-4 pb-20 sm:px-6 lg:grid-cols-[2fr_1fr] lg:px-8">
        <div>
          <Section title={sectionHeadings.overview} first>
            {detail.longDescription.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-8 text-slate-700">
                {paragraph}
              </p>
            ))}
          </Section>

          <Section title={sectionHeadings.challenges}>
            <ol className="mt-6 space-y-8">
              {detail.challenges.map(({ challenge, solution }, index) => (
                <li key={challenge} className="grid gap-4 sm:grid-cols-[3rem_1fr]">
                  <span className="text-3xl font-extrabold text-blue-700" aria-hidden="true">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <div>
                    <p className="text-lg font-bold text-slate-900">{challenge}</p>
                    <p className="mt-2 leading-7 text-slate-700">{solution}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Section>

          <Section title={sectionHeadings.results}>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {detail.results.map((result) => (
                <li
                  key={result}
                  className="rounded-2xl border-l-4 border-emerald-500 bg-emerald-50 p-5 font-medium leading-7 text-emerald-950"
                >
                  {result}
                </li>
              ))}
            </ul>
          </Section>
        </div>

        <aside className="space-y-10 lg:sticky lg:top-24 lg:self-start">
          <section className="rounded-3xl bg-slate-50 p-7 ring-1 ring-slate-200">
            <h2 className="text-lg font-bold text-slate-900">{sectionHeadings.technologies}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {project.technologies.map((technology) => (
                <li
                  key={technology}
                  className="rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-200"
                >
                  {technology}
                </li>
              ))}
            </ul>
          </section>
          <section className="rounded-3xl bg-slate-50 p-7 ring-1 ring-slate-200">
            <h2 className="text-lg font-bold text-slate-900">{sectionHeadings.features}</h2>
            <ul className="mt-4 space-y-3">
              {detail.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-slate-700">
                  <Check className="mt-1 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                  <span className="leading-6">{feature}</span>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>

      <section className="bg-slate-950 py-20 text-white">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
          <h2 className="text-3xl font-bold tracking-tight">{closing.heading}</h2>
          <p className="mt-4 text-lg text-slate-300">{closing.paragraph}</p>
          <div className="mt-8">
            <ButtonLink to="/contact" variant="light">
              {closing.button}
            </ButtonLink>
          </div>
        </div>
      </section>
    </article>
  );
}

/** A title whose words keep their hyphens: "E-commerce" never breaks into "E-" and "commerce". */

function Section({
  title,
  first = false,
  children,
}: {
  title: string;
  first?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className={first ? "" : "mt-16"}>
      <h2 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
