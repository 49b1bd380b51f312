import { caseStudyPage } from "../content/portfolio";
import type { HeadlineResult } from "../content/schema";
import { UnbrokenWords } from "./unbroken-words";

/** The three results a case study opens with, as large figures (each study's `headline`). */
export function HeadlineResults({ results }: { results: readonly HeadlineResult[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8">
      <ul aria-label={caseStudyPage.headlineLabel} className="grid gap-4 sm:grid-cols-3">
        {results.map((result) => (
          <li key={result.figure} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <p className="text-4xl font-bold tracking-tight text-blue-800 sm:text-5xl">{result.figure}</p>
            <p className="mt-2 leading-6 text-slate-700">
              <UnbrokenWords text={result.label} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
