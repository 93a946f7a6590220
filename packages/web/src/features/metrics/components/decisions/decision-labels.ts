import type { AccountActKind, Decision, RuleDecision } from "@proparena/contracts/metrics";
import type { RuleEvidence } from "@proparena/contracts/trading";
import { formatCount } from "../../../../lib/format-money";
import { formatTime, formatUsd } from "../../../../lib/format-trading";
import { RULE_LABELS } from "@proparena/contracts/openbook";

/** Acts recorded beside the rules' decisions: our team's, and the scaling plan's steps. */
export const ACT_LABELS: Record<AccountActKind, string> = {
  reinstate: "Reinstated by our team",
  balanceAdjustment: "Balance adjusted by our team",
  phasePass: "Phase passed by our team",
  adminFail: "Failed by our team",
  scaling: "Scaling plan step",
};

/** A rule's or an act's name, for a replay's answer. */
export function decisionName(rule: string): string {
  if (rule in RULE_LABELS) return RULE_LABELS[rule as keyof typeof RULE_LABELS];
  if (rule in ACT_LABELS) return ACT_LABELS[rule as AccountActKind];
  return rule;
}

export const OUTCOMES: Record<Decision["outcome"], { label: string; tone: string }> = {
  breach: { label: "Breach", tone: "border-rose-400/40 bg-rose-400/10 text-rose-200" },
  stopOut: { label: "Stop-out", tone: "border-amber-400/40 bg-amber-400/10 text-amber-200" },
  pass: { label: "Pass", tone: "border-emerald-400/40 bg-emerald-400/10 text-emerald-200" },
  admin: { label: "Our team", tone: "border-sky-400/40 bg-sky-400/10 text-sky-200" },
  scaling: { label: "Scaling", tone: "border-emerald-400/40 bg-emerald-400/10 text-emerald-200" },
};

/** What the threshold and the observed figure are, per rule. */
export const FIGURE_LABELS: Record<RuleDecision["rule"], [threshold: string, observed: string]> = {
  dailyLoss: ["Daily loss floor", "Equity"],
  maxLoss: ["Max loss floor", "Equity"],
  stopOut: ["Stop-out level", "Margin level"],
  profitTarget: ["Target balance", "Balance"],
  timeLimit: ["Time limit ended", "Decided at"],
};

/** A threshold or observed figure in the evidence's unit (cents, percent, or ms since the epoch). */
export function formatEvidenceValue(value: number, unit: RuleEvidence["unit"]): string {
  if (unit === "cents") return formatUsd(value);
  if (unit === "percent") return `${value.toFixed(2)}%`;
  return formatTime(new Date(value).toISOString());
}

/**
 * A replay check's figure. The wire gives no unit: "Open positions" is a count, "Threshold"
 * and "Observed" are in the decision's unit, every other check is money in cents.
 */
export function formatCheckValue(label: string, value: number, unit: RuleEvidence["unit"]) {
  if (label === "Open positions") return formatCount(value);
  if (label === "Threshold" || label === "Observed") return formatEvidenceValue(value, unit);
  return formatUsd(value);
}
