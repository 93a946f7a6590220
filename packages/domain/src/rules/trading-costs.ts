import { getInstrument, type AssetClass, type Instrument } from "../market/instruments";
import { formatBasisPoints, formatUsd, roundHalfAwayFromZero, type Cents } from "../core/money";
import type { Side } from "../engine/orders";

/**
 * Trading costs as data: a commission on every fill and an overnight swap on every position
 * held over the daily rollover. A plan's costs are a `CostSchedule` in its rule set
 * (rule-sets.ts), so an account keeps the costs of the version it was opened under: versions 1
 * and 2 and the Beta plan have none.
 *
 * - **Commission** is per lot and per side (a fixed amount per lot, or basis points of the
 *   notional for crypto). Both sides are charged when the position opens (the round turn, at
 *   the open price), so closing a position at the current quote never changes the equity. It is
 *   held on the position and booked with its P&L when it closes.
 * - **Swap** is an amount per lot and per night, long and short (negative: charged; positive:
 *   paid), for each rollover at 22:00 UTC the position is held over (opened before it, still
 *   open at it). FX, metals, indices and oil roll over Monday to Friday, Wednesday counting
 *   three nights (the weekend); crypto rolls over every night. A position's swap so far is a
 *   pure function of its amount per night, its open time and the time (`swapAt`).
 */

/** Commission per side: a fixed amount per lot, or basis points of the notional in USD. */
export type CommissionRule =
  | { readonly kind: "perLot"; readonly centsPerLot: Cents }
  | { readonly kind: "notional"; readonly basisPoints: number };

/** Swap per lot per night, in cents: negative is charged, positive is paid. */
export interface SwapRates {
  readonly long: Cents;
  readonly short: Cents;
}

export interface CostSchedule {
  /** "none", "standard", ... */
  readonly id: string;
  readonly name: string;
  readonly commission: Readonly<Record<AssetClass, CommissionRule>>;
  /** By symbol; a symbol not listed has no swap. */
  readonly swaps: Readonly<Record<string, SwapRates>>;
}

const FREE: CommissionRule = { kind: "perLot", centsPerLot: 0 };

export const NO_COSTS: CostSchedule = {
  id: "none",
  name: "No commission, no swap",
  commission: { fx: FREE, metal: FREE, index: FREE, energy: FREE, crypto: FREE },
  swaps: {},
};

/**
 * The costs of the paid plans from rule set 3 on: $3.50 per lot per side on FX and metals,
 * $0.50 on indices, $1.00 on oil, 0.03% of the notional per side on crypto; swaps from the
 * interest-rate differentials of late 2026 with a margin, in USD per lot per night.
 */
export const STANDARD_COSTS: CostSchedule = {
  id: "standard",
  name: "Standard",
  commission: {
    fx: { kind: "perLot", centsPerLot: 350 },
    metal: { kind: "perLot", centsPerLot: 350 },
    index: { kind: "perLot", centsPerLot: 50 },
    energy: { kind: "perLot", centsPerLot: 100 },
    crypto: { kind: "notional", basisPoints: 3 },
  },
  swaps: {
    EURUSD: { long: -700, short: 250 },
    GBPUSD: { long: -450, short: -150 },
    USDJPY: { long: 900, short: -2_100 },
    USDCHF: { long: 500, short: -1_200 },
    EURJPY: { long: 600, short: -1_500 },
    EURGBP: { long: -650, short: 150 },
    XAUUSD: { long: -3_500, short: 1_500 },
    US30: { long: -550, short: 150 },
    NAS100: { long: -250, short: 70 },
    USOIL: { long: -900, short: 300 },
    BTCUSD: { long: -1_800, short: -1_800 },
    ETHUSD: { long: -100, short: -100 },
  },
};

/** "$3.50 per lot per side", "0.03% of the notional per side", "none". */
export function describeCommission(rule: CommissionRule): string {
  if (rule.kind === "perLot") {
    return rule.centsPerLot === 0 ? "none" : `${formatUsd(rule.centsPerLot)} per lot per side`;
  }
  return rule.basisPoints === 0
    ? "none"
    : `${formatBasisPoints(rule.basisPoints)} of the notional per side`;
}

/** A swap per lot per night as the trader reads it: "-$7.00" charged, "+$2.50" paid, "$0.00". */
export function describeSwap(cents: Cents): string {
  return cents > 0 ? `+${formatUsd(cents)}` : formatUsd(cents);
}

/** What the cost functions read of an instrument (the web passes its wire instrument). */
export type CostInstrument = Pick<Instrument, "assetClass" | "contractSize" | "lotStep">;

/** True when the schedule charges nothing at all. */
export function isFree(schedule: CostSchedule): boolean {
  const commissions = Object.values(schedule.commission).every((c) =>
    c.kind === "perLot" ? c.centsPerLot === 0 : c.basisPoints === 0,
  );
  return commissions && Object.values(schedule.swaps).every((r) => r.long === 0 && r.short === 0);
}

/** `volume` lots of an instrument as the exact fraction steps / stepsPerLot. */
function lotFraction(instrument: CostInstrument, volume: number): [number, number] {
  return [Math.round(volume / instrument.lotStep), Math.round(1 / instrument.lotStep)];
}

/**
 * The commission of one side of `volume` lots filled at `price` (cents, >= 0): the amount per
 * lot times the lots, or the basis points of the notional converted to USD at `usdRate`,
 * rounded to the cent once.
 */
export function commissionPerSide(
  schedule: CostSchedule,
  instrument: CostInstrument,
  volume: number,
  price: number,
  usdRate: number,
): Cents {
  const rule = schedule.commission[instrument.assetClass];
  if (rule.kind === "perLot") {
    const [steps, perLot] = lotFraction(instrument, volume);
    return roundHalfAwayFromZero((rule.centsPerLot * steps) / perLot);
  }
  return roundHalfAwayFromZero(
    (volume * instrument.contractSize * price * usdRate * rule.basisPoints) / 100,
  );
}

/** What a fill is charged (cents, <= 0): both sides of the round turn, at the open. */
export function fillCommission(...fill: Parameters<typeof commissionPerSide>): Cents {
  const side = commissionPerSide(...fill);
  return side === 0 ? 0 : -2 * side;
}

/** The schedule's swap per lot per night for a side (cents; 0 when the symbol has none). */
export function swapRate(schedule: CostSchedule, symbol: string, side: Side): Cents {
  const rates = schedule.swaps[symbol];
  if (!rates) return 0;
  return side === "buy" ? rates.long : rates.short;
}

/** The swap of `volume` lots for one night (cents), rounded to the cent once. */
export function swapPerNight(
  schedule: CostSchedule,
  symbol: string,
  instrument: CostInstrument,
  side: Side,
  volume: number,
): Cents {
  const rate = swapRate(schedule, symbol, side);
  if (rate === 0) return 0;
  const [steps, perLot] = lotFraction(instrument, volume);
  return roundHalfAwayFromZero((rate * steps) / perLot);
}

// ---------------------------------------------------------------- rollovers

const DAY_MS = 86_400_000;
/** The daily rollover: 22:00 UTC. */
export const ROLLOVER_HOUR_UTC = 22;
const ROLLOVER_OFFSET = ROLLOVER_HOUR_UTC * 3_600_000;
/** Nights each weekday's rollover counts, Sunday first: Wednesday's carries the weekend. */
const WEEKDAY_NIGHTS = [0, 1, 1, 3, 1, 1, 0] as const;

/** How a symbol's rollovers count: a market open every day (crypto) every night, the rest on weekdays. */
function nightsOfDay(symbol: string, day: number): number {
  if (getInstrument(symbol)?.sessions === "always") return 1;
  // Day 0 (1970-01-01) was a Thursday.
  return WEEKDAY_NIGHTS[(((day + 4) % 7) + 7) % 7]!;
}

/** The first day whose rollover is after `time`, and the last whose rollover is at or before it. */
const firstDayAfter = (time: number) => Math.floor((time - ROLLOVER_OFFSET) / DAY_MS) + 1;
const lastDayAtOrBefore = (time: number) => Math.floor((time - ROLLOVER_OFFSET) / DAY_MS);
const rolloverOf = (day: number) => day * DAY_MS + ROLLOVER_OFFSET;

/** The first rollover instant (22:00 UTC) after `time`. */
export function nextRolloverAfter(time: number): number {
  return rolloverOf(firstDayAfter(time));
}

/** The last rollover instant (22:00 UTC) at or before `time`. */
export function lastRolloverAtOrBefore(time: number): number {
  return rolloverOf(lastDayAtOrBefore(time));
}

/** Nights the rollover at `time` (a 22:00 UTC instant) counts for `symbol`: 0, 1 or 3. */
export function rolloverNights(symbol: string, time: number): number {
  return nightsOfDay(symbol, lastDayAtOrBefore(time));
}

/** Nights of swap a position of `symbol` opened at `from` has been held by `to`. */
export function nightsHeld(symbol: string, from: number, to: number): number {
  const first = firstDayAfter(from);
  const last = lastDayAtOrBefore(to);
  if (last < first) return 0;
  const days = last - first + 1;
  // Every week counts seven nights, whichever way its rollovers count them.
  let nights = Math.floor(days / 7) * 7;
  for (let d = first + Math.floor(days / 7) * 7; d <= last; d++) nights += nightsOfDay(symbol, d);
  return nights;
}

/** What a position needs for its swap: its symbol, open time and swap per night. */
export interface SwapHolder {
  readonly symbol: string;
  readonly openTime: number;
  readonly swapPerNight: Cents;
}

/** A position's swap from its opening to `time` (cents): its amount per night times the nights. */
export function swapAt(position: SwapHolder, time: number): Cents {
  if (position.swapPerNight === 0) return 0;
  const nights = nightsHeld(position.symbol, position.openTime, time);
  return nights === 0 ? 0 : position.swapPerNight * nights;
}

/** One rollover's swap on a position. */
export interface SwapNight {
  /** The rollover instant (22:00 UTC). */
  readonly time: number;
  /** 1, or 3 on the rollover that carries the weekend. */
  readonly nights: number;
  readonly amount: Cents;
}

/**
 * The position's swap at each rollover after `from` up to `to` that it was held over (none
 * before its opening, none when it has no swap), oldest first.
 */
export function swapNights(position: SwapHolder, from: number, to: number): SwapNight[] {
  if (position.swapPerNight === 0) return [];
  const out: SwapNight[] = [];
  const first = firstDayAfter(Math.max(from, position.openTime));
  for (let d = first, last = lastDayAtOrBefore(to); d <= last; d++) {
    const nights = nightsOfDay(position.symbol, d);
    if (nights > 0)
      out.push({ time: rolloverOf(d), nights, amount: nights * position.swapPerNight });
  }
  return out;
}
