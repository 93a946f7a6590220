import type { Changes, EngineState } from "./engine-state";
import { replacePosition } from "./fills";
import {
  formatPrice,
  getInstrument,
  isOnTick,
  roundToDigits,
  roundToTick,
  type Instrument,
} from "../market/instruments";
import { differenceUnit } from "../market/fill-quality";
import { MAX_PRICE } from "./order-validation";
import type { Side } from "./orders";
import type { Position } from "./positions";
import { exitPrice } from "./pnl";
import type { Quote } from "../market/quotes";
import { describeInput, ok, reject, type Result } from "../core/result";

/**
 * Trailing stops. A position may carry a `trailingDistance` (in price): its stop loss then
 * follows the price it closes at, at that distance, and only ever in the trader's favour: a
 * buy's stop is raised to bid - distance when that is above it, a sell's lowered to ask +
 * distance when that is below it, never moved back. It is checked on every tick of the symbol
 * through the price index (risk-engine.ts): the index holds, per trailing position, the price at
 * which the stop would move (a buy's stop + distance on the bid, a sell's stop - distance on the
 * ask), so a tick touches only the stops it moves. Each move is a `positionModified` event with
 * reason "trailing", persisted like a trader's change, and the moved stop is indexed again.
 * Setting the distance moves the stop at once if the current quote asks for it.
 */

/** A trailing distance a trader sends: a positive price distance on the tick grid, or null (none). */
export function checkTrailingDistance(
  value: unknown,
  instrument: Instrument,
): Result<number | null> {
  if (value === null) return ok(null);
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || value > MAX_PRICE) {
    return reject(
      "INVALID_TRAILING_DISTANCE",
      `The trailing distance must be a positive price distance (got ${describeInput(value)}).`,
    );
  }
  if (!isOnTick(value, instrument) || roundToTick(value, instrument) < instrument.tickSize) {
    return reject(
      "INVALID_TRAILING_DISTANCE",
      `The trailing distance ${value} is not a whole number of ticks (${formatPrice(instrument.tickSize, instrument)}) for ${instrument.symbol}.`,
    );
  }
  return ok(roundToTick(value, instrument));
}

/**
 * A distance in pips (FX: 0.0001, 0.01 for JPY pairs) or points (the rest: the last digit), as
 * fill-quality.ts reads them, in price; checked by checkTrailingDistance like any distance.
 */
export function trailingDistanceOfPips(pips: number, instrument: Instrument): number {
  return roundToDigits(pips * differenceUnit(instrument).size, instrument.digits + 3);
}

/**
 * The stop loss a trailing distance asks for at `exit` (the bid for a buy, the ask for a sell),
 * given the current one: the better of the two for the trader. A buy whose trail would put the
 * stop at zero or below keeps its stop.
 */
export function trailedStop(
  side: Side,
  exit: number,
  distance: number,
  stopLoss: number | null,
  instrument: Instrument,
): number | null {
  const trail = roundToDigits(
    side === "buy" ? exit - distance : exit + distance,
    instrument.digits,
  );
  if (side === "buy") {
    if (trail < instrument.tickSize) return stopLoss;
    return stopLoss === null || trail > stopLoss ? trail : stopLoss;
  }
  return stopLoss === null || trail < stopLoss ? trail : stopLoss;
}

/**
 * Moves the trailing stops a tick reached (`positionIds`, from the price index), skipping
 * positions that closed meanwhile; every position stays indexed (its trail again at its new
 * stop). One `positionModified` event (reason "trailing") per stop moved.
 */
export function moveTrailingStops(
  s: EngineState,
  positionIds: readonly string[],
  q: Quote,
  changes: Changes,
): void {
  for (const id of positionIds) {
    const position = s.positions.get(id);
    const st = position && s.accounts.get(position.accountId);
    const distance = position?.trailingDistance ?? null;
    if (!position || !st || distance === null) continue;
    const instrument = getInstrument(position.symbol) as Instrument;
    const stopLoss = trailedStop(
      position.side,
      exitPrice(position.side, q),
      distance,
      position.stopLoss,
      instrument,
    );
    if (stopLoss === position.stopLoss) {
      s.risk.watchStops(position);
      continue;
    }
    const moved: Position = { ...position, stopLoss };
    replacePosition(s, st, moved);
    s.risk.watchStops(moved);
    changes.events.push({ type: "positionModified", position: moved, reason: "trailing" });
  }
}
