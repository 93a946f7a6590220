import type { PurchaseStatus } from "@proparena/contracts/checkout";

const LOOK: Record<PurchaseStatus, [string, string]> = {
  pending: ["Waiting for payment", "border-amber-400/40 bg-amber-400/10 text-amber-200"],
  paid: ["Paid", "border-emerald-400/40 bg-emerald-400/10 text-emerald-200"],
  refunded: ["Refunded", "border-sky-400/40 bg-sky-400/10 text-sky-200"],
  failed: ["Failed", "border-rose-400/40 bg-rose-400/10 text-rose-200"],
  expired: ["Expired", "border-slate-500/40 bg-slate-500/10 text-slate-300"],
};

/** A purchase's status as a coloured badge with words (never colour alone). */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const [label, tone] = LOOK[status];
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tone}`}
    >
      {label}
    </span>
  );
}
