import { useState } from "react";
import type { PayoutWeek } from "@proparena/contracts/payouts";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageContainer } from "../../../components/page-container";
import { PageHeader } from "../../../components/page-header";
import { errorMessage } from "../../../lib/api-client";
import { formatCents } from "../../../lib/format-money";
import { usePayoutWeeks } from "../../../lib/get-payout-weeks";
import { ProofChecker } from "../components/proof-checker";
import { WeekCredits } from "../components/week-credits";
import { ColumnHeaderRow, UPPERCASE_HEADER_ROW } from "../../../components/column-header-row";

const weekLabel = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

function multiplier(week: PayoutWeek): string {
  return week.multiplierPercent === null ? "—" : `${week.multiplierPercent}%`;
}

function Weeks({ weeks }: { weeks: PayoutWeek[] }) {
  const [selected, setSelected] = useState<string | null>(weeks[0]?.weekKey ?? null);
  if (weeks.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-slate-300">
        No week has been settled yet. The first payout runs on Monday at 00:00.
      </p>
    );
  }
  return (
    <div className="space-y-8">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Settled payout weeks</caption>
          <thead>
            <ColumnHeaderRow
              className={UPPERCASE_HEADER_ROW}
              columns={[
                "Week of",
                "Revenue",
                "Winners' profit",
                "Payout pool",
                "PM",
                "Paid",
                "Emergency",
                "Jackpots",
              ]}
            />
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr
                key={w.weekKey}
                className={`border-b border-slate-800/70 ${selected === w.weekKey ? "bg-slate-800/40" : ""}`}
              >
                <th scope="row" className="py-2 pr-4 font-medium">
                  <button
                    type="button"
                    aria-pressed={selected === w.weekKey}
                    onClick={() => setSelected(w.weekKey)}
                    className="text-brand-300 underline underline-offset-2"
                  >
                    {weekLabel.format(new Date(`${w.weekKey}T00:00:00Z`))}
                  </button>
                </th>
                {[
                  formatCents(w.revenueCents),
                  formatCents(w.winnersProfitCents),
                  formatCents(w.payoutPoolCents),
                  multiplier(w),
                  formatCents(w.paidCents),
                  formatCents(w.emergencyCents),
                  formatCents(w.jackpotPaidCents),
                ].map((value, i) => (
                  <td key={i} className="py-2 pr-4 font-mono text-slate-100 tabular-nums">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {selected && (
        <section aria-label={`Week of ${selected}`}>
          <WeekCredits weekKey={selected} />
        </section>
      )}
    </div>
  );
}

/** /payouts: every settled week, provable by anyone in their own browser. */
export function PayoutsPage() {
  const weeks = usePayoutWeeks();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Transparency"
        title="Payouts"
        description="Each Monday the past week is settled: funded traders' profits are credited by the payout multiplier (PM) and the jackpots go to the week's best (during the beta credits are recorded, not transferred). Every week's list of payouts is committed as a Merkle root; check any payout against it here, in your browser."
      />
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          {weeks.isPending ? (
            <LoadingState label="Loading payouts…" />
          ) : weeks.isError ? (
            <ErrorState
              title="Payouts could not be loaded"
              message={errorMessage(weeks.error)}
              onRetry={() => void weeks.refetch()}
            />
          ) : (
            <Weeks weeks={weeks.data} />
          )}
        </div>
        <ProofChecker />
      </div>
    </PageContainer>
  );
}
