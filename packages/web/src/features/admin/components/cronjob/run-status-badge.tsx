type Status = "done" | "failed" | "skipped";

const LOOK: Record<Status, [string, string]> = {
  done: ["Done", "border-emerald-400/40 bg-emerald-400/10 text-emerald-200"],
  failed: ["Failed", "border-rose-400/40 bg-rose-400/10 text-rose-200"],
  skipped: ["Skipped", "border-slate-500/40 bg-slate-500/10 text-slate-300"],
};

/** A job run's status as a coloured badge with words (never colour alone). */
export function RunStatusBadge({ status }: { status: Status }) {
  const [label, tone] = LOOK[status];
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tone}`}
    >
      {label}
    </span>
  );
}
