import { ContactForm } from "../components/contact-form";
import { InfoCard } from "../components/info-card";
import { PageHero } from "../components/page-hero";
import { Seo } from "../components/seo";
import { contactCards, contactPage } from "../content/contact";
import { contactSeo } from "../content/seo/contact";

export default function ContactPage() {
  return (
    <>
      <Seo {...contactSeo} canonicalPath="/contact" />
      <PageHero eyebrow="Contact" title={contactPage.heading}>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-sky-100">{contactPage.intro}</p>
      </PageHero>
      <div className="bg-slate-50 py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
          <section
            className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200 lg:col-span-2"
            aria-labelledby="contact-form-heading"
          >
            <h2 id="contact-form-heading" className="mb-6 text-2xl font-bold text-slate-900">
              {contactPage.formHeading}
            </h2>
            <ContactForm note={contactPage.formNote} />
          </section>
          <aside className="space-y-6" aria-label="Contact information">
            {contactCards.map((card) => (
              <InfoCard key={card.title} card={card} />
            ))}
          </aside>
        </div>
      </div>
    </>
  );
}
