import { useState } from "react";
import type { PayoutCredit, PayoutWeek } from "@proparena/contracts/payouts";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { errorMessage } from "../../../lib/api-client";
import { formatCentsExact } from "../../../lib/format-money";
import { usePayoutWeek } from "../requests/get-payout-week";
import { downloadPayoutProof, proofOf, verifyPayoutProof } from "../../../lib/payout-proof";
import { ColumnHeaderRow, UPPERCASE_HEADER_ROW } from "../../../components/column-header-row";

const KIND: Record<PayoutCredit["kind"], string> = {
  payout: "Payout",
  jackpotDollar: "Highest dollar gain jackpot",
  jackpotPercent: "Highest percent gain jackpot",
};

function figure(credit: PayoutCredit): string {
  return credit.kind === "jackpotPercent"
    ? `+${(credit.figure / 100).toFixed(2)}%`
    : `+${formatCentsExact(credit.figure)}`;
}

function CreditRow({ week, credit }: { week: PayoutWeek; credit: PayoutCredit }) {
  const [verified, setVerified] = useState<boolean | null>(null);
  return (
    <tr className="border-b border-slate-800/70">
      <td className="py-2 pr-4 text-white">{credit.name}</td>
      <td className="py-2 pr-4 text-slate-300">{KIND[credit.kind]}</td>
      <td className="py-2 pr-4 font-mono text-slate-300 tabular-nums">{figure(credit)}</td>
      <td className="py-2 pr-4 font-mono text-white tabular-nums">
        {formatCentsExact(credit.amountCents)}
      </td>
      <td className="py-2 pr-4 whitespace-nowrap">
        <button
          type="button"
          className="text-brand-300 underline underline-offset-2"
          onClick={() =>
            setVerified(verifyPayoutProof(proofOf(week.weekKey, week.merkleRoot ?? "", credit)))
          }
        >
          Verify<span className="sr-only"> the payout to {credit.name}</span>
        </button>
        {verified !== null && (
          <span role="status" className={`ml-2 ${verified ? "text-emerald-300" : "text-rose-300"}`}>
            {verified ? "✓ in the tree" : "✗ not in the tree"}
          </span>
        )}
        <button
          type="button"
          className="ml-3 text-slate-300 underline underline-offset-2"
          onClick={() => downloadPayoutProof(proofOf(week.weekKey, week.merkleRoot ?? "", credit))}
        >
          Proof
        </button>
      </td>
    </tr>
  );
}

/** A settled week: its figures, root and every credit with its proof. */
export function WeekCredits({ weekKey }: { weekKey: string }) {
  const week = usePayoutWeek(weekKey);
  if (week.isPending) return <LoadingState label="Loading the week…" />;
  if (week.isError) {
    return (
      <ErrorState
        title="This week could not be loaded"
        message={errorMessage(week.error)}
        onRetry={() => void week.refetch()}
      />
    );
  }
  const { week: w, credits } = week.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-300">
        Merkle root{" "}
        <code className="rounded bg-slate-800 px-1.5 py-0.5 font-mono text-xs break-all text-slate-100">
          {w.merkleRoot ?? "none (nothing was paid)"}
        </code>
      </p>
      {credits.length === 0 ? (
        <p className="text-slate-300">Nobody was paid this week.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Payouts of the week of {w.weekKey}</caption>
            <thead>
              <ColumnHeaderRow
                className={UPPERCASE_HEADER_ROW}
                columns={["Trader", "For", "Week's gain", "Paid", "Proof"]}
              />
            </thead>
            <tbody>
              {credits.map((credit) => (
                <CreditRow key={credit.id} week={w} credit={credit} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
