import { OPENBOOK_PHASE_LABELS, type OpenbookPhase } from "@proparena/contracts/openbook";
import { getPlan } from "@proparena/domain/rules/plans";

// What public pages call a book: its phase (a Beta account is its own) and its label.

export function openbookPhase(plan: string, phase: string): OpenbookPhase {
  if (plan === "BETA") return "beta";
  return phase === "funded" || phase === "phase2" ? phase : "phase1";
}

/** "Funded · 200K", "Phase I · 50K", "Beta". */
export function bookLabel(plan: string, phase: string): string {
  const p = openbookPhase(plan, phase);
  if (p === "beta") return OPENBOOK_PHASE_LABELS.beta;
  return `${OPENBOOK_PHASE_LABELS[p]} · ${getPlan(plan)?.label ?? plan}`;
}
