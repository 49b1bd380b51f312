import type { ReactNode } from "react";

/**
 * One numbered step of the form, a fieldset so that its title names the group for screen
 * readers. The legend floats so it lays out like a heading instead of sitting in the border.
 */
export function FormSection({
  step,
  title,
  id,
  children,
}: {
  step: number;
  title: string;
  /** An anchor a post can land on (below the fixed navigation bar). */
  id?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={id}
      className="mt-8 min-w-0 scroll-mt-24 border-t border-slate-200 pt-6 first:mt-0 first:border-t-0 first:pt-0"
    >
      <legend className="float-left mb-6 flex w-full items-center gap-3 text-base font-semibold text-slate-900">
        <span
          className="flex size-7 items-center justify-center rounded-full bg-blue-700 text-sm text-white"
          aria-hidden="true"
        >
          {step}
        </span>
        {title}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}
