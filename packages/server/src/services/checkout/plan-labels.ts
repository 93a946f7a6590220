import { formatUsd } from "@proparena/domain/core/money";
import { getPlan, type Plan } from "@proparena/domain/rules/plans";

// Plan labels the checkout, receipts and purchase views share.

/** "$200,000": the full size string of the checkout route. */
export const sizeLabel = (plan: Plan) => formatUsd(plan.size).replace(/\.00$/, "");

/** A purchase's plan label ("200K") and size ("$200,000"); a plan id we do not know stands for both. */
export function planLabels(planId: string | null): { planLabel: string; sizeLabel: string } {
  const id = planId ?? "";
  const plan = getPlan(id);
  return { planLabel: plan?.label ?? id, sizeLabel: plan ? sizeLabel(plan) : id };
}
