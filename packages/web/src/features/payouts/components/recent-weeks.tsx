import { Link } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { errorMessage } from "../../../lib/api-client";
import { formatCents } from "../../../lib/format-money";
import { usePayoutWeeks } from "../../../lib/get-payout-weeks";

const SHOWN = 4;
const weekOf = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** The last settled weeks: what each paid, at which multiplier, and where the jackpots went. */
export function RecentWeeks() {
  const weeks = usePayoutWeeks();
  if (weeks.isPending) return <LoadingState label="Loading the last weeks…" />;
  if (weeks.isError) {
    return (
      <ErrorState
        title="The last weeks could not be loaded"
        message={errorMessage(weeks.error)}
        onRetry={() => void weeks.refetch()}
      />
    );
  }
  if (weeks.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-slate-300">
        No week has been settled yet. The first payout runs on Monday at 00:00.
      </p>
    );
  }
  return (
    <ul aria-label="Last settled weeks" className="grid gap-3 sm:grid-cols-2">
      {weeks.data.slice(0, SHOWN).map((w) => (
        <li key={w.weekKey} className="rounded-xl border border-slate-800 bg-slate-900/60 p-4">
          <p className="text-sm font-semibold text-white">
            Week of {weekOf.format(new Date(`${w.weekKey}T00:00:00Z`))}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-400">Payout multiplier</dt>
            <dd className="text-right font-mono tabular-nums">
              {w.multiplierPercent === null ? "—" : `${w.multiplierPercent}%`}
            </dd>
            <dt className="text-slate-400">Paid to winners</dt>
            <dd className="text-right font-mono tabular-nums">{formatCents(w.paidCents)}</dd>
            <dt className="text-slate-400">Jackpots paid</dt>
            <dd className="text-right font-mono tabular-nums">{formatCents(w.jackpotPaidCents)}</dd>
            <dt className="text-slate-400">To emergency pool</dt>
            <dd className="text-right font-mono tabular-nums">{formatCents(w.emergencyCents)}</dd>
          </dl>
        </li>
      ))}
      <li className="sm:col-span-2">
        <Link to="/payouts" className="text-sm text-brand-300 underline">
          Every week, its winners and their proofs
        </Link>
      </li>
    </ul>
  );
}
