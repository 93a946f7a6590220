import type { Instrument } from "@proparena/contracts/trading";
import type { PnlInstrument } from "@proparena/domain/engine/pnl";
import { decimalsOf, riskAtStopCents, type Side } from "./trading-math";

export type SizingResult =
  | { ok: true; lots: number; riskCents: number; riskPerLotCents: number }
  | { ok: false; reason: string };

/**
 * Position sizing from risk: the lots whose loss at the stop is at most `riskCents`, rounded
 * down to the lot step (so the risk is never exceeded) and capped at the maximum. The loss per
 * lot is the engine's P&L at the stop (domain pnl.ts through riskAtStopCents), in USD at `rate`.
 */
export function lotsForRisk(input: {
  instrument: PnlInstrument & Pick<Instrument, "lotMin" | "lotStep" | "lotMax">;
  side: Side;
  entry: number;
  stopLoss: number;
  /** USD per unit of the quote currency (domain usdRate). */
  rate: number;
  riskCents: number;
}): SizingResult {
  const { instrument, side, entry, stopLoss, rate, riskCents } = input;
  if (!(riskCents > 0)) return { ok: false, reason: "Enter the dollars you accept to lose." };
  if (!(stopLoss > 0)) return { ok: false, reason: "Enter a stop loss price." };
  const perLot = riskAtStopCents(instrument, side, 1, entry, stopLoss, rate);
  if (perLot <= 0) {
    return {
      ok: false,
      reason: `A ${side}'s stop loss is ${side === "buy" ? "below" : "above"} the entry price.`,
    };
  }
  const { lotStep, lotMin, lotMax } = instrument;
  const steps = Math.floor(riskCents / perLot / lotStep + 1e-9);
  const lots = Math.min(lotMax, Number((steps * lotStep).toFixed(decimalsOf(lotStep))));
  if (lots < lotMin) {
    return {
      ok: false,
      reason: `That risk is less than the minimum of ${lotMin} lots loses at this stop.`,
    };
  }
  return {
    ok: true,
    lots,
    riskCents: riskAtStopCents(instrument, side, lots, entry, stopLoss, rate),
    riskPerLotCents: perLot,
  };
}
