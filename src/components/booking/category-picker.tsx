import { Check } from "lucide-react";
import { categoryGroups, type ServiceCategory } from "../../booking/categories";
import { FieldError, onChecked } from "./field";

/**
 * For agents (WebMCP): a checkbox group's description is its fieldset's, and the browser
 * reads the fieldset nearest the group's first box, here the first area's: every area's
 * fieldset (and the outer one) carries the whole group's description.
 */
const AGENT_DESCRIPTION =
  "The services the consultation is about, any number of them (optional): it helps the team bring the right consultant.";

/**
 * Service categories are a multi-select, not required. 35 checkboxes would be a
 * wall as a plain list, so each is a compact chip with a square box that ticks (a
 * checkbox, not a radio button), grouped by service area; each group is its own fieldset
 * so a screen reader says which area a chip belongs to. The chips wrap on every width:
 * nothing scrolls sideways on a phone.
 */
export function CategoryPicker({
  selected,
  onChange,
  error,
}: {
  selected: readonly ServiceCategory[];
  onChange: (next: ServiceCategory[]) => void;
  error: string | undefined;
}) {
  const toggle = (category: ServiceCategory, checked: boolean) => {
    const others = selected.filter((item) => item !== category);
    onChange(checked ? [...others, category] : others);
  };
  return (
    <fieldset
      id="booking-categories"
      className="min-w-0"
      toolparamdescription={AGENT_DESCRIPTION}
      aria-describedby={error ? "booking-categories-error" : undefined}
    >
      <legend className="block text-sm font-semibold text-slate-800">
        Services you are interested in <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      <p className="mt-1 text-sm text-slate-600" aria-live="polite">
        {selected.length === 0 ? "Choose any that apply." : `${selected.length} selected.`}
      </p>
      <div className="mt-4 grid gap-x-8 gap-y-5 md:grid-cols-2">
        {categoryGroups.map((group) => (
          <fieldset key={group.title} className="min-w-0" toolparamdescription={AGENT_DESCRIPTION}>
            <legend className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              {group.title}
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {group.categories.map((category) => (
                <label
                  key={category}
                  className="relative inline-flex max-w-full cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white py-1.5 pr-3 pl-2 text-sm text-slate-700 transition-colors select-none hover:border-blue-600 has-checked:border-blue-700 has-checked:bg-blue-50 has-checked:text-blue-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700"
                >
                  {/* The real checkbox, drawn as a square box that ticks, so it is what gets clicked and focused;
                      with forced colours, the system's own box (the drawn tick's colours are removed there). */}
                  <span className="relative flex size-4 shrink-0">
                    <input
                      type="checkbox"
                      name="serviceCategories"
                      value={category}
                      checked={selected.includes(category)}
                      {...onChecked((checked) => toggle(category, checked))}
                      aria-invalid={error ? true : undefined}
                      className="peer size-4 cursor-pointer appearance-none rounded-[3px] border-2 border-slate-500 bg-white checked:border-blue-700 checked:bg-blue-700 focus-visible:outline-none aria-[invalid=true]:border-red-600 forced-colors:appearance-auto"
                    />
                    <Check
                      className="pointer-events-none absolute inset-0 m-auto size-3 text-white opacity-0 peer-checked:opacity-100 forced-colors:hidden"
                      strokeWidth={3}
                      aria-hidden="true"
                    />
                  </span>
                  {category}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <FieldError id="booking-categories-error" message={error} />
    </fieldset>
  );
}
