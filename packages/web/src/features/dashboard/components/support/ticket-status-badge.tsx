import type { TicketStatus } from "@proparena/contracts/support";

const LOOK: Record<TicketStatus, [string, string]> = {
  open: ["Open", "border-sky-400/40 bg-sky-400/10 text-sky-200"],
  answered: ["Answered", "border-emerald-400/40 bg-emerald-400/10 text-emerald-200"],
  closed: ["Closed", "border-slate-500/40 bg-slate-500/10 text-slate-300"],
};

/** A ticket's status as a coloured badge with words (never colour alone). */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
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
