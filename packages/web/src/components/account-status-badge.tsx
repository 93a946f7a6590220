import type { Account } from "@proparena/contracts/trading";

const LOOK: Record<Account["status"], [string, string]> = {
  active: ["Active", "border-sky-400/40 bg-sky-400/10 text-sky-200"],
  passed: ["Passed", "border-emerald-400/40 bg-emerald-400/10 text-emerald-200"],
  failed: ["Failed", "border-rose-400/40 bg-rose-400/10 text-rose-200"],
  closed: ["Closed", "border-slate-500/40 bg-slate-500/10 text-slate-300"],
};

/** An account's status as a coloured badge with words (never colour alone). */
export function AccountStatusBadge({ status }: { status: Account["status"] }) {
  const [label, tone] = LOOK[status];
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tone}`}
    >
      {label}
    </span>
  );
}
