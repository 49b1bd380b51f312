import { ArrowRight, Check } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Illustration } from "../content/illustrations";
import type { DetailPage } from "../content/schema";
import { ButtonLink } from "./button-link";
import { Icon } from "./icon";
import { Picture } from "./picture";
import { Seo } from "./seo";
import { BreadcrumbJsonLd } from "./structured-data";
import { UnbrokenWords } from "./unbroken-words";

export interface DetailPageLayoutProps {
  /** Service and industry pages share their content's shape, not their look. */
  composition: "service" | "industry";
  entry: DetailPage;
  path: string;
  /**
   * Breadcrumb parent, e.g. ["Services", "/#services"]; left out where no page lists the
   * section (the industries have no overview), so the trail starts at Home.
   */
  section?: readonly [name: string, path: string];
  /** Where "Get Started Today" leads: the booking form, pre-filled where it can be. */
  bookingHref: string;
  illustration: Illustration;
  /** Extra structured data for this kind of page (Service on service pages). */
  structuredData?: ReactNode;
  /** The proof of the work (related case studies): shown after what the page offers, before the close. */
  proof?: ReactNode;
}

/**
 * The service and industry pages (docs/decisions/brand.md#compositions): the same content
 * in two compositions. A service page opens on a light split hero with its drawing and
 * reads as an offer (features in a grid, the process as a timeline, why and with what on
 * a dark band); an industry page opens editorially (a large title, then the drawing beside
 * the story) and reads as a brief (the sector's needs as a numbered list, the process as
 * steps down the page).
 */
export function DetailPageLayout(props: DetailPageLayoutProps) {
  const { entry, path, section, structuredData } = props;
  return (
    <>
      <Seo {...entry.seo} canonicalPath={path} />
      <BreadcrumbJsonLd trail={[["Home", "/"], ...(section ? [section] : []), [entry.name, path]]} />
      {structuredData}
      {props.composition === "service" ? (
        <ServiceComposition {...props} />
      ) : (
        <IndustryComposition {...props} />
      )}
    </>
  );
}

function Trail({ section = ["Home", "/"], entry }: Pick<DetailPageLayoutProps, "section" | "entry">) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-600">
        <li>
          <Link to={section[1]} className="hover:text-blue-800">
            {section[0]}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="text-slate-900">
          {entry.name}
        </li>
      </ol>
    </nav>
  );
}

function ServiceComposition({ entry, section, bookingHref, illustration, proof }: DetailPageLayoutProps) {
  return (
    <>
      <section className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
          <div>
            <Trail section={section} entry={entry} />
            <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-blue-100 px-4 py-1.5 text-sm font-semibold text-blue-900">
              <Icon name={entry.icon} className="size-4" />
              {entry.badge}
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl">
              <UnbrokenWords text={entry.title} />
            </h1>
            <p className="mt-5 text-xl leading-8 text-slate-700 text-pretty">{entry.subtitle}</p>
            <div className="mt-9 flex flex-col gap-4 sm:flex-row">
              <ButtonLink to={bookingHref}>
                Get Started Today <ArrowRight className="size-5" aria-hidden="true" />
              </ButtonLink>
              <ButtonLink to="/contact" variant="secondary">
                Discuss Your Project
              </ButtonLink>
            </div>
          </div>
          <Picture illustration={illustration} className="w-full rounded-3xl" lazy />
        </div>
      </section>

      <section className="bg-white py-20" aria-labelledby="features-heading">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_2fr] lg:px-8">
          <div className="lg:sticky lg:top-24 lg:self-start">
            <h2
              id="features-heading"
              className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
            >
              Key Features
            </h2>
            <p className="mt-5 text-lg leading-8 text-slate-600">{entry.description}</p>
          </div>
          <ul className="grid gap-px overflow-hidden rounded-3xl bg-slate-200 ring-1 ring-slate-200 sm:grid-cols-2">
            {entry.features.map((feature) => (
              <li key={feature.title} className="bg-white p-7">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
                  <Icon name={feature.icon} />
                </span>
                <h3 className="mt-5 text-lg font-bold text-slate-900">{feature.title}</h3>
                <p className="mt-2 leading-7 text-slate-600">{feature.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-slate-50 py-20" aria-labelledby="process-heading">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="process-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Our Process
          </h2>
          <ol className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
            {entry.process.map((step) => (
              <li key={step.step} className="relative border-t-2 border-blue-700 pt-6">
                <span className="text-sm font-bold tracking-wider text-blue-700">
                  {`STEP ${String(step.step).padStart(2, "0")}`}
                </span>
                <h3 className="mt-3 text-lg font-bold text-slate-900">{step.title}</h3>
                <p className="mt-2 leading-7 text-slate-600">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="bg-slate-950 py-20 text-white">
        <div className="mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <Benefits entry={entry} tone="dark" />
          <Technologies entry={entry} tone="dark" />
        </div>
      </section>

      {proof}
      <Closing bookingHref={bookingHref} />
    </>
  );
}

function IndustryComposition({ entry, section, bookingHref, illustration, proof }: DetailPageLayoutProps) {
  return (
    <>
      <section className="bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 sm:pt-20 lg:px-8">
          <Trail section={section} entry={entry} />
          <p className="mt-8 text-sm font-bold uppercase tracking-wider text-blue-700">{entry.badge}</p>
          <h1 className="mt-4 max-w-5xl text-4xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-6xl">
            <UnbrokenWords text={entry.title} />
          </h1>
        </div>
        <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-16">
          <Picture illustration={illustration} className="w-full rounded-3xl" />
          <div className="lg:pt-4">
            <p className="text-2xl leading-9 font-medium text-slate-900 text-pretty">{entry.subtitle}</p>
            <p className="mt-6 text-lg leading-8 text-slate-600">{entry.description}</p>
            <div className="mt-9 flex flex-col gap-4 sm:flex-row">
              <ButtonLink to={bookingHref}>
                Get Started Today <ArrowRight className="size-5" aria-hidden="true" />
              </ButtonLink>
              <ButtonLink to="/contact" variant="secondary">
                Discuss Your Project
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>

      <section className="bg-blue-950 py-20 text-white" aria-labelledby="features-heading">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Key Features
          </h2>
          <ol className="mt-12 grid gap-x-12 gap-y-10 md:grid-cols-2">
            {entry.features.map((feature, index) => (
              <li key={feature.title} className="flex gap-6 border-t border-white/20 pt-6">
                <span className="w-12 shrink-0 text-3xl font-extrabold text-sky-300" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <div>
                  <h3 className="text-xl font-bold">{feature.title}</h3>
                  <p className="mt-2 leading-7 text-slate-300">{feature.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="bg-white py-20">
        <div className="mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <Benefits entry={entry} tone="light" />
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-slate-900">Our Process</h2>
            <ol className="mt-8 space-y-6 border-l-2 border-blue-200 pl-6">
              {entry.process.map((step) => (
                <li key={step.step} className="relative">
                  <span
                    className="absolute -left-[2.35rem] flex size-7 items-center justify-center rounded-full bg-blue-700 text-sm font-bold text-white"
                    aria-hidden="true"
                  >
                    {step.step}
                  </span>
                  <h3 className="text-lg font-bold text-slate-900">{step.title}</h3>
                  <p className="mt-1 leading-7 text-slate-600">{step.description}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <Technologies entry={entry} tone="light" />
        </div>
      </section>

      {proof}
      <Closing bookingHref={bookingHref} />
    </>
  );
}

function Benefits({ entry, tone }: { entry: DetailPage; tone: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <div>
      <h2 className={`text-3xl font-bold tracking-tight ${dark ? "" : "text-slate-900"}`}>
        Why Choose Our Service
      </h2>
      <ul className="mt-8 space-y-4">
        {entry.benefits.map((benefit) => (
          <li key={benefit} className={`flex gap-3 ${dark ? "text-slate-200" : "text-slate-700"}`}>
            <Check
              className={`mt-1 size-5 shrink-0 ${dark ? "text-emerald-400" : "text-emerald-600"}`}
              aria-hidden="true"
            />
            <span className="leading-7">{benefit}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Technologies({ entry, tone }: { entry: DetailPage; tone: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <div>
      <h2 className={`text-3xl font-bold tracking-tight ${dark ? "" : "text-slate-900"}`}>
        Technologies We Use
      </h2>
      <ul className="mt-8 flex flex-wrap gap-3">
        {entry.technologies.map((technology) => (
          <li
            key={technology}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${dark ? "bg-white/10 text-white ring-1 ring-white/20" : "bg-white text-slate-800 shadow-sm ring-1 ring-slate-200"}`}
          >
            {technology}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Closing({ bookingHref }: { bookingHref: string }) {
  return (
    <section className="bg-blue-900 py-20 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <h2 className="text-3xl font-bold tracking-tight">Ready to Get Started?</h2>
        <p className="mt-4 text-lg text-sky-100">
          Tell us where you are and where you want to be. We will map the shortest safe path between the two.
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
  );
}
