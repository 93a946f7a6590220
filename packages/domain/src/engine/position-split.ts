import { ceilCents, roundHalfAwayFromZero, type Cents } from "../core/money";
import { describeInput, ok, reject, type Result } from "../core/result";
import { formatLots, normaliseVolume, volumeSteps, type Instrument } from "../market/instruments";
import { swapPerNight, type CostSchedule } from "../rules/trading-costs";
import type { Position } from "./positions";

/**
 * A position split in two by a partial close (partial-close.ts), as MetaTrader 5 and cTrader
 * do it: the part closed becomes a trade of its own, the rest stays open with the position's id,
 * open price and open time. The figures held on the position are shared so that the two parts
 * add up to the whole, to the cent:
 *
 * - commission (charged at the fill): the part closed takes its share of it, rounded half away
 *   from zero (as every cent figure of pnl.ts), and the rest keeps what is left;
 * - swap per night: the rest is charged what a position of its volume is charged (the account's
 *   schedule, rounded to the cent like a fill's), and the part closed takes what is left of the
 *   position's amount; so the swap so far (per night x nights held) splits the same way, the
 *   closed part's swap is its share of it to the cent per night, and the decision replay, which
 *   works each trade's swap out again from its volume, finds the rest's figure;
 * - margin (fixed at the fill): the rest holds its share of it rounded up to the cent, as every
 *   margin is, and the part closed frees what is left.
 *
 * The web's "Close part" preview runs these very functions.
 */
export interface PositionPart {
  readonly volume: number;
  readonly margin: Cents;
  readonly commission: Cents;
  readonly swapPerNight: Cents;
}

export interface PositionSplit {
  readonly closed: PositionPart;
  readonly rest: PositionPart;
}

/** What a split reads of a position. */
export type SplittablePosition = Pick<
  Position,
  "symbol" | "side" | "volume" | "margin" | "commission" | "swapPerNight"
>;

/**
 * The lots to close of a position: a positive multiple of the lot step, at least the minimum,
 * at most the position's volume, and leaving at least the minimum open unless it closes it all.
 * Answers the volume normalised to the lot step (the whole volume: a full close).
 */
export function checkCloseVolume(
  volume: unknown,
  position: Pick<Position, "volume">,
  instrument: Instrument,
): Result<number> {
  if (typeof volume !== "number" || !Number.isFinite(volume) || volume <= 0) {
    return reject(
      "INVALID_VOLUME",
      `The volume to close must be a positive number of lots (got ${describeInput(volume)}).`,
    );
  }
  const lots = (v: number) => `${formatLots(v)} lots`;
  if (volumeSteps(volume, instrument) === null) {
    return reject(
      "VOLUME_OFF_STEP",
      `The volume to close, ${lots(volume)}, is not a multiple of the lot step ${formatLots(instrument.lotStep)} for ${instrument.symbol}.`,
    );
  }
  const closing = normaliseVolume(volume, instrument);
  if (closing < instrument.lotMin - 1e-9) {
    return reject(
      "VOLUME_TOO_SMALL",
      `The volume to close, ${lots(closing)}, is below the minimum of ${lots(instrument.lotMin)} for ${instrument.symbol}.`,
    );
  }
  const steps = volumeSteps(position.volume, instrument) ?? 0;
  const closingSteps = volumeSteps(closing, instrument) ?? 0;
  if (closingSteps > steps) {
    return reject(
      "CLOSE_VOLUME_TOO_LARGE",
      `The position holds ${lots(position.volume)}: ${lots(closing)} cannot be closed.`,
    );
  }
  const rest = normaliseVolume((steps - closingSteps) * instrument.lotStep, instrument);
  if (closingSteps < steps && rest < instrument.lotMin - 1e-9) {
    return reject(
      "REMAINDER_TOO_SMALL",
      `Closing ${lots(closing)} would leave ${lots(rest)} open, below the minimum of ${lots(instrument.lotMin)} for ${instrument.symbol}: close it all or less of it.`,
    );
  }
  return ok(closingSteps === steps ? position.volume : closing);
}

/**
 * The two parts of a position when `closing` lots of it (checked by checkCloseVolume, less
 * than its volume) close; `costs` is the account's schedule.
 */
export function splitPosition(
  position: SplittablePosition,
  closing: number,
  costs: CostSchedule,
  instrument: Instrument,
): PositionSplit {
  const steps = Math.round(position.volume / instrument.lotStep);
  const closedSteps = Math.round(closing / instrument.lotStep);
  const restSteps = steps - closedSteps;
  const restVolume = normaliseVolume(restSteps * instrument.lotStep, instrument);
  const closedCommission = roundHalfAwayFromZero((position.commission * closedSteps) / steps);
  const restSwap =
    position.swapPerNight === 0
      ? 0
      : swapPerNight(costs, position.symbol, instrument, position.side, restVolume);
  const restMargin = ceilCents((position.margin * restSteps) / steps);
  return {
    closed: {
      volume: normaliseVolume(closing, instrument),
      margin: position.margin - restMargin,
      commission: closedCommission,
      swapPerNight: position.swapPerNight - restSwap,
    },
    rest: {
      volume: restVolume,
      margin: restMargin,
      commission: position.commission - closedCommission,
      swapPerNight: restSwap,
    },
  };
}
