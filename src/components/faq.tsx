import { ChevronDown } from "lucide-react";
import type { FaqItem } from "../content/schema";

/**
 * One item open at a time, the first open by default (docs/product.md#interactions). Built on
 * <details name>, which the browser keeps exclusive by itself: it works before
 * hydration and without JavaScript.
 */
export function Faq({ items, name }: { items: readonly FaqItem[]; name: string }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((item, index) => (
        <details key={item.question} name={name} open={index === 0} className="group px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold text-slate-900 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-700 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="pb-6 leading-7 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
