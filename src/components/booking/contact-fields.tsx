import { EMAIL_MAX, NAME_MAX, PHONE_MAX_CHARS, PHONE_MIN_DIGITS } from "../../booking/constants";
import type { BookingFormValues, FieldErrors } from "../../booking/form-values";
import { controlAria, controlClass, Field, FieldError, onChecked } from "./field";

export interface SectionProps {
  values: BookingFormValues;
  errors: FieldErrors;
  set: <K extends keyof BookingFormValues>(field: K, value: BookingFormValues[K]) => void;
}

// Digits, spaces and + ( ) - only, as the schema checks (escaped for the `v` flag browsers
// use on pattern attributes); the digit count is the server's to judge.
const PHONE_PATTERN = String.raw`[0-9+\(\)\- ]+`;

/** The form's first field: "Book another consultation" puts the focus there. */
export const FIRST_FIELD_ID = "booking-name";

/** Name, e-mail, phone and the WhatsApp choice. */
export function ContactFields({ values, errors, set }: SectionProps) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Field id={FIRST_FIELD_ID} label="Full name" error={errors.name}>
        <input
          {...controlAria(FIRST_FIELD_ID, { error: errors.name })}
          name="name"
          type="text"
          required
          toolparamdescription="The full name of the person the consultation is for."
          maxLength={NAME_MAX}
          autoComplete="name"
          value={values.name}
          onChange={(event) => set("name", event.target.value)}
          className={controlClass}
        />
      </Field>
      <Field id="booking-email" label="Email" error={errors.email}>
        <input
          {...controlAria("booking-email", { error: errors.email })}
          name="email"
          type="email"
          required
          toolparamdescription="Their e-mail address: the confirmation and the meeting invitation go there."
          maxLength={EMAIL_MAX}
          autoComplete="email"
          value={values.email}
          onChange={(event) => set("email", event.target.value)}
          className={controlClass}
          placeholder="you@company.com"
        />
      </Field>
      <Field id="booking-phone" label="Phone" error={errors.phone}>
        <input
          {...controlAria("booking-phone", { error: errors.phone })}
          name="phone"
          type="tel"
          required
          toolparamdescription="Their phone number with its country code, e.g. +1 555 010 4200."
          minLength={PHONE_MIN_DIGITS}
          maxLength={PHONE_MAX_CHARS}
          pattern={PHONE_PATTERN}
          title="Digits, spaces and + ( ) - only"
          autoComplete="tel"
          value={values.phone}
          onChange={(event) => set("phone", event.target.value)}
          className={controlClass}
          placeholder="+1 555 010 4200"
        />
      </Field>
      <div className="sm:pt-7">
        <label className="flex min-h-[3.125rem] cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm text-slate-800 hover:border-blue-600 has-checked:border-blue-700 has-checked:bg-blue-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700">
          <input
            id="booking-whatsapp"
            type="checkbox"
            name="isWhatsapp"
            value="true"
            toolparamdescription="True when the team may also reach them on WhatsApp at that phone number."
            checked={values.isWhatsapp}
            {...onChecked((checked) => set("isWhatsapp", checked))}
            aria-invalid={errors.isWhatsapp ? true : undefined}
            aria-describedby={errors.isWhatsapp ? "booking-whatsapp-error" : undefined}
            className="size-4 shrink-0 accent-blue-700"
          />
          I can be reached on WhatsApp at this number
        </label>
        <FieldError id="booking-whatsapp-error" message={errors.isWhatsapp} />
      </div>
    </div>
  );
}
