import { ArrowDown, Check, Mail } from "lucide-react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { agentPaths } from "../agent-paths";
import { BookingForm } from "../components/booking/booking-form";
import { ButtonLink } from "../components/button-link";
import { Faq } from "../components/faq";
import { Icon } from "../components/icon";
import { PageHero } from "../components/page-hero";
import { PageSection } from "../components/page-section";
import { Seo } from "../components/seo";
import { JsonLd } from "../components/structured-data";
import { Toaster } from "../components/toast/toaster";
import { company } from "../content/company";
import { faqFor, hero, infoCards } from "../content/consultation";
import { scheduleConsultationSeo } from "../content/seo/schedule-consultation";
import { viewFrom } from "../server-view";
import { useSite } from "../site";

/** The form as the server left it after a post without JavaScript; null on the kept page and in the browser. */
export function loader({ context }: LoaderFunctionArgs) {
  return viewFrom(context, "booking-form")?.form ?? null;
}

export default function ScheduleConsultationPage() {
  const view = useLoaderData<typeof loader>();
  const faq = faqFor(useSite().fee);
  return (
    <>
      <Seo {...scheduleConsultationSeo} canonicalPath="/schedule-consultation" markdown={agentPaths.guide} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: faq.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: item.answer },
          })),
        }}
      />
      <PageHero eyebrow="Consultation" title={hero.heading}>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-sky-100">{hero.paragraph}</p>
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          <ButtonLink to="#booking-form" variant="light">
            Get Started Today <ArrowDown className="size-5" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink
            to={`mailto:${company.email.contact}?subject=${encodeURIComponent("Discuss my project")}`}
            variant="outlineLight"
          >
            <Mail className="size-5" aria-hidden="true" /> Discuss Your Project
          </ButtonLink>
        </div>
      </PageHero>

      <section
        id="booking-form"
        className="scroll-mt-20 bg-slate-50 py-16 sm:py-20"
        aria-labelledby="booking-heading"
      >
        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-10">
            <header className="mb-8 border-b border-slate-200 pb-6">
              <h2
                id="booking-heading"
                className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
              >
                Book Your Consultation
              </h2>
              <p className="mt-2 leading-7 text-slate-700">
                Tell us how to reach you, pick a time and share what you would like to discuss. Every field is
                required unless it says optional.
              </p>
            </header>
            <BookingForm labelledBy="booking-heading" view={view} />
          </div>
        </div>
      </section>

      <section className="bg-white py-20" aria-labelledby="expect-heading">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="expect-heading" className="sr-only">
            About the consultation
          </h2>
          <ul className="grid gap-8 lg:grid-cols-3">
            {infoCards.map((card) => (
              <li key={card.title} className="rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-blue-700 text-white">
                  <Icon name={card.icon} />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-slate-900">{card.title}</h3>
                <ul className="mt-4 space-y-3">
                  {card.items.map((item) => (
                    <li key={item} className="flex gap-3 text-slate-700">
                      <Check className="mt-1 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                      <span className="leading-7">{item}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageSection id="faq" tone="grey" width="narrow" title="Frequently Asked Questions">
        <div className="mt-10">
          <Faq items={faq} name="consultation-faq" />
        </div>
      </PageSection>
      {/* Only this page imports the toast system, so it stays out of every other page's bundle. */}
      <Toaster />
    </>
  );
}
