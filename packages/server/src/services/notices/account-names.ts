import { getPhase } from "@proparena/domain/rules/phases";

/** "phase I", "phase II", "funded". */
export function phaseName(phase: string): string {
  const rules = getPhase(phase);
  if (!rules) return phase;
  return rules.id === "funded" ? "funded" : `phase ${rules.numeral}`;
}

/** How a notice names an account: "200K phase I", "100K funded", "Beta". */
export function accountName(plan: string, phase: string): string {
  return plan === "BETA" ? "Beta" : `${plan} ${phaseName(phase)}`;
}
