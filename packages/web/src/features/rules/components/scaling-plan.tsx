import type { Plan, PlansResponse } from "@proparena/contracts/plans";
import { formatCents } from "../../../lib/format-money";

/**
 * The funded scaling plan of the rule set shown: how a funded account of `plan` grows, size by
 * size to the cap, or that this version has none.
 */
export function ScalingPlan({
  scaling,
  plan,
  version,
}: {
  scaling: PlansResponse["scaling"];
  plan: Plan;
  version: number;
}) {
  if (!scaling) {
    return (
      <p className="text-sm text-slate-300">
        Version {version} has no scaling plan: a funded account keeps its size.
      </p>
    );
  }
  const ladder = plan.scalingLadderCents;
  const steps = ladder.length - 1;
  return (
    <div className="space-y-3 text-sm text-slate-300">
      <p>
        A funded account grows by{" "}
        <strong className="text-white">{scaling.stepBp / 100}% of its size</strong> after every{" "}
        <strong className="text-white">{scaling.months} profitable months in a row</strong>, up to{" "}
        <strong className="text-white">{formatCents(scaling.maxSizeCents)}</strong>. A month counts
        when every payout week that starts in it was settled on the account and their profits add up
        to more than zero; a month that loses starts the count again. The step is applied at the
        weekly settlement that closes the month, and the balance and the floors move up with it.
      </p>
      {steps === 0 ? (
        <p>
          A funded {plan.label} account starts at {formatCents(plan.sizeCents)}, already at the cap.
        </p>
      ) : (
        <>
          <p>
            A funded {plan.label} account: {steps} steps, at least {steps * scaling.months}{" "}
            profitable months, from {formatCents(plan.sizeCents)} to the cap.
          </p>
          <ol
            aria-label={`Sizes of a funded ${plan.label} account`}
            className="flex flex-wrap gap-2"
          >
            {ladder.map((size, index) => (
              <li
                key={size}
                className="rounded-lg border border-slate-800 bg-slate-950/60 px-3 py-1 font-mono text-white tabular-nums"
              >
                {formatCents(size)}
                {index > 0 && (
                  <span className="ml-1 text-xs text-slate-400">
                    after {index * scaling.months} months
                  </span>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
