import { Link } from "react-router";
import { company } from "../content/company";

/** The company mark, drawn inline, with the name beside it; links home. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const [first, ...rest] = company.name.split(" ");
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md" aria-label={`${company.name}, home`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path d="M8 22V10l8 8 8-8v12" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round" />
      </svg>
      <span
        className={`text-lg font-bold tracking-tight ${tone === "dark" ? "text-slate-900" : "text-white"}`}
      >
        {first}
        {rest.length > 0 && (
          <span className={tone === "dark" ? "text-blue-700" : "text-sky-300"}> {rest.join(" ")}</span>
        )}
      </span>
    </Link>
  );
}
