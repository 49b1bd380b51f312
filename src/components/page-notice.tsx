import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

const tones = {
  error: "border-red-200 bg-red-50 text-red-900",
  success: "border-emerald-200 bg-emerald-50 text-emerald-950",
  warning: "border-yellow-300 bg-yellow-50 text-yellow-950",
} as const;

/**
 * A notice at the top of a page made for one request (the booking page, the team's page):
 * what a post just did, or why it was refused. An error is an alert, anything else a status.
 */
export function PageNotice({
  tone,
  icon: Icon,
  children,
}: {
  tone: keyof typeof tones;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`flex gap-3 rounded-2xl border p-4 leading-7 sm:p-5 ${tones[tone]}`}
    >
      <Icon className="mt-1 size-5 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
