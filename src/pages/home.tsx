import { ArrowRight, Check, Mail, Quote } from "lucide-react";
import { Link } from "react-router";
import { agentPaths } from "../agent-paths";
import { ButtonLink } from "../components/button-link";
import { Icon } from "../components/icon";
import { PageSection } from "../components/page-section";
import { Seo } from "../components/seo";
import { StatisticsBand } from "../components/stat-counter";
import { company } from "../content/company";
import {
  about,
  hero,
  labels,
  sectionIntros,
  serviceAreas,
  statistics,
  technologyRow,
  testimonials,
  trustedBy,
} from "../content/home";
import { homeSeo } from "../content/seo/home";

/**
 * A label and the space that parts it from its icon, in one text node: as two nodes,
 * React would put a `<!-- -->` marker between them in the server HTML.
 */
const spaceAfter = (label: string) => `${label} `;
const spaceBefore = (label: string) => ` ${label}`;

export default function HomePage() {
  return (
    <>
      <Seo {...homeSeo} canonicalPath="/" markdown={agentPaths.llmsTxt} />

      <section className="relative overflow-hidden bg-gradient-to-br from-slate-950 via-blue-950 to-blue-800 text-white">
        <div className="mx-auto max-w-5xl px-4 pb-20 pt-24 text-center sm:px-6 sm:pt-28 lg:px-8">
          <p className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-sky-100 ring-1 ring-white/20">
            {hero.badge}
          </p>
          <h1 className="mt-6 text-5xl font-bold tracking-tight text-balance sm:text-6xl lg:text-7xl">
            {hero.headline}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-sky-100">{hero.paragraph}</p>
          <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
            <ButtonLink to="/schedule-consultation" variant="light">
              {spaceAfter(labels.scheduleConsultation)}
              <ArrowRight className="size-5" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to={`mailto:${company.email.contact}`} variant="outlineLight">
              <Mail className="size-5" aria-hidden="true" />
              {spaceBefore(labels.sendEmail)}
            </ButtonLink>
          </div>
        </div>
        <div className="border-t border-white/10 bg-slate-950/40">
          <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
            <p className="text-center text-sm font-medium uppercase tracking-wider text-sky-200">
              {labels.trustedBy}
            </p>
            <ul className="mt-6 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6">
              {trustedBy.map((client) => (
                <li key={client.name} className="flex items-center justify-center gap-2 text-slate-200">
                  <Icon name={client.icon} className="size-5 shrink-0" />
                  <span className="text-sm font-semibold tracking-tight">{client.name}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <PageSection
        id="services"
        anchor
        space="large"
        title={sectionIntros.services.heading}
        intro={sectionIntros.services.paragraph}
      >
        <ul className="mt-14 grid gap-8 lg:grid-cols-3">
          {serviceAreas.map((area) => (
            <li
              key={area.title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-blue-700 text-white">
                <Icon name={area.icon} />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{area.title}</h3>
              <p className="mt-3 leading-7 text-slate-600">{area.description}</p>
              <ul className="mt-6 flex-1 space-y-3">
                {area.items.map((item) => (
                  <li key={item.label}>
                    <Link
                      to={item.href}
                      className="flex items-center gap-3 text-slate-700 hover:text-blue-800"
                    >
                      <Icon name={item.icon} className="size-4 shrink-0 text-blue-700" />
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <Link
                to={area.href}
                className="mt-8 inline-flex items-center gap-1 font-semibold text-blue-700 hover:text-blue-900"
              >
                {spaceAfter(labels.exploreArea)}
                {area.title} <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
        <ul
          className="mx-auto mt-16 grid max-w-4xl grid-cols-3 gap-6 sm:grid-cols-6"
          aria-label={labels.technologies}
        >
          {technologyRow.map((technology) => (
            <li
              key={technology.label}
              className="flex flex-col items-center gap-2 text-sm font-medium text-slate-700"
            >
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-blue-800">
                <Icon name={technology.icon} />
              </span>
              {technology.label}
            </li>
          ))}
        </ul>
      </PageSection>

      <section id="about" className="scroll-mt-16 bg-slate-50 py-24" aria-labelledby="about-heading">
        <div className="mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-blue-700">{about.badge}</p>
            <h2
              id="about-heading"
              className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
            >
              {about.heading}
            </h2>
            <p className="mt-6 text-lg leading-8 text-slate-600">{about.paragraph}</p>
            <ul className="mt-8 space-y-3">
              {about.claims.map((claim) => (
                <li key={claim} className="flex items-center gap-3 font-medium text-slate-800">
                  <Check className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                  {claim}
                </li>
              ))}
            </ul>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2">
            {about.values.map((value) => (
              <li key={value.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
                  <Icon name={value.icon} />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{value.title}</h3>
                <p className="mt-2 leading-7 text-slate-600">{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-blue-900 py-20" aria-labelledby="stats-heading">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-3xl text-center">
            <h2 id="stats-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {sectionIntros.statistics.heading}
            </h2>
            <p className="mt-4 text-lg text-sky-100">{sectionIntros.statistics.paragraph}</p>
          </div>
          <div className="mt-14">
            <StatisticsBand statistics={statistics} />
          </div>
          <div className="mt-14 text-center">
            <ButtonLink to="/schedule-consultation" variant="light">
              {labels.bookConsultation}
            </ButtonLink>
          </div>
        </div>
      </section>

      <PageSection
        id="testimonials"
        space="large"
        title={sectionIntros.testimonials.heading}
        intro={sectionIntros.testimonials.paragraph}
      >
        <ul className="mt-14 grid gap-8 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200">
                <Quote className="size-8 text-blue-700" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
                  “{testimonial.quote}”
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  <span
                    className="inline-flex size-12 items-center justify-center rounded-full bg-blue-700 font-semibold text-white"
                    aria-hidden="true"
                  >
                    {testimonial.initials}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                    <span className="block text-sm text-slate-600">
                      {testimonial.role}, {testimonial.company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
