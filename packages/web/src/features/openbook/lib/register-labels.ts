import type { PublicRegisterKind } from "@proparena/contracts/openbook";
import { publishedEvidence } from "@proparena/contracts/openbook";
import type { RuleEvidence } from "@proparena/contracts/trading";

export const REGISTER_KIND_LABELS: Record<PublicRegisterKind, string> = {
  breach: "Breach",
  "payout-withheld": "Payout withheld",
  "account-closed": "Account closed",
};

function isRuleEvidence(value: unknown): value is RuleEvidence {
  if (typeof value !== "object" || value === null) return false;
  const positions = (value as { positions?: unknown }).positions;
  return (
    Array.isArray(positions) &&
    positions.every((p) => typeof p === "object" && p !== null && "positionId" in p)
  );
}

/**
 * The forms of pasted evidence whose hash the register may list: the evidence as pasted (the
 * published evidence, as the trader's public page shows it), and, for the evidence of the
 * trader's own account page (its positions carry their ids), its published form.
 */
export function registerEvidenceForms(evidence: unknown): unknown[] {
  return isRuleEvidence(evidence) && evidence.positions.length > 0
    ? [evidence, publishedEvidence(evidence)]
    : [evidence];
}
