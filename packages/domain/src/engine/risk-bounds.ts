import { CONVERSIONS, getInstrument } from "../market/instruments";
import type { QuoteLookup } from "../market/currency-conversion";
import type { Cents } from "../core/money";
import type { Position } from "./positions";

/**
 * Price bounds that make a tick-by-tick check of every account unnecessary.
 *
 * For an account with open positions, choose for every symbol its equity depends on (the
 * symbols of its positions and the USD pairs that convert their P&L) a range [low, high] that
 * contains the current bid and ask. While every such symbol's bid stays >= low and ask stays
 * <= high, all its prices (bid, ask, mid) stay inside the range, and the worst case of each
 * position over those ranges is at a corner: a buy at bid = low, a sell at ask = high, the
 * conversion rate at whichever end hurts most. The ranges are widened together (in units of
 * each symbol's volatility) for as long as that worst-case equity, less one cent per position
 * for rounding, stays at or above the account's tightest threshold (daily floor, max-loss floor,
 * stop-out equity). So an account needs re-checking only when some tick leaves its ranges:
 * its ranges are put in per-symbol sorted indexes, like stop orders in an order book.
 */
export interface RiskBound {
  readonly symbol: string;
  /** Re-check when the bid falls to this; -Infinity when a fall cannot hurt. */
  readonly low: number;
  /** Re-check when the ask rises to this; +Infinity when a rise cannot hurt. */
  readonly high: number;
}

export interface RiskBoundsInput {
  readonly positions: readonly Position[];
  readonly balance: Cents;
  /** Equity must stay >= this (cents). */
  readonly threshold: number;
  readonly lookup: QuoteLookup;
}

/** Widest range, in annual volatilities of each symbol; below T_MIN the range is [bid, ask]. */
const T_MAX = 4;
const T_MIN = 1e-7;
/** Geometric bisection between T_MIN and T_MAX: ~0.1% relative precision on the width. */
const ITERATIONS = 14;

// Scratch buffers, reused between calls (the domain is single-threaded).
let cap = 0;
let legBuy = new Uint8Array(0);
let legOpen = new Float64Array(0);
let legK = new Float64Array(0);
let legSym = new Int32Array(0);
let legConv = new Int32Array(0);
let legInvert = new Uint8Array(0);
let bid = new Float64Array(0);
let ask = new Float64Array(0);
let width = new Float64Array(0);
let lo = new Float64Array(0);
let hi = new Float64Array(0);
let needLow = new Uint8Array(0);
let needHigh = new Uint8Array(0);

function ensure(n: number): void {
  if (n <= cap) return;
  cap = Math.max(n, cap * 2, 16);
  legBuy = new Uint8Array(cap);
  legOpen = new Float64Array(cap);
  legK = new Float64Array(cap);
  legSym = new Int32Array(cap);
  legConv = new Int32Array(cap);
  legInvert = new Uint8Array(cap);
  bid = new Float64Array(cap * 2);
  ask = new Float64Array(cap * 2);
  width = new Float64Array(cap * 2);
  lo = new Float64Array(cap * 2);
  hi = new Float64Array(cap * 2);
  needLow = new Uint8Array(cap * 2);
  needHigh = new Uint8Array(cap * 2);
}

function worst(t: number, n: number, legs: number, balance: number): number {
  for (let i = 0; i < n; i++) {
    const b = bid[i] as number;
    const l = b - t * (width[i] as number);
    lo[i] = l > b * 0.02 ? l : b * 0.02;
    hi[i] = (ask[i] as number) + t * (width[i] as number);
  }
  let sum = balance - legs;
  for (let j = 0; j < legs; j++) {
    const s = legSym[j] as number;
    const k = legK[j] as number;
    const open = legOpen[j] as number;
    const q = legBuy[j] === 1 ? ((lo[s] as number) - open) * k : (open - (hi[s] as number)) * k;
    const c = legConv[j] as number;
    if (c < 0) {
      sum += q;
    } else {
      const cl = lo[c] as number;
      const ch = hi[c] as number;
      const invert = legInvert[j] === 1;
      const rMin = invert ? 1 / ch : cl;
      const rMax = invert ? 1 / cl : ch;
      sum += q < 0 ? q * rMax : q * rMin;
    }
  }
  return sum;
}

/** Returns null when a quote the account depends on is not known yet. */
export function computeRiskBounds(input: RiskBoundsInput): RiskBound[] | null {
  const legs = input.positions.length;
  ensure(legs);
  const symbols: string[] = [];
  const symIndex = (s: string): number => {
    const i = symbols.indexOf(s);
    if (i >= 0) return i;
    symbols.push(s);
    return symbols.length - 1;
  };
  for (let j = 0; j < legs; j++) {
    const p = input.positions[j] as Position;
    const instrument = getInstrument(p.symbol);
    if (!instrument) return null;
    const conversion = CONVERSIONS[instrument.quoteCurrency];
    legBuy[j] = p.side === "buy" ? 1 : 0;
    legOpen[j] = p.openPrice;
    legK[j] = p.volume * instrument.contractSize * 100;
    legSym[j] = symIndex(p.symbol);
    legConv[j] = conversion ? symIndex(conversion.symbol) : -1;
    legInvert[j] = conversion?.invert ? 1 : 0;
  }
  const n = symbols.length;
  // Which side of each symbol can hurt: a buy loses when the bid falls, a sell when the ask
  // rises, a conversion rate either way. A side that cannot hurt needs no bound.
  needLow.fill(0, 0, n);
  needHigh.fill(0, 0, n);
  for (let j = 0; j < legs; j++) {
    if (legBuy[j] === 1) needLow[legSym[j] as number] = 1;
    else needHigh[legSym[j] as number] = 1;
    const c = legConv[j] as number;
    if (c >= 0) {
      needLow[c] = 1;
      needHigh[c] = 1;
    }
  }
  for (let i = 0; i < n; i++) {
    const s = symbols[i] as string;
    const q = input.lookup(s);
    const instrument = getInstrument(s);
    if (!q || !instrument) return null;
    bid[i] = q.bid;
    ask[i] = q.ask;
    width[i] = ((q.bid + q.ask) / 2) * instrument.annualVolatility;
  }
  const threshold = input.threshold;
  let t: number;
  if (worst(T_MAX, n, legs, input.balance) >= threshold) {
    t = T_MAX;
  } else if (worst(T_MIN, n, legs, input.balance) < threshold) {
    t = 0;
  } else {
    let a = T_MIN;
    let b = T_MAX;
    for (let i = 0; i < ITERATIONS; i++) {
      const m = Math.sqrt(a * b);
      if (worst(m, n, legs, input.balance) >= threshold) a = m;
      else b = m;
    }
    t = a;
  }
  worst(t, n, legs, input.balance);
  const out: RiskBound[] = [];
  for (let i = 0; i < n; i++) {
    out.push({
      symbol: symbols[i] as string,
      low: needLow[i] === 1 ? (lo[i] as number) : Number.NEGATIVE_INFINITY,
      high: needHigh[i] === 1 ? (hi[i] as number) : Number.POSITIVE_INFINITY,
    });
  }
  return out;
}
