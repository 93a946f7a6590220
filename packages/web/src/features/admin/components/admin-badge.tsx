import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "good" | "warning" | "bad" | "info";

const TONES: Record<BadgeTone, string> = {
  neutral: "border-slate-500/40 bg-slate-500/10 text-slate-300",
  good: "border-emerald-400/40 bg-emerald-400/10 text-emerald-200",
  warning: "border-amber-400/40 bg-amber-400/10 text-amber-200",
  bad: "border-rose-400/40 bg-rose-400/10 text-rose-200",
  info: "border-sky-400/40 bg-sky-400/10 text-sky-200",
};

/** A small status pill with words (never colour alone). */
export function AdminBadge({
  tone = "neutral",
  children,
}: {
  tone?: BadgeTone;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

const STATUS_TONES: Record<string, BadgeTone> = {
  active: "info",
  passed: "good",
  failed: "bad",
  closed: "neutral",
  paid: "good",
  pending: "warning",
  refunded: "info",
  expired: "neutral",
};

/** An account's or a purchase's status ("active", "paid"...) as a badge. */
export function StatusBadge({ status }: { status: string }) {
  const label = status ? status[0]!.toUpperCase() + status.slice(1) : status;
  return <AdminBadge tone={STATUS_TONES[status] ?? "neutral"}>{label}</AdminBadge>;
}
