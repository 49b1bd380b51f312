import type { FormEvent, ReactNode } from "react";
import { company } from "../content/company";
import { projectTypes } from "../content/contact";

const fieldClass =
  "mt-2 block w-full scroll-mt-12 rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-blue-700 focus:outline-2 focus:outline-blue-700/30";
const labelClass = "block text-sm font-semibold text-slate-800";

/** Builds the mailto: URL the Send Message button opens, from the form's fields. */
export function contactMailto(fields: Record<string, string>): string {
  const name = fields.name?.trim() || "a website visitor";
  const subject = `${fields.projectType || "Project"} enquiry from ${name}`;
  const body = [
    `Name: ${fields.name?.trim() ?? ""}`,
    `Email: ${fields.email?.trim() ?? ""}`,
    `Company: ${fields.company?.trim() ?? ""}`,
    `Project type: ${fields.projectType ?? ""}`,
    "",
    fields.message?.trim() ?? "",
  ].join("\n");
  return `mailto:${company.email.contact}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The contact form sends nothing to our server (docs/product.md#interactions). So that a
 * message is never silently lost, Send Message opens the visitor's e-mail app with the
 * message filled in; without JavaScript the browser's own mailto form submission does it.
 */
export function ContactForm({ note }: { note: string }) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
    window.open(contactMailto(fields), "_self");
  };
  return (
    // The mailto target is the button's, not the form's: Chromium flags a form whose action is
    // not https as mixed content on every load of an https page, and a button's target only
    // when it is pressed. Enter in a field presses it too; POST: nothing posted reaches a URL.
    <form method="post" onSubmit={onSubmit} className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField name="name" label="Name" autoComplete="name" placeholder="Your name" />
        <TextField
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          placeholder="you@company.com"
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField name="company" label="Company" autoComplete="organization" placeholder="Company name" />
        <Field id="contact-project-type" label="Project Type">
          <select id="contact-project-type" name="projectType" className={fieldClass} defaultValue="">
            <option value="" disabled>
              Select a project type
            </option>
            {projectTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="contact-message" label="Message">
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          className={fieldClass}
          placeholder="Tell us about your project"
        />
      </Field>
      <p className="text-sm text-slate-600">{note}</p>
      <button
        type="submit"
        formAction={`mailto:${company.email.contact}`}
        formMethod="post"
        formEncType="text/plain"
        className="inline-flex w-full items-center justify-center rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 sm:w-auto"
      >
        Send Message
      </button>
    </form>
  );
}

/** A label above its control; `id` is the control's, so a click on the label focuses it. */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A one-line input whose id is derived from its form field name. */
function TextField({
  name,
  type = "text",
  label,
  autoComplete,
  placeholder,
}: {
  name: string;
  type?: "text" | "email";
  label: string;
  autoComplete: string;
  placeholder: string;
}) {
  const id = `contact-${name}`;
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        className={fieldClass}
        placeholder={placeholder}
      />
    </Field>
  );
}
