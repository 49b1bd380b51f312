import { DESCRIPTION_MAX, SUBJECT_MAX } from "../../booking/constants";
import { CategoryPicker } from "./category-picker";
import type { SectionProps } from "./contact-fields";
import { controlAria, controlClass, Field } from "./field";

/** Subject, service categories and the description of what to discuss. */
export function ProjectFields({ values, errors, set }: SectionProps) {
  return (
    <div className="space-y-6">
      <Field id="booking-subject" label="Subject" error={errors.subject}>
        <input
          {...controlAria("booking-subject", { error: errors.subject })}
          name="subject"
          type="text"
          required
          toolparamdescription="A short title for the consultation, e.g. Moving our platform to the cloud."
          maxLength={SUBJECT_MAX}
          value={values.subject}
          onChange={(event) => set("subject", event.target.value)}
          className={controlClass}
          placeholder="e.g. Moving our platform to the cloud"
        />
      </Field>
      <CategoryPicker
        selected={values.serviceCategories}
        onChange={(next) => set("serviceCategories", next)}
        error={errors.serviceCategories}
      />
      <Field
        id="booking-description"
        label="What would you like to discuss?"
        hintAbove
        hint="Your goals, current systems, timeline and any questions for the consultant."
        error={errors.description}
      >
        <textarea
          {...controlAria("booking-description", { hint: true, error: errors.description })}
          name="description"
          required
          toolparamdescription="What they would like to discuss: their goals, current systems, timeline and any questions for the consultant."
          rows={5}
          maxLength={DESCRIPTION_MAX}
          value={values.description}
          onChange={(event) => set("description", event.target.value)}
          className={controlClass}
        />
      </Field>
    </div>
  );
}
