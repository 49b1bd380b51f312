import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

// The contact form's look, plus the states only this form has (invalid, disabled). The
// scroll margin, on top of the page's scroll padding for the sticky header, keeps a
// field's label in view when the browser scrolls to it (its validation, a summary link).
export const controlClass =
  "mt-2 block w-full scroll-mt-12 rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-blue-700 focus:outline-2 focus:outline-blue-700/30 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:outline-red-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600";
/** Selects render shorter than inputs of the same padding; this keeps a row of fields level. */
export const selectClass = `${controlClass} h-12.5`;
export const labelClass = "block text-sm font-semibold text-slate-800";

/** The ARIA wiring of a control: invalid when it has an error, described by its hint and error. */
export function controlAria(
  id: string,
  { hint, error, more }: { hint?: boolean; error?: string | undefined; more?: string | null },
) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, more].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

/**
 * A checkbox's handlers. React hears a checkbox through its click event, but an agent
 * filling in the form (WebMCP) sets the box and sends only input and change events:
 * reading `input` as well keeps React's state, and so the box, as the agent left it. A
 * person's click sends both, and reading the same state twice changes nothing.
 */
export function onChecked(handle: (checked: boolean) => void) {
  const read = (event: { currentTarget: HTMLInputElement }) => handle(event.currentTarget.checked);
  return { onChange: read, onInput: read } as const;
}

/** A field's message from the server, shown under the control it names. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 flex gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

/** Label, control, hint and error of one field; the control gets its wiring from `controlAria`. */
export function Field({
  id,
  label,
  optional = false,
  hint,
  hintAbove = false,
  error,
  className = "",
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  /** Put the hint between label and control, for what must be read before choosing. */
  hintAbove?: boolean;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const hintText = hint && (
    <p
      id={`${id}-hint`}
      className={hintAbove ? "mt-1 text-sm text-slate-600" : "mt-2 text-sm text-slate-600"}
    >
      {hint}
    </p>
  );
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {hintAbove && hintText}
      {children}
      {!hintAbove && hintText}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
