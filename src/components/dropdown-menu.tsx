import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { NavLink } from "../content/catalog";

/**
 * A disclosure menu of links (docs/product.md#interactions): opens on click, closes on outside click,
 * Escape and selection; arrow keys move between entries, Escape returns focus to the button.
 */
export function DropdownMenu({
  label,
  links,
  columns = 1,
}: {
  label: string;
  links: readonly NavLink[];
  columns?: 1 | 2;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const items = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-item]") ?? []);

  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const current = items().indexOf(document.activeElement as HTMLAnchorElement);
    if (!open) {
      setOpen(true);
      requestAnimationFrame(() => focusItem(event.key === "ArrowDown" ? 0 : -1));
      return;
    }
    focusItem(current === -1 ? 0 : current + (event.key === "ArrowDown" ? 1 : -1));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only routes arrow and Escape keys from the button and links inside it
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        {label}
        <ChevronDown
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          aria-hidden="true"
        />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className={`absolute left-0 top-full z-50 mt-2 rounded-xl border border-slate-200 bg-white p-2 shadow-xl ${
          columns === 2 ? "grid w-[26rem] grid-cols-2 gap-x-2" : "w-64"
        }`}
      >
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              data-menu-item=""
              onClick={() => setOpen(false)}
              className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-blue-50 hover:text-blue-800 focus-visible:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
