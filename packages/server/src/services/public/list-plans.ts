import type { PlansResponse, RuleSetSummary } from "@proparena/contracts/plans";
import { planFigures } from "@proparena/domain/rules/plan-figures";
import { formatUsd } from "@proparena/domain/core/money";
import { DEFAULT_PLAN_ID } from "@proparena/domain/rules/plans";
import { costsIn, ruleSetAt, type RuleSet } from "@proparena/domain/rules/rule-sets";
import { scalingLadder } from "@proparena/domain/rules/scaling";

/**
 * A rule set's plans and phases with every dollar figure, the funded scaling plan and the
 * list of published versions (which one is in force at `now`), in the wire format. Pure.
 */
export function listPlans(set: RuleSet, sets: readonly RuleSet[], now: number): PlansResponse {
  const inForce = ruleSetAt(now, sets).version;
  const summary = (s: RuleSet): RuleSetSummary => ({
    version: s.version,
    publishedAt: s.publishedAt,
    summary: s.summary,
    changes: [...s.changes],
    inForce: s.version === inForce,
  });
  return {
    defaultPlanId: DEFAULT_PLAN_ID,
    ruleSet: summary(set),
    ruleSets: sets.map(summary),
    scaling: set.scaling
      ? {
          months: set.scaling.months,
          stepBp: set.scaling.stepBp,
          maxSizeCents: set.scaling.maxSize,
        }
      : null,
    plans: set.plans.map((plan) => {
      const { phases } = planFigures(plan, set.phases);
      return {
        id: plan.id,
        label: plan.label,
        sizeLabel: formatUsd(plan.size).replace(/\.00$/, ""),
        sizeCents: plan.size,
        priceCents: plan.price,
        leverage: plan.leverage,
        pricingSlot: plan.pricingSlot,
        scalingLadderCents: set.scaling ? scalingLadder(set.scaling, plan.size) : [],
        costs: costsIn(set, plan.id),
        phases: set.phases.map((rules) => {
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
      };
    }),
  };
}
