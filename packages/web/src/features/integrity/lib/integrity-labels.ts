import {
  INTEGRITY_KIND_LABELS,
  type IntegrityFlag,
  type IntegrityFlagStatus,
  type IntegrityKind,
  type IntegrityOutcome,
} from "@proparena/contracts/integrity";
import type { BadgeTone } from "../../../components/badge";

export function kindLabel(kind: IntegrityKind): string {
  return INTEGRITY_KIND_LABELS[kind];
}

export const STATUS_LABELS: Record<IntegrityFlagStatus, string> = {
  open: "Open",
  appealed: "Appealed",
  cleared: "Cleared",
  warning: "Warning",
  "payout-withheld": "Payout withheld",
  "account-closed": "Account closed",
};

export const STATUS_TONES: Record<IntegrityFlagStatus, BadgeTone> = {
  open: "warning",
  appealed: "info",
  cleared: "good",
  warning: "warning",
  "payout-withheld": "bad",
  "account-closed": "bad",
};

export const OUTCOME_LABELS: Record<IntegrityOutcome, string> = {
  cleared: "Cleared",
  warning: "Warning",
  "payout-withheld": "Payout withheld",
  "account-closed": "Account closed",
};

/** What each outcome means for the trader, in the decision form's words. */
export const OUTCOME_HINTS: Record<IntegrityOutcome, string> = {
  cleared: "Nothing was wrong: the hold is lifted.",
  warning: "The trader is warned; the hold is lifted.",
  "payout-withheld": "The payout is not paid. Listed on the public register.",
  "account-closed": "The account is closed. Listed on the public register.",
};

/** A score or level in [0, 1] as a percentage: 0.8123 -> "81%". */
export function scoreText(score: number): string {
  return `${Math.round(score * 100)}%`;
}

/** Whether the trader may still answer the flag. */
export function canAppeal(flag: Pick<IntegrityFlag, "status" | "appeal">): boolean {
  return flag.status === "open" && flag.appeal === null;
}

/** Whether an admin may still decide it. */
export function isUndecided(status: IntegrityFlagStatus): boolean {
  return status === "open" || status === "appealed";
}

/** An instant to the millisecond, in UTC: "2025-01-06 14:03:07.120 UTC". */
export function instantText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 23).replace("T", " ")} UTC`;
}

/** A figure by name as the evidence gives it: shares and ratios to 4 decimals, counts as is. */
export function figureText(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString("en-US") : String(Number(value.toFixed(4)));
}
