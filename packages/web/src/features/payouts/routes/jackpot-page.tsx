import { Link } from "react-router";
import type { CurrentWeek } from "@proparena/contracts/payouts";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { errorMessage } from "../../../lib/api-client";
import { formatCents, formatCentsExact } from "../../../lib/format-money";
import { downloadPayoutProof, proofOf } from "../../../lib/payout-proof";
import { useCurrentWeek } from "../requests/get-current-week";
import { useMyPayouts } from "../requests/get-my-payouts";
import { PayoutTransfers } from "../components/payout-transfers";
import { ChainPayouts } from "../components/chain-payouts";
import { POOLS, type PoolId } from "../components/pools";
import { RecentWeeks } from "../components/recent-weeks";
import { TitledSection } from "../../../components/titled-section";
import { IntegrityHoldsBanner } from "../../../components/integrity-holds-banner";
import { useAccounts } from "../../../lib/get-accounts";
import { useSignedInUser } from "../../../lib/session/check-auth";

/** Payout holds on the trader's accounts, said above their payouts. */
function PayoutHolds() {
  const accounts = useAccounts();
  const user = useSignedInUser();
  if (!accounts.data || !user) return null;
  return <IntegrityHoldsBanner accounts={accounts.data.accounts} userId={user.id} only="payouts" />;
}

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const KIND = {
  payout: "Payout",
  jackpotDollar: "Highest dollar gain jackpot",
  jackpotPercent: "Highest percent gain jackpot",
} as const;

function poolBalance(id: PoolId, week: CurrentWeek): string {
  const p = week.pools;
  const cents: Record<PoolId, number | null> = {
    vault: p.vaultCents,
    jackpots: p.jackpotPoolCents + week.cumulativeJackpotCents,
    payouts: p.payoutBudgetCents,
    emergency: p.emergencyCents,
    expenses: p.expensesCents,
    founders: null,
  };
  const value = cents[id];
  return value === null ? "?" : formatCentsExact(value);
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-800 bg-slate-900/60 p-4">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="mt-1 font-mono text-xl font-bold text-white tabular-nums">{value}</dd>
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

function ThisWeek({ week }: { week: CurrentWeek }) {
  return (
    <TitledSection id="this-week" title="This week so far">
      <p className="text-sm text-slate-300">
        Settles {when.format(new Date(week.settlesAt))}. Figures as the week would settle now.
      </p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Revenue" value={formatCents(week.revenueCents)} />
        <Figure label="Payout budget (70%)" value={formatCents(week.budgetCents)} />
        <Figure label="Funded winners' profit" value={formatCents(week.winnersProfitCents)} />
        <Figure
          label="Projected payout multiplier"
          value={
            week.projectedMultiplierPercent === null ? "—" : `${week.projectedMultiplierPercent}%`
          }
          hint="PM = payout pool ÷ winners' profit, floored to 2 decimals"
        />
        <Figure label="Highest dollar gain jackpot" value={formatCents(week.jackpotDollarCents)} />
        <Figure
          label="Highest percent gain jackpot"
          value={formatCents(week.jackpotPercentCents)}
        />
        <Figure label="Cumulative jackpot" value={formatCents(week.cumulativeJackpotCents)} />
      </dl>
    </TitledSection>
  );
}

function MyPayouts() {
  const mine = useMyPayouts();
  if (mine.isPending) return <LoadingState label="Loading your payouts…" />;
  if (mine.isError) {
    return (
      <ErrorState
        title="Your payouts could not be loaded"
        message={errorMessage(mine.error)}
        onRetry={() => void mine.refetch()}
      />
    );
  }
  if (mine.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-slate-300">
        No payouts yet. Funded accounts are paid every Monday from the week&apos;s profit.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-800 rounded-xl border border-slate-800">
      {mine.data.map((credit) => (
        <li
          key={credit.id}
          className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm"
        >
          <span>
            <span className="text-white">{KIND[credit.kind]}</span>{" "}
            <span className="text-slate-400">· week of {credit.weekKey}</span>
          </span>
          <span className="flex items-center gap-4">
            <span className="font-mono text-white tabular-nums">
              {formatCentsExact(credit.amountCents)}
            </span>
            <button
              type="button"
              className="text-brand-300 underline underline-offset-2"
              onClick={() =>
                downloadPayoutProof(proofOf(credit.weekKey, credit.merkleRoot, credit))
              }
            >
              Download proof
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /dashboard/jackpot — this week's pools live, the pools' balances, the last settled weeks and
 * the trader's payouts.
 */
export function JackpotPage() {
  const week = useCurrentWeek();
  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="Jackpot & pools"
        description="Where challenge revenue goes, live from the ledger: the vault, the pools funded from it, and what this week would pay."
      />
      <div className="space-y-10">
        {week.isPending ? (
          <LoadingState label="Loading the pools…" />
        ) : week.isError ? (
          <ErrorState
            title="The pools could not be loaded"
            message={errorMessage(week.error)}
            onRetry={() => void week.refetch()}
          />
        ) : (
          <>
            <ThisWeek week={week.data} />
            <div className="space-y-4">
              {POOLS.map((pool) => (
                <section
                  key={pool.id}
                  id={pool.id}
                  aria-labelledby={`pool-${pool.id}`}
                  className="rounded-2xl border border-slate-800 bg-slate-900/50 p-6"
                >
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <h2 id={`pool-${pool.id}`} className="text-lg font-semibold text-white">
                      {pool.name} pool
                    </h2>
                    <span className="font-mono text-lg font-bold text-brand-300 tabular-nums">
                      {poolBalance(pool.id, week.data)}
                    </span>
                  </div>
                  <p className="mt-2 text-sm text-slate-300">{pool.description}</p>
                </section>
              ))}
            </div>
          </>
        )}
        <TitledSection id="last-weeks" title="Last weeks">
          <RecentWeeks />
        </TitledSection>
        <TitledSection id="my-payouts" title="Your payouts">
          <PayoutHolds />
          <p className="text-sm text-slate-400">
            Payouts are credited to what we owe you; during the beta no real money is transferred.
            Each one is in its week&apos;s published Merkle tree: keep the proof and check it on{" "}
            <Link to="/payouts" className="text-brand-300 underline">
              the payouts page
            </Link>
            .
          </p>
          <MyPayouts />
        </TitledSection>
        <TitledSection id="on-chain" title="Paid by the payout contract">
          <p className="text-sm text-slate-400">
            Each week a Merkle root of (your wallet, everything you were ever owed) is posted to the
            payout contract and funded; with your leaf and its proof you claim from the contract
            itself, or ask us to send the claim for you (the money goes to your wallet either way).
            If a posted week is not funded within 72 hours of its close, you may take the late
            penalty from our bond. Without a linked wallet your payouts stay owed to you and go into
            the first root after you link one.
          </p>
          <ChainPayouts />
        </TitledSection>
        <TitledSection id="transfers" title="Transfers">
          <p className="text-sm text-slate-400">
            Ask for what you are owed; an admin reviews every request. No real money moves during
            the beta: a paid request is recorded, not sent.
          </p>
          <PayoutTransfers />
        </TitledSection>
      </div>
    </>
  );
}
