import { caseStudyIllustration } from "../content/illustrations";
import type { PortfolioProject } from "../content/schema";

/**
 * A project's picture: the drawing its case study opens with, where it has one, so a card
 * and the page it leads to look alike; else its cover. Every one is a 640×400 SVG
 * (`content/portfolio/portfolio.test.ts`, `content/illustrations.test.ts` check), so the
 * size is stated here once and the browser reserves its space before it loads. The alt
 * text is empty because the project's title stands right beside it.
 */
export function ProjectImage({
  project,
  className,
  lazy = false,
}: {
  project: PortfolioProject;
  className: string;
  /** For images below the fold: load and decode them only when needed. */
  lazy?: boolean;
}) {
  return (
    <img
      src={project.detail ? caseStudyIllustration(project.id).src : project.image}
      alt=""
      width={640}
      height={400}
      loading={lazy ? "lazy" : undefined}
      decoding={lazy ? "async" : undefined}
      className={className}
    />
  );
}
