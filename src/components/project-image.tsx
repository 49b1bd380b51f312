import type { PortfolioProject } from "../content/schema";

/**
 * A project's picture. Every one is a 640×400 SVG (`content/portfolio/portfolio.test.ts`
 * checks), so the size is stated here once and the browser reserves its space before it
 * loads. The alt text is empty because the project's title stands right beside it.
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
      src={project.image}
      alt=""
      width={640}
      height={400}
      loading={lazy ? "lazy" : undefined}
      decoding={lazy ? "async" : undefined}
      className={className}
    />
  );
}
