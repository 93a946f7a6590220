/** The colours of a status pill: under way, good, bad, or nothing yet. */
export type PillTone = "info" | "good" | "bad" | "neutral";

const TONES: Record<PillTone, string> = {
  info: "border-sky-400/40 bg-sky-400/10 text-sky-200",
  good: "border-emerald-400/40 bg-emerald-400/10 text-emerald-200",
  bad: "border-rose-400/40 bg-rose-400/10 text-rose-200",
  neutral: "border-slate-500/40 bg-slate-500/10 text-slate-300",
};

/** A status as a coloured pill with words (never colour alone); `status` is its data-status. */
export function StatusPill({
  status,
  label,
  tone,
}: {
  status: string;
  label: string;
  tone: PillTone;
}) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone]}`}
    >
      {label}
    </span>
  );
}
