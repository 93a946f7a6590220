import { POOL_NAMES, type PublicPoolsResponse } from "@proparena/contracts/openbook";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageContainer } from "../../../components/page-container";
import { PageHeader } from "../../../components/page-header";
import { SimpleTable } from "../../../components/simple-table";
import { formatCentsExact } from "../../../lib/format-money";
import { formatTime } from "../../../lib/format-trading";
import { OpenbookLinks } from "../components/openbook-links";
import { usePools } from "../requests/get-pools";

const cents = (value: number | null | undefined) =>
  value === null || value === undefined ? "?" : formatCentsExact(value);

function PoolFigures({ pools }: { pools: PublicPoolsResponse["pools"] }) {
  return (
    <dl aria-label="Pools now" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {pools.map((pool) => (
        <div
          key={pool.name}
          id={pool.name}
          className="scroll-mt-24 rounded-2xl border border-slate-800 bg-slate-900/60 p-5"
        >
          <dt className="text-sm font-semibold text-slate-200">{pool.label}</dt>
          <dd className="mt-2 space-y-2">
            <p className="font-mono text-2xl font-bold text-white tabular-nums">
              {cents(pool.cents)}
            </p>
            <p className="text-sm text-slate-400">{pool.explained}</p>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function PoolHistory({ data }: { data: PublicPoolsResponse }) {
  if (data.weeks.length === 0) {
    return <p className="text-sm text-slate-400">No week has been booked yet.</p>;
  }
  const labelOf = (name: string) => data.pools.find((pool) => pool.name === name)?.label ?? name;
  return (
    <SimpleTable
      caption="The last 12 weeks, newest first (holdings at each week's end)"
      showCaption
      numeric
      minWidth="60rem"
      headers={["Week", "Revenue", "Paid out", ...POOL_NAMES.map(labelOf)]}
      rows={data.weeks.map((week) => ({
        key: week.weekKey,
        head: week.weekKey,
        cells: [
          cents(week.revenueCents),
          cents(week.paidOutCents),
          ...POOL_NAMES.map((name) => cents(week.holdings[name])),
        ],
      }))}
    />
  );
}

/**
 * /pools (issue 31) — the six pools as public figures computed from the ledger (the founders'
 * profit stays "?"), each with the sentence that says what it sums, and their last 12 weeks.
 */
export function PoolsPage() {
  const pools = usePools();
  let body;
  if (pools.isPending) body = <LoadingState label="Loading the pools…" />;
  else if (pools.isError)
    body = <QueryErrorState title="The pools could not be loaded" query={pools} />;
  else
    body = (
      <div className="space-y-10">
        <p className="text-sm text-slate-400">
          From the ledger as of {formatTime(pools.data.asOf)}.
        </p>
        <PoolFigures pools={pools.data.pools} />
        <PoolHistory data={pools.data} />
      </div>
    );
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Transparency"
        title="Pools"
        description="Where the revenue goes: the vault, the jackpots, the payouts, the emergency reserve, the expenses and the founders, as the ledger books them."
      />
      <OpenbookLinks current="pools" />
      {body}
    </PageContainer>
  );
}
