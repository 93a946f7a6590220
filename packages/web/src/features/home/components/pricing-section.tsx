import { useState } from "react";
import { Link } from "react-router";
import type { Plan, RuleSetSummary } from "@proparena/contracts/plans";
import { focusRing } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PlanRulesTable } from "../../../components/plan-rules-table";
import { SoundToggle } from "../../../components/sound-toggle";
import { errorMessage } from "../../../lib/api-client";
import { formatCents } from "../../../lib/format-money";
import { checkoutPath } from "../../../lib/paths";
import { playSound, SOUNDS } from "../../../lib/sound";
import { useNearViewport } from "../../../lib/use-near-viewport";
import { usePlans } from "../../../lib/get-plans";

/** Spec §4: size buttons 1-7, button 6 (200K) selected by default. */
export const DEFAULT_PRICING_SLOT = 6;

function PriceCircle({ plan }: { plan: Plan }) {
  return (
    <Link
      to={checkoutPath(plan.sizeLabel)}
      onMouseEnter={() => playSound(SOUNDS.click)}
      onClick={() => playSound(SOUNDS.buy)}
      aria-label={`Buy the ${plan.sizeLabel} challenge for ${formatCents(plan.priceCents)}`}
      className={`group relative flex size-52 shrink-0 flex-col items-center justify-center rounded-full border-2 border-brand-400/70 bg-[radial-gradient(circle_at_30%_25%,rgba(52,211,153,0.28),rgba(2,6,23,0.95)_70%)] text-center shadow-[0_0_60px_-10px_rgba(16,185,129,0.6)] transition-transform hover:scale-105 motion-reduce:transition-none motion-reduce:hover:scale-100 ${focusRing}`}
    >
      <span className="text-xs font-semibold tracking-widest text-brand-300 uppercase">
        {plan.label} challenge
      </span>
      <span className="mt-1 font-mono text-4xl font-extrabold text-white">
        {formatCents(plan.priceCents)}
      </span>
      <span className="mt-2 rounded-full bg-brand-500 px-3 py-1 text-xs font-bold text-slate-950 group-hover:bg-brand-400">
        Buy Challenge
      </span>
    </Link>
  );
}

function PlanPicker({
  plans,
  defaultPlanId,
  ruleSet,
}: {
  plans: Plan[];
  defaultPlanId: string;
  ruleSet: RuleSetSummary;
}) {
  const priced = plans
    .filter((plan) => plan.pricingSlot !== null)
    .sort((a, b) => (a.pricingSlot ?? 0) - (b.pricingSlot ?? 0));
  const initial =
    priced.find((plan) => plan.pricingSlot === DEFAULT_PRICING_SLOT)?.pricingSlot ??
    priced.find((plan) => plan.id === defaultPlanId)?.pricingSlot ??
    priced[0]?.pricingSlot ??
    null;
  const [slot, setSlot] = useState(initial);
  const plan = priced.find((candidate) => candidate.pricingSlot === slot);
  if (!plan) {
    return <p className="text-slate-300">No plans are on sale right now.</p>;
  }
  return (
    <div>
      <div role="group" aria-label="Account size" className="flex flex-wrap gap-2">
        {priced.map((candidate) => {
          const current = candidate.pricingSlot === slot;
          return (
            <button
              key={candidate.id}
              type="button"
              aria-pressed={current}
              onClick={() => setSlot(candidate.pricingSlot)}
              className={`min-w-16 rounded-lg border px-4 py-2 font-mono text-sm font-semibold transition-colors ${focusRing} ${
                current
                  ? "border-brand-400 bg-brand-500 text-slate-950"
                  : "border-slate-700 bg-slate-900 text-slate-200 hover:border-slate-500"
              }`}
            >
              {candidate.label}{" "}
              {/* Every size's price at a glance; the circle says the chosen one in full. */}
              <span className="block text-xs font-normal opacity-80">
                {formatCents(candidate.priceCents)}
              </span>
            </button>
          );
        })}
      </div>
      <div className="mt-8 flex flex-col items-center gap-10 lg:flex-row lg:items-start">
        <PriceCircle plan={plan} />
        <PlanRulesTable plan={plan} ruleSet={ruleSet} />
      </div>
    </div>
  );
}

/** #Pricing: the plans of GET /plans, the same data the engine enforces (DESIGN §5). */
export function PricingSection() {
  const [ref, near] = useNearViewport<HTMLElement>();
  const plans = usePlans({ enabled: near });
  return (
    <section
      ref={ref}
      id="Pricing"
      aria-labelledby="pricing-title"
      className="border-y border-white/5 bg-slate-900/30"
    >
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-widest text-brand-400 uppercase">
              Pricing
            </p>
            <h2
              id="pricing-title"
              className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl"
            >
              Pick your account size
            </h2>
            <p className="mt-3 max-w-2xl text-slate-300">
              One fee per challenge, no time limit, and the starting balance equals the account size
              in every phase. During the beta you can also trade a free $1,000,000 account.
            </p>
          </div>
          <SoundToggle />
        </div>
        <div className="mt-10 min-h-[28rem]">
          {plans.isPending ? (
            <LoadingState label="Loading plans…" />
          ) : plans.isError ? (
            <ErrorState
              title="Plans could not be loaded"
              message={errorMessage(plans.error)}
              onRetry={() => void plans.refetch()}
            />
          ) : (
            <PlanPicker
              plans={plans.data.plans}
              defaultPlanId={plans.data.defaultPlanId}
              ruleSet={plans.data.ruleSet}
            />
          )}
        </div>
      </div>
    </section>
  );
}
