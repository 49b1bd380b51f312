import type { ReactNode } from "react";
import { Link } from "react-router";

// The ring's colour is set before focus, not with it: `transition-colors` would otherwise
// fade it in from the text colour (a dark ring on a dark hero); the ring itself appears only
// with `focus-visible` (3:1 against the background each variant is used on).
const variants = {
  primary: "bg-blue-700 text-white shadow-sm hover:bg-blue-800 outline-blue-700",
  secondary:
    "border border-slate-300 bg-white text-slate-900 hover:border-blue-700 hover:text-blue-800 outline-blue-700",
  light: "bg-white text-blue-900 shadow-sm hover:bg-blue-50 outline-white",
  outlineLight: "border border-white/60 text-white hover:bg-white/10 outline-white",
} as const;

export type ButtonVariant = keyof typeof variants;

// One size per button: a padding or text size added in `extra` would compete with these in
// the stylesheet instead of replacing them.
const sizes = { md: "px-6 py-3 text-base", sm: "px-4 py-2.5 text-sm" } as const;

export function buttonClass(
  variant: ButtonVariant = "primary",
  extra = "",
  size: keyof typeof sizes = "md",
): string {
  // An icon keeps its size when the label wraps to two lines (else the arrow is squashed).
  return `inline-flex items-center justify-center gap-2 rounded-lg ${sizes[size]} [&_svg]:shrink-0 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${variants[variant]} ${extra}`;
}

/** A call to action that looks like a button; internal paths navigate on the client. */
export function ButtonLink({
  to,
  variant,
  children,
}: {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  if (/^(mailto:|https?:|#)/.test(to)) {
    return (
      <a href={to} className={buttonClass(variant)}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={buttonClass(variant)}>
      {children}
    </Link>
  );
}
