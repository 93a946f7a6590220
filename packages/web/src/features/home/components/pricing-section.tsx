import { ComingSoonPanel } from "../../../components/coming-soon-panel";

export function PricingSection() {
  return (
    <section
      id="Pricing"
      aria-labelledby="pricing-title"
      className="border-y border-white/5 bg-slate-900/30"
    >
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-widest text-brand-400 uppercase">Pricing</p>
        <h2
          id="pricing-title"
          className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl"
        >
          Pick your account size
        </h2>
        <p className="mt-3 max-w-2xl text-slate-300">
          One fee per challenge, no time limit, and the starting balance equals the account size in
          every phase.
        </p>
        <div className="mt-10">
          <ComingSoonPanel title="Challenge plans">
            The plan picker with every account size, its price, targets and loss limits opens
            together with checkout. Until then the beta is free.
          </ComingSoonPanel>
        </div>
      </div>
    </section>
  );
}
