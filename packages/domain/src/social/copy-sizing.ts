import type { Cents } from "../core/money";
import { formatLots, roundToDigits, type Instrument } from "../market/instruments";

/**
 * The size of a copied trade (issue 31): the source's volume scaled by the copier's equity over
 * the source's and by the copier's multiplier, cut so that its margin stays within the
 * copier's risk per trade, and rounded down to the instrument's lot step. Below the minimum lot
 * it is not placed, with the reason.
 */
export interface CopySizeInput {
  readonly sourceVolume: number;
  /** The source account's equity and the copier's (target's), in cents, at the fill. */
  readonly sourceEquity: Cents;
  readonly targetEquity: Cents;
  /** The copier's size multiplier (1: the same share of equity as the source). */
  readonly multiplier: number;
  /** The most margin one copy may take, in percent of the copier's equity. */
  readonly riskPerTradePercent: number;
  /**
   * The margin one lot takes in the copier's account at the fill's price (cents, unrounded):
   * contract size x price x USD rate x 100 / leverage (engine/margin.ts `requiredMargin` of 1).
   */
  readonly marginPerLot: number;
  readonly instrument: Pick<Instrument, "lotMin" | "lotStep" | "lotMax">;
}

export type CopySize =
  | {
      readonly ok: true;
      readonly volume: number;
      /** The proportional volume before the risk cap, the lot maximum and the rounding. */
      readonly proportional: number;
      /** Whether the risk cap (or the lot maximum) made it smaller than proportional. */
      readonly capped: boolean;
    }
  | { readonly ok: false; readonly proportional: number; readonly reason: string };

/** `volume` rounded down to a whole number of lot steps (tolerating floating-point noise). */
export function floorToLotStep(volume: number, lotStep: number): number {
  const steps = Math.floor(volume / lotStep + 1e-9);
  return roundToDigits(steps * lotStep, 8);
}

export function copySize(input: CopySizeInput): CopySize {
  const { instrument } = input;
  if (input.sourceEquity <= 0 || input.targetEquity <= 0) {
    return { ok: false, proportional: 0, reason: "An account's equity is not positive" };
  }
  const proportional =
    (input.sourceVolume * input.targetEquity * input.multiplier) / input.sourceEquity;
  const riskCap = (input.targetEquity * input.riskPerTradePercent) / 100;
  const byRisk = input.marginPerLot > 0 ? riskCap / input.marginPerLot : Infinity;
  const wanted = Math.min(proportional, byRisk, instrument.lotMax);
  let volume = floorToLotStep(wanted, instrument.lotStep);
  // The margin is rounded up to the cent: keep it within the cap.
  while (volume > 0 && Math.ceil(volume * input.marginPerLot) > riskCap) {
    volume = floorToLotStep(volume - instrument.lotStep, instrument.lotStep);
  }
  const rounded = roundToDigits(proportional, 8);
  if (volume < instrument.lotMin - 1e-9) {
    const reason =
      byRisk < proportional && byRisk < instrument.lotMin
        ? `The risk cap (${input.riskPerTradePercent}% of equity in margin) allows less than the minimum lot (${formatLots(instrument.lotMin)})`
        : `The proportional size (${formatLots(roundToDigits(proportional, 4))} lots) is below the minimum lot (${formatLots(instrument.lotMin)})`;
    return { ok: false, proportional: rounded, reason };
  }
  return {
    ok: true,
    volume,
    proportional: rounded,
    capped: Math.min(byRisk, instrument.lotMax) < proportional,
  };
}
