import { RULE_LABELS } from "@proparena/contracts/openbook";

/** A rule's name for people (contracts RULE_LABELS), or the rule as written when it is not one. */
export function ruleLabel(rule: string): string {
  return rule in RULE_LABELS ? RULE_LABELS[rule as keyof typeof RULE_LABELS] : rule;
}
