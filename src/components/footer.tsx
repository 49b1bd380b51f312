import { Mail } from "lucide-react";
import { Link } from "react-router";
import { industryNavLinks, serviceNavLinks } from "../content/catalog";
import { company } from "../content/company";
import { useSite } from "../site";
import { Logo } from "./logo";

const socialLinks = [
  { name: `${company.name} on LinkedIn`, href: company.social.linkedin, mark: "brand-mark-linkedin" },
  { name: `${company.name} on GitHub`, href: company.social.github, mark: "brand-mark-github" },
  { name: `${company.name} on X`, href: company.social.x, mark: "brand-mark-x" },
];

const footerLinkClass =
  "text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-sky-300";

/** "2024–2026", or "2024" in the first year. */
const copyrightYears = (first: number, now: number) => (now > first ? `${first}–${now}` : `${first}`);

/** The shared footer; unlike the original's, its entries link to real pages (docs/product.md#pages-and-routes). */
export function Footer() {
  const year = Number(useSite().today.slice(0, 4));
  return (
    <footer className="bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-2">
          <Logo tone="light" />
          <p className="mt-4 max-w-md text-sm leading-6">{company.blurb}</p>
          <a
            href={`mailto:${company.email.contact}`}
            className={`mt-4 inline-flex items-center gap-2 text-sm ${footerLinkClass}`}
          >
            <Mail className="size-4" aria-hidden="true" />
            {company.email.contact}
          </a>
          <ul className="mt-6 flex gap-4">
            {socialLinks.map(({ name, href, mark }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={name}
                  rel="noopener"
                  className={`block rounded ${footerLinkClass}`}
                >
                  {/* The mark is the stylesheet's (src/styles.css): no paths in the JavaScript. */}
                  <span className={`brand-mark ${mark}`} aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterList title="Services" links={serviceNavLinks} />
        <FooterList title="Industries" links={industryNavLinks} />
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            {`© ${copyrightYears(company.copyrightYear, year)} ${company.legalName}. All rights reserved.`}
          </p>
          <ul className="flex gap-6">
            <li>
              <Link to="/privacy" className={footerLinkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={footerLinkClass}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterList({ title, links }: { title: string; links: readonly { name: string; href: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={footerLinkClass}>
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
