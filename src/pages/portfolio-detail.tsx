import { ArrowLeft, Building2, Check, Clock, Users } from "lucide-react";
import { data, Link, type LoaderFunctionArgs, useParams } from "react-router";
import { ButtonLink } from "../components/button-link";
import { Seo } from "../components/seo";
import { BreadcrumbJsonLd } from "../components/structured-data";
import { findCaseStudy } from "../content/portfolio";

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

export default function PortfolioDetailPage() {
  const id = useParams().id ?? "";
  const project = findCaseStudy(id);
  if (!project) throw new Error(`No portfolio detail for "${id}"`);
  const { detail } = project;
  const path = `/portfolio/${project.id}`;

  return (
    <article>
      <Seo
        title={`${project.title} | Case Study`}
        description={project.description}
        keywords={[project.category, ...project.technologies.slice(0, 5), "case study"]}
        canonicalPath={path}
        image={project.image}
        type="article"
      />
      <BreadcrumbJsonLd
        trail={[
          ["Home", "/"],
          ["Portfolio", "/portfolio"],
          [project.title, path],
        ]}
      />

      <header className="bg-gradient-to-br from-slate-950 via-blue-950 to-blue-800 text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
          <Link
            to="/portfolio"
            className="inline-flex items-center gap-2 text-sm font-medium text-sky-100 hover:text-white"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> Back to Portfolio
          </Link>
          <p className="mt-8 text-sm font-semibold uppercase tracking-wider text-sky-200">
            {project.category}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{project.title}</h1>
          <p className="mt-5 max-w-3xl text-lg text-sky-100">{project.description}</p>
          <dl className="mt-10 grid gap-4 sm:grid-cols-3">
            <Fact
              icon={<Clock className="size-5" aria-hidden="true" />}
              label="Duration"
              value={detail.duration}
            />
            <Fact
              icon={<Users className="size-5" aria-hidden="true" />}
              label="Team Size"
              value={detail.teamSize}
            />
            <Fact
              icon={<Building2 className="size-5" aria-hidden="true" />}
              label="Client Type"
              value={detail.clientType}
            />
          </dl>
        </div>
      </header>

      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
        <img
          src={project.image}
          alt=""
          width={640}
          height={400}
          className="aspect-[8/5] w-full rounded-2xl bg-slate-100 object-cover shadow-sm"
        />

        <Section title="Project Overview">
          {detail.longDescription.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-8 text-slate-700">
              {paragraph}
            </p>
          ))}
        </Section>

        <Section title="Technologies Used">
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

        <Section title="Key Features">
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {detail.features.map((feature) => (
              <li key={feature} className="flex gap-3 text-slate-700">
                <Check className="mt-1 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                <span className="leading-7">{feature}</span>
              </li>
            ))}
          </ul>
        </Section>

        <Section title="Challenges & Solutions">
          <ul className="mt-6 space-y-6">
            {detail.challenges.map(({ challenge, solution }) => (
              <li key={challenge} className="rounded-2xl border border-slate-200 p-6">
                <p className="font-semibold text-slate-900">{challenge}</p>
                <p className="mt-2 leading-7 text-slate-700">{solution}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section title="Results & Impact">
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
          <h2 className="text-2xl font-bold">Have a similar project in mind?</h2>
          <p className="mt-3 text-sky-100">Tell us about it and we will come back within one business day.</p>
          <div className="mt-6">
            <ButtonLink to="/contact" variant="light">
              Get In Touch
            </ButtonLink>
          </div>
        </div>
      </div>
    </article>
  );
}

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
      <dt className="flex items-center gap-2 text-sm text-sky-100">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-lg font-semibold">{value}</dd>
    </div>
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
