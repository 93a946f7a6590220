import { ComingSoonPanel } from "../../../components/coming-soon-panel";
import { PageHeader } from "../../../components/page-header";
import { POOLS } from "../components/pools";

/** /dashboard/jackpot — the pools of spec §1, one section (anchor) each for the sidebar. */
export function JackpotPage() {
  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="Jackpot & pools"
        description="Where challenge revenue goes: the vault and the pools funded from it."
      />
      <div className="space-y-6">
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
              <span className="rounded-full bg-brand-500/10 px-3 py-1 text-xs font-semibold text-brand-300 ring-1 ring-brand-500/30">
                Coming soon
              </span>
            </div>
            <p className="mt-2 text-sm text-slate-300">{pool.description}</p>
            <p className="mt-2 text-sm text-slate-400">
              Live balances appear here once the ledger books real revenue.
            </p>
          </section>
        ))}
        <ComingSoonPanel title="Weekly jackpot history">
          Past jackpot winners and amounts will be listed after the first weekly payout.
        </ComingSoonPanel>
      </div>
    </>
  );
}
