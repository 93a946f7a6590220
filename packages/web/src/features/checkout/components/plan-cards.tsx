import { Link } from "react-router";
import type { Plan } from "@proparena/contracts/plans";
import { focusRing } from "../../../components/button-styles";
import { formatCents } from "../../../lib/format-money";
import { checkoutPath } from "../../../lib/paths";

/** The challenges on sale, each linking to its checkout; the default plan is marked. */
export function PlanCards({ plans, defaultPlanId }: { plans: Plan[]; defaultPlanId: string }) {
  const onSale = plans
    .filter((plan) => plan.pricingSlot !== null)
    .sort((a, b) => (a.pricingSlot ?? 0) - (b.pricingSlot ?? 0));
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7">
      {onSale.map((plan) => {
        const phase1 = plan.phases.find((phase) => phase.id === "phase1");
        const popular = plan.id === defaultPlanId;
        return (
          <li key={plan.id}>
            <Link
              to={checkoutPath(plan.sizeLabel)}
              aria-label={`Buy the ${plan.sizeLabel} challenge for ${formatCents(plan.priceCents)}`}
              className={`flex h-full flex-col rounded-xl border p-4 transition-colors hover:border-brand-400 ${focusRing} ${
                popular ? "border-brand-400/70 bg-brand-500/10" : "border-slate-800 bg-slate-900/60"
              }`}
            >
              <span className="flex items-center justify-between text-xs text-slate-400">
                {plan.label}
                {popular && (
                  <span className="rounded-full bg-brand-500 px-2 py-0.5 font-semibold text-slate-950">
                    Popular
                  </span>
                )}
              </span>
              <span className="mt-1 font-mono text-lg font-bold text-white">{plan.sizeLabel}</span>
              <span className="mt-2 font-mono text-2xl font-extrabold text-brand-300">
                {formatCents(plan.priceCents)}
              </span>
              {phase1 && (
                <span className="mt-3 space-y-0.5 text-xs text-slate-400">
                  <span className="block">
                    Target {phase1.targetCents === null ? "—" : formatCents(phase1.targetCents)}
                  </span>
                  <span className="block">Max loss {formatCents(phase1.maxLossCents)}</span>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
