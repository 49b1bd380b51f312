import { ArrowRight, Check, Mail } from "lucide-react";
import { Link } from "react-router";
import { agentPaths } from "../agent-paths";
import { ButtonLink } from "../components/button-link";
import { Picture } from "../components/picture";
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
import { clientLogo, homeHeroIllustration, portrait, serviceIllustration } from "../content/illustrations";
import { homeSeo } from "../content/seo/home";

/**
 * A label and the space that parts it from its icon, in one text node: as two nodes,
 * React would put a `<!-- -->` marker between them in the server HTML.
 */
const spaceAfter = (label: string) => `${label} `;
const spaceBefore = (label: string) => ` ${label}`;
/** The service page an area's link leads to: its drawing is the area's. */
const slugOf = (href: string) => href.slice(href.lastIndexOf("/") + 1);
/** Two digits, as the values are numbered in the About section. */
const numbered = (index: number) => String(index + 1).padStart(2, "0");

/**
 * The home page's own composition (docs/decisions/brand.md#compositions): a split hero
 * with the drawing of what the company does, the clients' wordmarks on white, the service
 * areas as drawn cards, About beside numbered values, the figures, and one large quote
 * with two beside it. No icon set here: the page's JavaScript stays within its budget.
 */
export default function HomePage() {
  const [lead, ...others] = testimonials;
  return (
    <>
      <Seo {...homeSeo} canonicalPath="/" markdown={agentPaths.llmsTxt} />

      <section className="relative overflow-hidden bg-slate-950 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pb-24">
          <div>
            <p className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-sky-100 ring-1 ring-white/20">
              {hero.badge}
            </p>
            <h1 className="mt-6 text-5xl font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl">
              {hero.headline}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-slate-300">{hero.paragraph}</p>
            <div className="mt-10 flex flex-col gap-4 sm:flex-row">
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
          {/* Lazy: under the text on a phone, so the first paint does not share the network with it. */}
          <Picture
            illustration={homeHeroIllustration}
            className="mx-auto w-full max-w-md lg:max-w-none"
            lazy
          />
        </div>
      </section>

      <section className="border-b border-slate-200 bg-white" aria-labelledby="trusted-heading">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <h2
            id="trusted-heading"
            className="text-center text-sm font-semibold uppercase tracking-wider text-slate-600"
          >
            {labels.trustedBy}
          </h2>
          <ul className="mt-6 grid grid-cols-2 items-center gap-x-6 gap-y-5 sm:grid-cols-3 lg:grid-cols-6">
            {trustedBy.map((client) => (
              <li key={client.name} className="flex justify-center opacity-80">
                <Picture
                  illustration={clientLogo(client.name)}
                  alt={client.name}
                  className="h-11 w-auto"
                  lazy
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="services" className="scroll-mt-16 bg-white py-24" aria-labelledby="services-heading">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="max-w-3xl">
            <h2
              id="services-heading"
              className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl"
            >
              {sectionIntros.services.heading}
            </h2>
            <p className="mt-5 text-lg leading-8 text-slate-600">{sectionIntros.services.paragraph}</p>
          </div>
          <ul className="mt-14 grid gap-8 lg:grid-cols-3">
            {serviceAreas.map((area) => (
              <li
                key={area.title}
                className="flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white"
              >
                <Picture illustration={serviceIllustration(slugOf(area.href))} className="w-full" lazy />
                <div className="flex flex-1 flex-col p-8">
                  <h3 className="text-2xl font-bold text-slate-900">{area.title}</h3>
                  <p className="mt-3 leading-7 text-slate-600">{area.description}</p>
                  <ul className="mt-6 flex-1 divide-y divide-slate-100 border-y border-slate-100">
                    {area.items.map((item) => (
                      <li key={item.label}>
                        <Link
                          to={item.href}
                          className="flex items-center justify-between gap-3 py-2.5 text-slate-800 hover:text-blue-800"
                        >
                          {item.label}
                          <ArrowRight className="size-4 shrink-0 text-blue-700" aria-hidden="true" />
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
                </div>
              </li>
            ))}
          </ul>
          <ul
            className="mt-12 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-8"
            aria-label={labels.technologies}
          >
            {technologyRow.map((technology) => (
              <li
                key={technology.label}
                className="rounded-full bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-800"
              >
                {technology.label}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="about" className="scroll-mt-16 bg-slate-50 py-24" aria-labelledby="about-heading">
        <div className="mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:px-8">
          <div className="lg:sticky lg:top-24 lg:self-start">
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
          <ol className="grid gap-px overflow-hidden rounded-3xl bg-slate-200 ring-1 ring-slate-200 sm:grid-cols-2">
            {about.values.map((value, index) => (
              <li key={value.title} className="bg-white p-8">
                <span className="text-sm font-bold text-blue-700" aria-hidden="true">
                  {numbered(index)}
                </span>
                <h3 className="mt-6 text-xl font-bold text-slate-900">{value.title}</h3>
                <p className="mt-2 leading-7 text-slate-600">{value.description}</p>
              </li>
            ))}
          </ol>
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

      <section id="testimonials" className="bg-white py-24" aria-labelledby="testimonials-heading">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="max-w-3xl">
            <h2
              id="testimonials-heading"
              className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
            >
              {sectionIntros.testimonials.heading}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-600">{sectionIntros.testimonials.paragraph}</p>
          </div>
          <ul className="mt-14 grid gap-8 lg:grid-cols-2">
            {lead && (
              <li className="lg:row-span-2">
                <Quote testimonial={lead} large />
              </li>
            )}
            {others.map((testimonial) => (
              <li key={testimonial.name}>
                <Quote testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

/** A client's words, signed with a drawn portrait (round, square at any width). */
function Quote({
  testimonial,
  large = false,
}: {
  testimonial: (typeof testimonials)[number];
  large?: boolean;
}) {
  return (
    <figure
      className={`flex h-full flex-col rounded-3xl p-8 ${large ? "bg-slate-950 text-white sm:p-12" : "bg-slate-50 ring-1 ring-slate-200"}`}
    >
      <blockquote
        className={`flex-1 ${large ? "text-2xl leading-10 font-medium" : "leading-7 text-slate-700"}`}
      >
        “{testimonial.quote}”
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4">
        <Picture illustration={portrait(testimonial.name)} className="size-14 shrink-0 rounded-full" lazy />
        <span>
          <span className={`block font-semibold ${large ? "text-white" : "text-slate-900"}`}>
            {testimonial.name}
          </span>
          <span className={`block text-sm ${large ? "text-slate-300" : "text-slate-600"}`}>
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
