import { ComingSoonPanel } from "../../../components/coming-soon-panel";

/** Spec §1 selling points, as the product describes itself. */
const SELLING_POINTS = [
  "Simplified trading",
  "Verified identity",
  "Trading analysis",
  "Secure access",
  "Risk management",
  "Advanced tools",
  "Customizable strategies",
  "Social trading",
  "Real-time data",
  "24/7 support",
  "Bot detection",
];

export function FeaturesSection() {
  return (
    <section
      id="Features"
      aria-labelledby="features-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <p className="text-sm font-semibold tracking-widest text-brand-400 uppercase">How it works</p>
      <h2
        id="features-title"
        className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl"
      >
        Pass two phases. Get funded. Get paid by a smart contract.
      </h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        <li className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
          <p className="text-sm font-semibold text-brand-300">Phase I · Tenderfoot</p>
          <p className="mt-2 text-slate-300">
            Reach the profit target without breaking the daily or overall loss limit.
          </p>
        </li>
        <li className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
          <p className="text-sm font-semibold text-brand-300">Phase II · Journeyman</p>
          <p className="mt-2 text-slate-300">
            A smaller target and tighter daily loss prove it was not luck.
          </p>
        </li>
        <li className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
          <p className="text-sm font-semibold text-brand-300">Phase III · Prodigy</p>
          <p className="mt-2 text-slate-300">
            Trade a funded account. Weekly winners share the payout pool.
          </p>
        </li>
      </ol>
      <h3 className="mt-14 text-lg font-semibold text-white">What you get</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {SELLING_POINTS.map((point) => (
          <li
            key={point}
            className="flex items-center gap-3 rounded-lg border border-slate-800 px-4 py-3 text-slate-200"
          >
            <span className="size-2 shrink-0 rounded-full bg-brand-400" aria-hidden="true" />
            {point}
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <ComingSoonPanel title="Live platform statistics">
          Payout totals, pass rates and vault holdings will appear here once they are computed from
          real trading.
        </ComingSoonPanel>
      </div>
    </section>
  );
}
