import { thresholdWords } from "../market/outage-policy";
import type { SignalKind } from "./integrity-inputs";

/**
 * The integrity policy as versioned data: every detector's thresholds, the score above which a
 * flag holds a phase pass or a payout, and the sentences the rules page shows. The monitor,
 * the replay, the bench and the rules page read the same object, so what is published is what
 * runs. A flag records the version it was raised under; a change of any figure is a new
 * version.
 *
 * Every detector answers with a score in [0, 1]. A score at or above the detector's `flagAt`
 * raises a flag; a flag at or above `holdAt` holds the next phase and payouts until an admin
 * decides.
 */
export interface IntegrityPolicy {
  readonly version: number;
  /** A flag scoring at least this holds passes and payouts. */
  readonly holdAt: number;
  /**
   * How far back a closing trade is compared with others: a pair is found when its later trade
   * closes, if the earlier one closed at most this long before. Trades held longer than this
   * are not compared for copy trading (co-opens are about entries, not swing positions).
   */
  readonly lookbackMs: number;
  readonly hedging: {
    readonly flagAt: number;
    /** The two legs opened at most this far apart. */
    readonly maxOpenGapMs: number;
    /** Smaller volume / larger volume, at least. */
    readonly minSizeRatio: number;
    /** |correlation| of the two symbols at least (1 for the same symbol). */
    readonly minCorrelation: number;
  };
  readonly copyTrading: {
    readonly flagAt: number;
    /** Two people's opens of one symbol and side at most this far apart are a co-open. */
    readonly windowMs: number;
    /** Co-opens of one pair of people on one UTC day for the score to reach 1 (before sizes). */
    readonly fullRepeats: number;
    /**
     * Standard deviation of ln(volume ratio) across the day's co-opens at which the size factor
     * falls to 0 (0 spread: a fixed copy ratio, factor 1).
     */
    readonly maxRatioSpread: number;
    /**
     * A crowd: at least `crowdTrades` openings of the symbol on the side within `crowdWindowMs`
     * of the opening, and at least `burstFactor` times the symbol's usual rate over
     * `baselineWindowMs` either side (a news release, a public signal channel). Co-opens in a
     * crowd are not counted: copying is a private link, a crowd is public. The rate makes it
     * hold at any scale: a busy symbol is not a crowd all day.
     */
    readonly crowdWindowMs: number;
    readonly crowdTrades: number;
    readonly baselineWindowMs: number;
    readonly burstFactor: number;
  };
  readonly hft: {
    readonly flagAt: number;
    /** A trade held less than this is short. */
    readonly minHoldMs: number;
    /** The account's last trades looked at, and how many at least before it scores. */
    readonly windowTrades: number;
    readonly minTrades: number;
    /** Share of short trades scoring 0 (ordinary) and 1. */
    readonly normalShare: number;
    readonly fullShare: number;
  };
  readonly latencyArbitrage: {
    readonly flagAt: number;
    /** The quote after the fill is looked at if it came at most this long after. */
    readonly afterMs: number;
    /** A move its way of at least this many spreads right after the fill is a jump. */
    readonly minJumpSpreads: number;
    /** A fill on a quote at least this old, the fresh quote already better, is stale. */
    readonly staleAfterMs: number;
    readonly windowTrades: number;
    /** Suspicious trades in the window for the score to reach its profit share. */
    readonly minSuspicious: number;
  };
  readonly botRegularity: {
    readonly flagAt: number;
    /** The account's last orders (not declared as API orders) looked at, and the minimum. */
    readonly windowOrders: number;
    readonly minOrders: number;
    /** Coefficient of variation of the time between orders: a person's (0) and a bot's (1). */
    readonly humanCv: number;
    readonly botCv: number;
    /** An order within `clockToleranceMs` after a multiple of `clockMarkMs` is on a clock mark. */
    readonly clockMarkMs: number;
    readonly clockToleranceMs: number;
    /** Share of orders on clock marks scoring 0 and 1. */
    readonly normalMarkShare: number;
    readonly fullMarkShare: number;
  };
  readonly multiAccount: {
    readonly flagAt: number;
    /** How strongly one shared value of each signal says "the same person". */
    readonly weights: Readonly<Record<SignalKind, number>>;
    /** A value shared by more people than this is public (a café's address): it links no one. */
    readonly maxPeoplePerValue: number;
    /** People whose link score reaches this count as one group for hedging. */
    readonly linkAt: number;
  };
  /** Correlated symbols (either order); the same symbol is 1. */
  readonly correlations: readonly (readonly [string, string, number])[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const INTEGRITY_POLICY: IntegrityPolicy = {
  version: 1,
  holdAt: 0.8,
  lookbackMs: 24 * HOUR,
  hedging: { flagAt: 0.7, maxOpenGapMs: 2 * MINUTE, minSizeRatio: 0.7, minCorrelation: 0.7 },
  copyTrading: {
    flagAt: 0.6,
    windowMs: 500,
    fullRepeats: 5,
    maxRatioSpread: 0.35,
    crowdWindowMs: 5_000,
    crowdTrades: 5,
    baselineWindowMs: 10 * MINUTE,
    burstFactor: 4,
  },
  hft: {
    flagAt: 0.6,
    minHoldMs: MINUTE,
    windowTrades: 50,
    minTrades: 20,
    normalShare: 0.25,
    fullShare: 0.75,
  },
  latencyArbitrage: {
    flagAt: 0.6,
    afterMs: 250,
    minJumpSpreads: 2,
    staleAfterMs: 1_000,
    windowTrades: 50,
    minSuspicious: 5,
  },
  botRegularity: {
    flagAt: 0.6,
    windowOrders: 30,
    minOrders: 20,
    humanCv: 0.4,
    botCv: 0.1,
    clockMarkMs: 1_000,
    clockToleranceMs: 10,
    normalMarkShare: 0.1,
    fullMarkShare: 0.5,
  },
  multiAccount: {
    flagAt: 0.6,
    weights: { card: 0.95, wallet: 0.9, device: 0.7, ip: 0.3 },
    maxPeoplePerValue: 8,
    linkAt: 0.6,
  },
  correlations: [
    ["EURUSD", "GBPUSD", 0.85],
    ["EURUSD", "USDCHF", -0.9],
    ["GBPUSD", "USDCHF", -0.8],
    ["USDJPY", "EURJPY", 0.75],
    ["US30", "NAS100", 0.85],
    ["BTCUSD", "ETHUSD", 0.85],
  ],
};

/** The correlation of two symbols under a policy: 1 for one symbol, 0 when not in the table. */
export function correlation(a: string, b: string, policy: IntegrityPolicy): number {
  if (a === b) return 1;
  for (const [x, y, c] of policy.correlations)
    if ((x === a && y === b) || (x === b && y === a)) return c;
  return 0;
}

/** Symbols hedging compares with `symbol`: itself and those correlated enough. */
export function hedgeSymbols(symbol: string, policy: IntegrityPolicy): string[] {
  const out = [symbol];
  for (const [x, y, c] of policy.correlations) {
    if (Math.abs(c) < policy.hedging.minCorrelation) continue;
    if (x === symbol) out.push(y);
    else if (y === symbol) out.push(x);
  }
  return out;
}

/** Clamped linear ramp: 0 at or below `from`, 1 at or above `to` (either direction). */
export function ramp(x: number, from: number, to: number): number {
  if (from === to) return x >= to ? 1 : 0;
  const t = (x - from) / (to - from);
  return t <= 0 ? 0 : t >= 1 ? 1 : t;
}

/** "second", "minute", "5 seconds": a clock mark in words. */
function markWords(ms: number): string {
  if (ms === 1_000) return "second";
  if (ms === MINUTE) return "minute";
  return ms % MINUTE === 0 ? `${ms / MINUTE} minutes` : `${ms / 1_000} seconds`;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The policy in sentences for the rules page and docs, from the figures the monitor uses. */
export function integrityPolicyPoints(policy: IntegrityPolicy = INTEGRITY_POLICY): string[] {
  const { hedging, copyTrading, hft, latencyArbitrage: la, botRegularity: bot } = policy;
  const pairs = policy.correlations
    .filter(([, , c]) => Math.abs(c) >= hedging.minCorrelation)
    .map(([a, b, c]) => `${a}/${b} ${c > 0 ? "move together" : "move opposite"}`)
    .join(", ");
  const w = policy.multiAccount.weights;
  return [
    `**Scores and holds.** Each check below gives a score from 0 to 1 with the trades, times and quotes behind it. A score from the check's flag level raises a flag you can see and answer; a flag scoring ${policy.holdAt} or more holds your next phase and payouts until the integrity team decides (policy version ${policy.version}).`,
    `**Hedging across accounts.** Opposite positions on the same symbol, or on symbols that move together or opposite (${pairs}), held at the same time on accounts of one person or of linked people, opened at most ${thresholdWords(hedging.maxOpenGapMs)} apart, the smaller at least ${pct(hedging.minSizeRatio)} of the larger. The score is the correlation times the size ratio times the share of the time either was open that both were; flagged from ${hedging.flagAt}. Hedging inside one account is allowed.`,
    `**Copy trading.** Two different people opening the same symbol on the same side at most ${copyTrading.windowMs} ms apart, again and again on one day: ${copyTrading.fullRepeats} such openings with a steady size ratio score 1, fewer score in proportion, and a changing size ratio scores less. Openings in a crowd do not count: ${copyTrading.crowdTrades} or more openings on that side within ${thresholdWords(copyTrading.crowdWindowMs)}, ${copyTrading.burstFactor} times the symbol's usual rate or more (news, a public signal channel). Flagged from ${copyTrading.flagAt} (${Math.ceil(copyTrading.flagAt * copyTrading.fullRepeats)} openings at one ratio).`,
    `**High-frequency trading.** Over an account's last ${hft.windowTrades} trades (from ${hft.minTrades}), the share held under ${thresholdWords(hft.minHoldMs)}: ${pct(hft.normalShare)} or less scores 0, ${pct(hft.fullShare)} or more scores 1; flagged from ${hft.flagAt}.`,
    `**Latency arbitrage.** A trade is suspicious when, within ${la.afterMs} ms after its fill, the price moved its way by ${la.minJumpSpreads} spreads or more, or when it filled on a price at least ${thresholdWords(la.staleAfterMs)} old while the fresh price was already better. Over an account's last ${la.windowTrades} trades the score is the share of profit made by suspicious trades, in full from ${la.minSuspicious} of them; flagged from ${la.flagAt}.`,
    `**Bot regularity.** Over an account's last ${bot.windowOrders} orders (from ${bot.minOrders}), times between orders too even for a person (a coefficient of variation of ${bot.humanCv} or more scores 0, ${bot.botCv} or less scores 1), or orders placed within ${bot.clockToleranceMs} ms after a whole ${markWords(bot.clockMarkMs)} (${pct(bot.normalMarkShare)} of orders scores 0, ${pct(bot.fullMarkShare)} scores 1). Orders declared as API orders are not counted. Flagged from ${bot.flagAt}.`,
    `**Several identities.** Different people sharing a card (weight ${w.card}), a payout wallet (${w.wallet}), a device (${w.device}) or a sign-in address (${w.ip}); shared values add up as 1 − (1 − w₁)(1 − w₂)…; a value shared by more than ${policy.multiAccount.maxPeoplePerValue} people (a café, a mobile network) links no one. Flagged from ${policy.multiAccount.flagAt}; people linked from ${policy.multiAccount.linkAt} count as one for hedging.`,
  ];
}
