import { roundToDigits } from "../market/instruments";
import { roundHalfAwayFromZero, type Cents } from "../core/money";
import type { Trade } from "../engine/trades";
import { addDaysToKey, dayKey } from "../core/time-zones";

/**
 * Trading statistics as pure functions over trades (closed positions) and equity samples.
 * Money stays in cents (averages rounded half away from zero); ratios are plain numbers; a
 * figure that does not exist yet (no loss for a profit factor, fewer than two days for Sharpe)
 * is null rather than Infinity or NaN.
 */
export interface EquitySample {
  readonly time: number;
  readonly equity: Cents;
}

export interface EquityPoint {
  readonly time: number;
  /** Closed balance at that time. */
  readonly balance: Cents;
  readonly equity: Cents;
}

export interface TradingStatistics {
  readonly trades: number;
  readonly wins: number;
  readonly losses: number;
  readonly breakeven: number;
  /** wins / trades, 0..1. */
  readonly winRate: number | null;
  readonly grossProfit: Cents;
  /** Sum of losing trades, as a positive number. */
  readonly grossLoss: Cents;
  readonly netProfit: Cents;
  /** grossProfit / grossLoss; null without a loss. */
  readonly profitFactor: number | null;
  readonly averageWin: Cents | null;
  /** Negative. */
  readonly averageLoss: Cents | null;
  /** Average P&L per trade: winRate x averageWin + lossRate x averageLoss. */
  readonly expectancy: Cents | null;
  /** Annualised Sharpe ratio of daily returns (calendar days, x sqrt(365)); null under 2 days. */
  readonly sharpe: number | null;
  readonly bestDay: { readonly day: string; readonly profit: Cents } | null;
  /** Best day's profit / net profit, when both are positive (a consistency check). */
  readonly bestDayShare: number | null;
  /** Distinct days (in the time zone) on which a position was opened. */
  readonly tradingDays: number;
  readonly lotsTraded: number;
  readonly longestWinStreak: number;
  readonly longestLoseStreak: number;
  /** Largest fall of the closed balance from a previous high, in cents (>= 0). */
  readonly maxDrawdown: Cents;
  readonly bestTrade: Cents | null;
  readonly worstTrade: Cents | null;
  /** Mean time from open to close, in milliseconds. */
  readonly averageHoldingMs: number | null;
}

/** One instrument's share of the trading. */
export interface InstrumentStatistics {
  readonly symbol: string;
  readonly trades: number;
  readonly wins: number;
  readonly winRate: number | null;
  readonly netProfit: Cents;
  readonly lotsTraded: number;
}

const byClose = (a: Trade, b: Trade): number =>
  a.closeTime - b.closeTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The equity curve: with samples, each sample with the closed balance at its time; without,
 * the closed-balance curve (a point at `startTime` and one after each trade).
 */
export function equityCurve(
  startingBalance: Cents,
  trades: readonly Trade[],
  samples: readonly EquitySample[] = [],
  startTime?: number,
): EquityPoint[] {
  const sorted = [...trades].sort(byClose);
  if (samples.length > 0) {
    const ordered = [...samples].sort((a, b) => a.time - b.time);
    const out: EquityPoint[] = [];
    let i = 0;
    let balance = startingBalance;
    for (const s of ordered) {
      while (i < sorted.length && (sorted[i] as Trade).closeTime <= s.time) {
        balance += (sorted[i] as Trade).pnl;
        i++;
      }
      out.push({ time: s.time, balance, equity: s.equity });
    }
    return out;
  }
  const out: EquityPoint[] = [];
  const first = startTime ?? sorted[0]?.openTime;
  if (first !== undefined)
    out.push({ time: first, balance: startingBalance, equity: startingBalance });
  let balance = startingBalance;
  for (const t of sorted) {
    balance += t.pnl;
    out.push({ time: t.closeTime, balance, equity: balance });
  }
  return out;
}

/** Daily P&L and return per calendar day from the first to the last closing day. */
export function dailyReturns(
  startingBalance: Cents,
  trades: readonly Trade[],
  timeZone = "UTC",
): Array<{ day: string; pnl: Cents; return: number }> {
  const sorted = [...trades].sort(byClose);
  if (sorted.length === 0) return [];
  const pnlByDay = new Map<string, Cents>();
  for (const t of sorted) {
    const k = dayKey(t.closeTime, timeZone);
    pnlByDay.set(k, (pnlByDay.get(k) ?? 0) + t.pnl);
  }
  const firstDay = dayKey((sorted[0] as Trade).closeTime, timeZone);
  const lastDay = dayKey((sorted[sorted.length - 1] as Trade).closeTime, timeZone);
  const out: Array<{ day: string; pnl: Cents; return: number }> = [];
  let balance = startingBalance;
  for (
    let d = firstDay, guard = 0;
    d <= lastDay && guard < 100_000;
    d = addDaysToKey(d, 1), guard++
  ) {
    const pnl = pnlByDay.get(d) ?? 0;
    out.push({ day: d, pnl, return: balance > 0 ? pnl / balance : 0 });
    balance += pnl;
  }
  return out;
}

export function sharpeRatio(returns: readonly number[], periodsPerYear = 365): number | null {
  if (returns.length < 2) return null;
  const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
  const variance = returns.reduce((s, r) => s + (r - mean) ** 2, 0) / (returns.length - 1);
  const sd = Math.sqrt(variance);
  if (!(sd > 0)) return null;
  return (mean / sd) * Math.sqrt(periodsPerYear);
}

export function computeStatistics(input: {
  readonly startingBalance: Cents;
  readonly trades: readonly Trade[];
  readonly timeZone?: string;
}): TradingStatistics {
  const timeZone = input.timeZone ?? "UTC";
  const trades = [...input.trades].sort(byClose);
  let wins = 0;
  let losses = 0;
  let grossProfit = 0;
  let grossLoss = 0;
  let lots = 0;
  let winStreak = 0;
  let loseStreak = 0;
  let longestWin = 0;
  let longestLose = 0;
  let balance = input.startingBalance;
  let peak = balance;
  let maxDrawdown = 0;
  let best: Cents | null = null;
  let worst: Cents | null = null;
  let holding = 0;
  const openDays = new Set<string>();
  for (const t of trades) {
    lots += t.volume;
    holding += t.closeTime - t.openTime;
    if (best === null || t.pnl > best) best = t.pnl;
    if (worst === null || t.pnl < worst) worst = t.pnl;
    openDays.add(dayKey(t.openTime, timeZone));
    if (t.pnl > 0) {
      wins++;
      grossProfit += t.pnl;
      winStreak++;
      loseStreak = 0;
    } else if (t.pnl < 0) {
      losses++;
      grossLoss -= t.pnl;
      loseStreak++;
      winStreak = 0;
    } else {
      winStreak = 0;
      loseStreak = 0;
    }
    if (winStreak > longestWin) longestWin = winStreak;
    if (loseStreak > longestLose) longestLose = loseStreak;
    balance += t.pnl;
    if (balance > peak) peak = balance;
    if (peak - balance > maxDrawdown) maxDrawdown = peak - balance;
  }
  const n = trades.length;
  const net = grossProfit - grossLoss;
  const days = dailyReturns(input.startingBalance, trades, timeZone);
  let bestDay: { day: string; profit: Cents } | null = null;
  for (const d of days) {
    if (d.pnl > 0 && (bestDay === null || d.pnl > bestDay.profit))
      bestDay = { day: d.day, profit: d.pnl };
  }
  return {
    trades: n,
    wins,
    losses,
    breakeven: n - wins - losses,
    winRate: n > 0 ? wins / n : null,
    grossProfit,
    grossLoss,
    netProfit: net,
    profitFactor: grossLoss > 0 ? grossProfit / grossLoss : null,
    averageWin: wins > 0 ? roundHalfAwayFromZero(grossProfit / wins) : null,
    averageLoss: losses > 0 ? roundHalfAwayFromZero(-grossLoss / losses) : null,
    expectancy: n > 0 ? roundHalfAwayFromZero(net / n) : null,
    sharpe: sharpeRatio(days.map((d) => d.return)),
    bestDay,
    bestDayShare: bestDay !== null && net > 0 ? bestDay.profit / net : null,
    tradingDays: openDays.size,
    lotsTraded: roundToDigits(lots, 8),
    longestWinStreak: longestWin,
    longestLoseStreak: longestLose,
    maxDrawdown,
    bestTrade: best,
    worstTrade: worst,
    averageHoldingMs: n > 0 ? Math.round(holding / n) : null,
  };
}

/** Trades, wins and net profit per instrument, most traded first (then by symbol). */
export function instrumentBreakdown(trades: readonly Trade[]): InstrumentStatistics[] {
  const by = new Map<string, { trades: number; wins: number; net: Cents; lots: number }>();
  for (const t of trades) {
    const row = by.get(t.symbol) ?? { trades: 0, wins: 0, net: 0, lots: 0 };
    row.trades++;
    if (t.pnl > 0) row.wins++;
    row.net += t.pnl;
    row.lots += t.volume;
    by.set(t.symbol, row);
  }
  return [...by]
    .map(([symbol, r]) => ({
      symbol,
      trades: r.trades,
      wins: r.wins,
      winRate: r.wins / r.trades,
      netProfit: r.net,
      lotsTraded: roundToDigits(r.lots, 8),
    }))
    .sort((a, b) => b.trades - a.trades || (a.symbol < b.symbol ? -1 : 1));
}
