import { ArrowRight, Check } from "lucide-react";
import type { ReactNode } from "react";
import type { DetailPage } from "../content/schema";
import { ButtonLink } from "./button-link";
import { Icon } from "./icon";
import { PageSection } from "./page-section";
import { Seo } from "./seo";
import { BreadcrumbJsonLd } from "./structured-data";

export interface DetailPageLayoutProps {
  entry: DetailPage;
  path: string;
  /** Breadcrumb parent, e.g. ["Services", "/#services"]. */
  section: readonly [name: string, path: string];
  /** Where "Get Started Today" leads: the booking form, pre-filled where it can be. */
  bookingHref: string;
  /** Extra structured data for this kind of page (Service on service pages). */
  structuredData?: ReactNode;
  /** The page's proof: its related case studies, shown before the closing call to action. */
  proof?: ReactNode;
}

/** The one layout of every service and industry page (docs/product.md#pages-and-routes). */
export function DetailPageLayout({
  entry,
  path,
  section,
  bookingHref,
  structuredData,
  proof,
}: DetailPageLayoutProps) {
  return (
    <>
      <Seo {...entry.seo} canonicalPath={path} />
      <BreadcrumbJsonLd trail={[["Home", "/"], section, [entry.name, path]]} />
      {structuredData}

      <section className="bg-gradient-to-br from-slate-950 via-blue-950 to-blue-800 text-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-24 lg:px-8">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-sky-100 ring-1 ring-white/20">
            <Icon name={entry.icon} className="size-4" />
            {entry.badge}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{entry.title}</h1>
          <p className="mx-auto mt-5 max-w-3xl text-xl text-sky-100 text-balance">{entry.subtitle}</p>
          <p className="mx-auto mt-5 max-w-3xl text-base leading-7 text-slate-200">{entry.description}</p>
          <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
            <ButtonLink to={bookingHref} variant="light">
              Get Started Today <ArrowRight className="size-5" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/contact" variant="outlineLight">
              Discuss Your Project
            </ButtonLink>
          </div>
        </div>
      </section>

      <PageSection id="features" title="Key Features">
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {entry.features.map((feature) => (
            <li
              key={feature.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
                <Icon name={feature.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{feature.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <section className="bg-slate-50 py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-slate-900">Why Choose Our Service</h2>
            <ul className="mt-8 space-y-4">
              {entry.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 text-slate-700">
                  <Check className="mt-1 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                  <span className="leading-7">{benefit}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-slate-900">Technologies We Use</h2>
            <ul className="mt-8 flex flex-wrap gap-3">
              {entry.technologies.map((technology) => (
                <li
                  key={technology}
                  className="rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-200"
                >
                  {technology}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <PageSection id="process" title="Our Process">
        <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {entry.process.map((step) => (
            <li key={step.step} className="relative rounded-2xl bg-slate-50 p-6">
              <span className="flex size-10 items-center justify-center rounded-full bg-blue-700 text-lg font-bold text-white">
                {step.step}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      {proof}

      <section className="bg-blue-900 py-20 text-white">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
          <h2 className="text-3xl font-bold tracking-tight">Ready to Get Started?</h2>
          <p className="mt-4 text-lg text-sky-100">
            Tell us where you are and where you want to be. We will map the shortest safe path between the
            two.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
            <ButtonLink to={bookingHref} variant="light">
              Schedule Consultation
            </ButtonLink>
            <ButtonLink to="/portfolio" variant="outlineLight">
              View Portfolio
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
