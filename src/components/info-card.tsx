import type { InfoCard as InfoCardEntry } from "../content/schema";
import { Icon } from "./icon";
import { WithEmailLinks } from "./legal-page";

export function InfoCard({ card }: { card: InfoCardEntry }) {
  return (
    <div className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
        <Icon name={card.icon} />
      </span>
      <div>
        <h3 className="font-semibold text-slate-900">{card.title}</h3>
        <p className="mt-1 font-medium text-slate-800">
          <WithEmailLinks text={card.value} />
        </p>
        <p className="mt-1 text-sm leading-6 text-slate-600">{card.description}</p>
      </div>
    </div>
  );
}
