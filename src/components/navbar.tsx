import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { industryNavLinks, mainNavLinks, type NavLink, serviceNavLinks } from "../content/catalog";
import { DropdownMenu } from "./dropdown-menu";
import { Logo } from "./logo";

const linkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700";
const ctaClass =
  "inline-flex items-center justify-center rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/** The shared navigation bar, fixed at the top (docs/product.md#pages-and-routes). */
export function Navbar() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { key } = useLocation();
  // Any navigation closes the mobile menu, also one the visitor did not start from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the trigger, not a value read here
  useEffect(() => setMobileOpen(false), [key]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8"
      >
        <Logo />
        <div className="hidden items-center gap-1 lg:flex">
          <DropdownMenu label="Services" links={serviceNavLinks} />
          <DropdownMenu label="Industries" links={industryNavLinks} columns={2} />
          {mainNavLinks.map((link) => (
            <Link key={link.href} to={link.href} className={linkClass}>
              {link.name}
            </Link>
          ))}
          <Link to="/schedule-consultation" className={`${ctaClass} ml-3`}>
            Consult Now
          </Link>
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? "Close menu" : "Open menu"}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
      </nav>
      <div
        id="mobile-menu"
        hidden={!mobileOpen}
        className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 lg:hidden"
      >
        <MobileGroup title="Services" links={serviceNavLinks} onChoose={() => setMobileOpen(false)} />
        <MobileGroup title="Industries" links={industryNavLinks} onChoose={() => setMobileOpen(false)} />
        <ul className="mt-2 space-y-1 border-t border-slate-100 pt-2">
          {mainNavLinks.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                onClick={() => setMobileOpen(false)}
                className="block rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-slate-50"
              >
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to="/schedule-consultation"
          onClick={() => setMobileOpen(false)}
          className={`${ctaClass} mt-4 w-full`}
        >
          Consult Now
        </Link>
      </div>
    </header>
  );
}

function MobileGroup({
  title,
  links,
  onChoose,
}: {
  title: string;
  links: readonly NavLink[];
  onChoose: () => void;
}) {
  return (
    <div className="pt-4">
      <p className="px-3 text-xs font-semibold uppercase tracking-wider text-slate-600">{title}</p>
      <ul className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              onClick={onChoose}
              className="block rounded-md px-3 py-2 text-slate-800 hover:bg-slate-50 hover:text-blue-800"
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
