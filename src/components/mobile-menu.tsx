import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { industryNavLinks, mainNavLinks, type NavLink, serviceNavLinks } from "../content/catalog";

const focusRing = "focus-visible:outline-2 focus-visible:outline-blue-700";
const rowClass = `flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-semibold text-slate-900 hover:bg-slate-50 hover:text-blue-700 ${focusRing}`;

/**
 * The two long lists are closed groups, so that on a phone the call to action and the primary
 * links are what an opened menu shows, without scrolling (16 entries used to push them off screen).
 */
const groups = [
  { key: "services", title: "Services", links: serviceNavLinks, columns: 1 },
  // Industry names are short enough for two columns at 320 px; that halves the open list.
  { key: "industries", title: "Industries", links: industryNavLinks, columns: 2 },
] as const;

type GroupKey = (typeof groups)[number]["key"];

/** The menu below the `lg` breakpoint: Consult Now, the primary links, then the collapsible groups. */
export function MobileMenu({ open, onChoose }: { open: boolean; onChoose: () => void }) {
  const [expanded, setExpanded] = useState<GroupKey | null>(null);
  // Every opening starts with both groups closed. Reset while rendering the closed menu (not in an
  // effect) so the next opening never shows the old group for a frame.
  if (!open && expanded !== null) setExpanded(null);

  return (
    <div
      id="mobile-menu"
      hidden={!open}
      // The whole screen below the bar, so the page does not show (and take taps) under a short menu.
      // dvh, not vh: on phones 100vh includes the space under the browser's toolbars.
      className="h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white px-4 pt-4 pb-6 sm:px-6 lg:hidden"
    >
      <Link
        to="/schedule-consultation"
        onClick={onChoose}
        className="flex w-full items-center justify-center rounded-lg bg-blue-700 px-4 py-3 text-base font-semibold text-white shadow-sm hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        Consult Now
      </Link>
      <ul className="mt-3">
        {mainNavLinks.map((link) => (
          <li key={link.href}>
            <Link to={link.href} onClick={onChoose} className={rowClass}>
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
      {/* Last, so opening a group never moves Consult Now or the primary links. */}
      <div className="mt-2 border-t border-slate-100 pt-2">
        {groups.map((group) => (
          <MenuGroup
            key={group.key}
            id={`mobile-menu-${group.key}`}
            title={group.title}
            links={group.links}
            columns={group.columns}
            expanded={expanded === group.key}
            // One group at a time keeps the panel short enough to see both group buttons.
            onToggle={() => setExpanded((current) => (current === group.key ? null : group.key))}
            onChoose={onChoose}
          />
        ))}
      </div>
    </div>
  );
}

/** A disclosure: a real button that shows or hides the list it names in aria-controls. */
function MenuGroup({
  id,
  title,
  links,
  columns,
  expanded,
  onToggle,
  onChoose,
}: {
  id: string;
  title: string;
  links: readonly NavLink[];
  columns: 1 | 2;
  expanded: boolean;
  onToggle: () => void;
  onChoose: () => void;
}) {
  return (
    <div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={onToggle}
        className={rowClass}
      >
        {title}
        <ChevronDown
          className={`size-5 text-slate-500 transition-transform motion-reduce:transition-none ${
            expanded ? "rotate-180" : ""
          }`}
          aria-hidden="true"
        />
      </button>
      <ul
        id={id}
        hidden={!expanded}
        className={`mb-2 ml-3 border-l-2 border-slate-100 pl-2 ${
          columns === 2 ? "grid grid-cols-2 gap-x-1" : "grid grid-cols-1 sm:grid-cols-2 sm:gap-x-1"
        }`}
      >
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              onClick={onChoose}
              className={`block rounded-md px-3 py-2.5 text-slate-700 hover:bg-slate-50 hover:text-blue-800 ${focusRing}`}
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
