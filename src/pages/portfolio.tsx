import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "../components/page-hero";
import { PageSection } from "../components/page-section";
import { ProjectImage } from "../components/project-image";
import { Seo } from "../components/seo";
import { UnbrokenWords } from "../components/unbroken-words";
import { featuredProjects, portfolioPage, portfolioProjects } from "../content/portfolio";
import type { PortfolioProject } from "../content/schema";
import { portfolioSeo } from "../content/seo/portfolio";

const MAX_BADGES = 3;

export default function PortfolioPage() {
  const { hero } = portfolioPage;
  return (
    <>
      <Seo {...portfolioSeo} canonicalPath="/portfolio" />
      <PageHero eyebrow={hero.eyebrow} title={hero.heading}>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-sky-100">{hero.paragraph}</p>
      </PageHero>

      <PageSection id="featured" title={portfolioPage.featuredHeading}>
        <ul className="mt-12 grid gap-8 md:grid-cols-2">
          {featuredProjects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} featured />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="all" tone="grey" title={portfolioPage.allHeading}>
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {portfolioProjects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}

const cardClass =
  "group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm";

/**
 * A project's card: a link to its case study, or, for a project without one, the same card
 * that links nowhere and says its case study is coming (no link of the site leads to a 404).
 */
function ProjectCard({ project, featured = false }: { project: PortfolioProject; featured?: boolean }) {
  const { card } = portfolioPage;
  const shown = featured ? project.technologies : project.technologies.slice(0, MAX_BADGES);
  const hidden = project.technologies.length - shown.length;
  const [beforeCount, afterCount] = card.moreTechnologies.split("{count}");
  const body = (
    <>
      <ProjectImage project={project} lazy className="aspect-[8/5] w-full bg-slate-100 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-blue-700">{project.category}</p>
        <h3
          className={`mt-2 font-semibold text-slate-900 ${project.detail ? "group-hover:text-blue-800" : ""} ${featured ? "text-2xl" : "text-lg"}`}
        >
          <UnbrokenWords text={project.title} />
        </h3>
        <p className="mt-3 flex-1 leading-7 text-slate-600">{project.description}</p>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label={card.technologies}>
          {shown.map((technology) => (
            <li
              key={technology}
              className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700"
            >
              {technology}
            </li>
          ))}
          {hidden > 0 && (
            <li className="rounded-full bg-blue-50 px-3 py-1 text-xs font-semibold text-blue-800">
              <span aria-hidden="true">+{hidden}</span>
              <span className="sr-only">
                {beforeCount}
                {hidden}
                {afterCount}
              </span>
            </li>
          )}
        </ul>
        {project.detail ? (
          <span className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-blue-700">
            {card.caseStudyLink}{" "}
            <ArrowRight
              className="size-4 transition-transform group-hover:translate-x-1"
              aria-hidden="true"
            />
          </span>
        ) : (
          <span className="mt-6 self-start rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
            {card.caseStudySoon}
          </span>
        )}
      </div>
    </>
  );
  if (!project.detail) return <article className={cardClass}>{body}</article>;
  return (
    <Link
      to={`/portfolio/${project.id}`}
      className={`${cardClass} transition-shadow hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700`}
    >
      {body}
    </Link>
  );
}
