import type { RuleEvidence } from "@proparena/contracts/trading";

/** The rules' names for people (the account page's decisions, the openbook's). */
export const RULE_LABELS: Record<RuleEvidence["rule"], string> = {
  dailyLoss: "Daily loss limit",
  maxLoss: "Max loss limit",
  stopOut: "Stop-out",
  profitTarget: "Profit target",
  timeLimit: "Time limit",
};

/** A rule's name, or the rule as written when it is not one of ours. */
export function ruleLabel(rule: string): string {
  return rule in RULE_LABELS ? RULE_LABELS[rule as RuleEvidence["rule"]] : rule;
}
