import type { IntegrityTrade } from "./integrity-inputs";
import { ramp, type IntegrityPolicy } from "./integrity-policy";
import { roundScore, tradeEvidence, type Detection } from "./integrity-flags";

/**
 * Copy trading: two different people opening the same symbol on the same side within a few
 * hundred milliseconds, again and again on one day, at a steady size ratio (a follower copying
 * a leader at 2x, or one signal feeding both). Two people trading EURUSD minutes apart, or
 * meeting once by chance, are not copying.
 */
export const DAY_MS = 86_400_000;

/** One co-open: `a` is the trade of the person whose id sorts first. */
export interface CoOpen {
  readonly a: IntegrityTrade;
  readonly b: IntegrityTrade;
}

/** Whether `c` could be matched with `t` at all: held no longer than the policy looks back. */
export const copyComparable = (t: IntegrityTrade, policy: IntegrityPolicy): boolean =>
  t.closeTime - t.openTime <= policy.lookbackMs;

/** `t` and `c` opened as a co-open under the policy (either order). */
export function isCoOpen(t: IntegrityTrade, c: IntegrityTrade, policy: IntegrityPolicy): boolean {
  return (
    t.personId !== c.personId &&
    t.symbol === c.symbol &&
    t.side === c.side &&
    Math.abs(t.openTime - c.openTime) <= policy.copyTrading.windowMs &&
    copyComparable(t, policy) &&
    copyComparable(c, policy)
  );
}

/** How far from a trade's open the store keeps others: the widest window copy trading reads. */
export const coOpenReach = (policy: IntegrityPolicy): number =>
  Math.max(
    policy.copyTrading.windowMs,
    policy.copyTrading.crowdWindowMs,
    policy.copyTrading.baselineWindowMs,
  );

/**
 * Whether `t` opened in a crowd, from the openings on its symbol and side within the crowd
 * window of it (`crowd`) and within the baseline window (`baseline`).
 */
export function inCrowd(crowd: number, baseline: number, policy: IntegrityPolicy): boolean {
  const { crowdTrades, crowdWindowMs, baselineWindowMs, burstFactor } = policy.copyTrading;
  return crowd >= crowdTrades && crowd * baselineWindowMs >= burstFactor * baseline * crowdWindowMs;
}

export function coOpen(t: IntegrityTrade, c: IntegrityTrade): CoOpen {
  return t.personId < c.personId ? { a: t, b: c } : { a: c, b: t };
}

/** The UTC day a co-open counts on: the day of its first open. */
export const coOpenDay = (c: CoOpen): number =>
  Math.floor(Math.min(c.a.openTime, c.b.openTime) / DAY_MS);

/** The pair of people a co-open links, as one key. */
export const peopleKey = (c: CoOpen): string => `${c.a.personId}|${c.b.personId}`;

export interface CopyScore {
  readonly score: number;
  readonly count: number;
  /** Standard deviation of ln(volume a / volume b) over the co-opens. */
  readonly ratioSpread: number;
  readonly meanRatio: number;
}

/** The score of one pair of people's co-opens on one day. */
export function copyScore(coOpens: readonly CoOpen[], policy: IntegrityPolicy): CopyScore {
  const n = coOpens.length;
  if (n === 0) return { score: 0, count: 0, ratioSpread: 0, meanRatio: 0 };
  const logs = coOpens.map((c) => Math.log(c.a.volume / c.b.volume));
  const mean = logs.reduce((s, x) => s + x, 0) / n;
  const spread = Math.sqrt(logs.reduce((s, x) => s + (x - mean) ** 2, 0) / n);
  const sizeFactor = 1 - ramp(spread, 0, policy.copyTrading.maxRatioSpread);
  const countFactor = Math.min(1, n / policy.copyTrading.fullRepeats);
  return {
    score: roundScore(countFactor * sizeFactor),
    count: n,
    ratioSpread: spread,
    meanRatio: Math.exp(mean),
  };
}

/**
 * The copy-trading detections for one pair of people from their co-opens of one day (after
 * the closing trade added its own): one detection per account involved, each carrying every
 * co-open's two trades.
 */
export function detectCopyTrading(
  coOpens: readonly CoOpen[],
  time: number,
  policy: IntegrityPolicy,
): Detection[] {
  const s = copyScore(coOpens, policy);
  if (s.score < policy.copyTrading.flagAt) return [];
  const trades = coOpens.flatMap((c) => [c.a, c.b]);
  const accounts = new Map<string, IntegrityTrade>();
  for (const t of trades) if (!accounts.has(t.accountId)) accounts.set(t.accountId, t);
  const first = coOpens[0]!;
  const figures = {
    coOpens: s.count,
    ratioSpread: roundScore(s.ratioSpread),
    meanRatio: Math.round(s.meanRatio * 1e4) / 1e4,
    windowMs: policy.copyTrading.windowMs,
  };
  const out: Detection[] = [];
  for (const [accountId, t] of [...accounts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const other = t.personId === first.a.personId ? first.b.personId : first.a.personId;
    out.push({
      kind: "copy-trading",
      accountId,
      personId: t.personId,
      score: s.score,
      time,
      evidence: tradeEvidence(trades, t, figures),
      message: `${s.count} times on one day this account and another person's (${other}) opened the same symbol on the same side at most ${policy.copyTrading.windowMs} ms apart, at a size ratio of about ${figures.meanRatio}; score ${s.score}.`,
    });
  }
  return out;
}
