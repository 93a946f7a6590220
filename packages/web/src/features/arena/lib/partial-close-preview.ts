import type { Position } from "@proparena/contracts/trading";
import type { CostSchedule } from "@proparena/contracts/plans";
import { exitPrice, pnlCents } from "@proparena/domain/engine/pnl";
import { checkCloseVolume, splitPosition } from "@proparena/domain/engine/position-split";
import { usdRate, type QuoteLookup } from "@proparena/domain/market/currency-conversion";
import { getInstrument } from "@proparena/domain/market/instruments";

/** What closing part of a position would realise now, as the engine computes it. */
export type PartialClosePreview =
  | {
      readonly ok: true;
      /** The lots that would close (the whole volume: a whole close). */
      readonly volume: number;
      /** The lots left open. */
      readonly restVolume: number;
      /** Price P&L + its share of the commission and swap; null while a needed quote is missing. */
      readonly pnlCents: number | null;
      readonly commissionCents: number;
      readonly swapCents: number;
    }
  | { readonly ok: false; readonly message: string };

/**
 * The "Close part" preview: the engine's own check of the volume (domain position-split
 * `checkCloseVolume`: the lot step, the minimum, at most the position's) and its own split of
 * the costs (`splitPosition`), with the price P&L of pnl.ts at the live quote. `costs` is the
 * account's schedule (its plan under its rule set): the rest's swap per night comes from it.
 */
export function partialClosePreview(
  position: Position,
  volume: number,
  lookup: QuoteLookup,
  costs: CostSchedule,
): PartialClosePreview {
  const instrument = getInstrument(position.symbol);
  if (!instrument) return { ok: false, message: `Unknown symbol ${position.symbol}.` };
  const checked = checkCloseVolume(volume, position, instrument);
  if (!checked.ok) return { ok: false, message: checked.reason };
  const closing = checked.value;
  const perNight = position.swapPerNightCents ?? 0;
  const split = splitPosition(
    {
      symbol: position.symbol,
      side: position.side,
      volume: position.volume,
      margin: position.marginCents,
      commission: position.commissionCents,
      swapPerNight: perNight,
    },
    closing,
    costs,
    instrument,
  );
  const whole = closing === position.volume;
  const part = whole ? null : split.closed;
  const nights = perNight === 0 ? 0 : Math.round(position.swapCents / perNight);
  const commissionCents = part ? part.commission : position.commissionCents;
  const swapCents = part ? part.swapPerNight * nights : position.swapCents;
  const quote = lookup(position.symbol);
  const rate = usdRate(instrument, lookup);
  const pricePnl =
    quote && rate !== null
      ? pnlCents(
          instrument,
          position.side,
          closing,
          position.openPrice,
          exitPrice(position.side, quote),
          rate,
        )
      : null;
  return {
    ok: true,
    volume: closing,
    restVolume: whole ? 0 : split.rest.volume,
    pnlCents: pricePnl === null ? null : pricePnl + commissionCents + swapCents,
    commissionCents,
    swapCents,
  };
}
