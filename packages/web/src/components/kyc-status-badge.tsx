import type { KycStatus } from "@proparena/contracts/kyc";

const LOOK: Record<KycStatus, [string, string]> = {
  not_started: ["Not started", "border-slate-500/40 bg-slate-500/10 text-slate-300"],
  submitted: ["Being checked", "border-sky-400/40 bg-sky-400/10 text-sky-200"],
  approved: ["Verified", "border-emerald-400/40 bg-emerald-400/10 text-emerald-200"],
  rejected: ["Rejected", "border-rose-400/40 bg-rose-400/10 text-rose-200"],
};

/** A KYC status as a coloured badge with words (never colour alone). */
export function KycStatusBadge({ status }: { status: KycStatus }) {
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
