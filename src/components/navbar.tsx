import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { industryNavLinks, mainNavLinks, serviceNavLinks } from "../content/catalog";
import { DropdownMenu } from "./dropdown-menu";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

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
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and returns focus to its button, as the desktop dropdowns do;
  // tablets with a keyboard get this menu too.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMobileOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mobileOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
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
          ref={toggleRef}
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
      <MobileMenu open={mobileOpen} onChoose={() => setMobileOpen(false)} />
    </header>
  );
}
