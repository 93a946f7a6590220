import { copyLimitsSchema, type CopySubscription } from "@proparena/contracts/social";
import { dollarsToCents } from "../../../components/action-dialog";
import type { FieldErrors } from "../../../lib/zod-field-errors";
import { zodFieldErrors } from "../../../lib/zod-field-errors";

/** The limits form's fields, as typed. */
export type CopyLimitField =
  | "sizeMultiplier"
  | "riskPerTradePercent"
  | "dailyLossCapCents"
  | "stopEquityCents"
  | "excludedSymbols";
export type CopyLimitValues = Record<CopyLimitField, string>;

export type CopyLimits = {
  sizeMultiplier: number;
  riskPerTradePercent: number;
  dailyLossCapCents: number;
  stopEquityCents: number | null;
  excludedSymbols: string[];
};

const dollars = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, "");

/** The form's starting values: a running copying's limits, or the defaults for a new one. */
export function copyLimitValues(limits?: CopyLimits): CopyLimitValues {
  return {
    sizeMultiplier: String(limits?.sizeMultiplier ?? 1),
    riskPerTradePercent: String(limits?.riskPerTradePercent ?? 5),
    dailyLossCapCents: limits ? dollars(limits.dailyLossCapCents) : "1000",
    stopEquityCents:
      limits?.stopEquityCents === null || limits?.stopEquityCents === undefined
        ? ""
        : dollars(limits.stopEquityCents),
    excludedSymbols: limits?.excludedSymbols.join(", ") ?? "",
  };
}

const amount = (text: string) => (text.trim() === "" ? null : dollarsToCents(text));
const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** The limits the values say, checked with the contract's schema: the limits, or field errors. */
export function readCopyLimits(
  values: CopyLimitValues,
): { ok: true; limits: CopyLimits } | { ok: false; errors: FieldErrors<CopyLimitField> } {
  const dailyLoss = amount(values.dailyLossCapCents);
  const stop = amount(values.stopEquityCents);
  const errors: FieldErrors<CopyLimitField> = {};
  if (dailyLoss === null) errors.dailyLossCapCents = "Enter an amount in dollars";
  if (values.stopEquityCents.trim() !== "" && stop === null)
    errors.stopEquityCents = "Enter an amount in dollars, or leave it empty";
  const parsed = copyLimitsSchema.safeParse({
    sizeMultiplier: number(values.sizeMultiplier),
    riskPerTradePercent: number(values.riskPerTradePercent),
    dailyLossCapCents: dailyLoss ?? 0,
    stopEquityCents: stop,
    excludedSymbols: values.excludedSymbols
      .split(/[\s,]+/)
      .map((symbol) => symbol.trim())
      .filter(Boolean),
  });
  if (!parsed.success) Object.assign(errors, { ...zodFieldErrors(parsed.error), ...errors });
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, limits: parsed.data };
}

/** "×1.5 · 5% a trade · $1,000 a day · stop at $9,000 · not EURUSD". */
export function limitsSummary(subscription: CopySubscription, formatUsd: (c: number) => string) {
  const parts = [
    `×${subscription.sizeMultiplier}`,
    `${subscription.riskPerTradePercent}% risk a trade`,
    `${formatUsd(subscription.dailyLossCapCents)} daily loss cap`,
  ];
  if (subscription.stopEquityCents !== null)
    parts.push(`stop at ${formatUsd(subscription.stopEquityCents)} equity`);
  if (subscription.excludedSymbols.length > 0)
    parts.push(`not ${subscription.excludedSymbols.join(", ")}`);
  return parts.join(" · ");
}
