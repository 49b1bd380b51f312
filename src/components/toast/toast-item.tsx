import { CircleCheck, CircleX, Info, LoaderCircle, type LucideIcon, TriangleAlert, X } from "lucide-react";
import type { Toast, ToastKind } from "./toast-store";

const looks: Record<ToastKind, { icon: LucideIcon; tone: string; label: string }> = {
  success: { icon: CircleCheck, tone: "text-emerald-600", label: "Success" },
  info: { icon: Info, tone: "text-blue-700", label: "Information" },
  warning: { icon: TriangleAlert, tone: "text-amber-600", label: "Warning" },
  error: { icon: CircleX, tone: "text-red-600", label: "Error" },
  loading: { icon: LoaderCircle, tone: "text-blue-700 motion-safe:animate-spin", label: "In progress" },
};

/** One visible toast. Screen readers hear it through the Toaster's live regions, not from here. */
export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const { icon: Icon, tone, label } = looks[toast.kind];
  return (
    <li
      className="pointer-events-auto flex items-start gap-3 rounded-xl bg-white p-4 text-sm text-slate-800 shadow-lg ring-1 ring-slate-900/10 motion-safe:transition motion-safe:duration-200 motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0"
      data-kind={toast.kind}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${tone}`} aria-hidden="true" />
      <p className="flex-1 leading-6">
        <span className="sr-only">{label}: </span>
        {toast.message}
      </p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
        aria-label="Dismiss notification"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
