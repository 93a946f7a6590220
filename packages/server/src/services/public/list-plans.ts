import type { PlansResponse } from "@proparena/contracts/plans";
import { allPlanFigures } from "@proparena/domain/plan-figures";
import { formatUsd } from "@proparena/domain/money";
import { PHASES } from "@proparena/domain/phases";
import { DEFAULT_PLAN_ID } from "@proparena/domain/plans";

/** The domain's plans and phases with every dollar figure, in the wire format. Pure. */
export function listPlans(): PlansResponse {
  return {
    defaultPlanId: DEFAULT_PLAN_ID,
    plans: allPlanFigures().map(({ plan, phases }) => ({
      id: plan.id,
      label: plan.label,
      sizeLabel: formatUsd(plan.size).replace(/\.00$/, ""),
      sizeCents: plan.size,
      priceCents: plan.price,
      leverage: plan.leverage,
      pricingSlot: plan.pricingSlot,
      phases: PHASES.map((rules) => {
        const f = phases[rules.id];
        return {
          id: rules.id,
          numeral: rules.numeral,
          name: rules.name,
          nickname: rules.nickname,
          targetBp: rules.targetBp,
          targetCents: f.profitTarget,
          maxDailyLossBp: rules.maxDailyLossBp,
          maxDailyLossCents: f.maxDailyLoss,
          maxLossBp: rules.maxLossBp,
          maxLossCents: f.maxLoss,
          drawdown: rules.drawdown,
          minTradingDays: rules.minTradingDays,
          timeLimitDays: rules.timeLimitDays,
          profitSplit: rules.profitSplit,
          payoutPeriod: rules.payoutPeriod,
        };
      }),
    })),
  };
}
