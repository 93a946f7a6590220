import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "good" | "warning" | "bad" | "info";

const TONES: Record<BadgeTone, string> = {
  neutral: "border-slate-500/40 bg-slate-500/10 text-slate-300",
  good: "border-emerald-400/40 bg-emerald-400/10 text-emerald-200",
  warning: "border-amber-400/40 bg-amber-400/10 text-amber-200",
  bad: "border-rose-400/40 bg-rose-400/10 text-rose-200",
  info: "border-sky-400/40 bg-sky-400/10 text-sky-200",
};

/**
 * A small coloured pill with words (never colour alone), e.g. a status. `status` is the code it
 * shows, kept in `data-status` for the tests and styles that need it.
 */
export function Badge({
  tone = "neutral",
  status,
  children,
}: {
  tone?: BadgeTone;
  status?: string;
  children: ReactNode;
}) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
