import type { FormEvent } from "react";
import { company } from "../content/company";
import { projectTypes } from "../content/contact";

const fieldClass =
  "mt-2 block w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-blue-700 focus:outline-2 focus:outline-blue-700/30";
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
    <form
      action={`mailto:${company.email.contact}`}
      method="post"
      encType="text/plain"
      onSubmit={onSubmit}
      className="space-y-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className={labelClass}>
            Name
          </label>
          <input
            id="contact-name"
            name="name"
            type="text"
            autoComplete="name"
            className={fieldClass}
            placeholder="Your name"
          />
        </div>
        <div>
          <label htmlFor="contact-email" className={labelClass}>
            Email
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            className={fieldClass}
            placeholder="you@company.com"
          />
        </div>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-company" className={labelClass}>
            Company
          </label>
          <input
            id="contact-company"
            name="company"
            type="text"
            autoComplete="organization"
            className={fieldClass}
            placeholder="Company name"
          />
        </div>
        <div>
          <label htmlFor="contact-project-type" className={labelClass}>
            Project Type
          </label>
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
        </div>
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClass}>
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          className={fieldClass}
          placeholder="Tell us about your project"
        />
      </div>
      <p className="text-sm text-slate-600">{note}</p>
      <button
        type="submit"
        className="inline-flex w-full items-center justify-center rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 sm:w-auto"
      >
        Send Message
      </button>
    </form>
  );
}
