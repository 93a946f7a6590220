import { formatLots } from "../market/instruments";
import type { IntegrityTrade } from "./integrity-inputs";
import { correlation, type IntegrityPolicy } from "./integrity-policy";
import { roundScore, tradeEvidence, type Detection } from "./integrity-flags";

/**
 * Hedging across accounts: opposite exposure on one symbol or on correlated symbols, held at
 * the same time on two accounts of one person or of linked people (the caller passes only
 * those), opened close together and of similar size. One leg alone loses what the other wins,
 * so one of the two accounts passes whichever way the market goes. Inside one account it is
 * ordinary risk management and never counted.
 */
export interface HedgePair {
  readonly other: IntegrityTrade;
  readonly correlation: number;
  readonly sizeRatio: number;
  /** Time both were open over the time either was (1: opened and closed together). */
  readonly overlapShare: number;
  readonly openGapMs: number;
  readonly score: number;
}

const direction = (t: IntegrityTrade): number => (t.side === "buy" ? 1 : -1);

/** The pair `t`–`c` as a hedge, or null when it is not one under the policy. */
export function hedgePair(
  t: IntegrityTrade,
  c: IntegrityTrade,
  policy: IntegrityPolicy,
): HedgePair | null {
  if (t.accountId === c.accountId) return null;
  const corr = correlation(t.symbol, c.symbol, policy);
  if (Math.abs(corr) < policy.hedging.minCorrelation) return null;
  if (direction(t) * direction(c) * corr >= 0) return null;
  const overlap = Math.min(t.closeTime, c.closeTime) - Math.max(t.openTime, c.openTime);
  if (overlap <= 0) return null;
  const openGapMs = Math.abs(t.openTime - c.openTime);
  if (openGapMs > policy.hedging.maxOpenGapMs) return null;
  const sizeRatio = Math.min(t.volume, c.volume) / Math.max(t.volume, c.volume);
  if (sizeRatio < policy.hedging.minSizeRatio) return null;
  const either = Math.max(t.closeTime, c.closeTime) - Math.min(t.openTime, c.openTime);
  const overlapShare = overlap / either;
  const score = roundScore(Math.abs(corr) * sizeRatio * overlapShare);
  return { other: c, correlation: corr, sizeRatio, overlapShare, openGapMs, score };
}

function sentence(a: IntegrityTrade, b: IntegrityTrade, p: HedgePair): string {
  const leg = (t: IntegrityTrade) =>
    `${t.side} ${formatLots(t.volume)} ${t.symbol} on account ${t.accountId} (trade ${t.id})`;
  return `Opposite positions: ${leg(a)} and ${leg(b)} were open together for ${Math.round(p.overlapShare * 100)}% of their time, opened ${(p.openGapMs / 1_000).toFixed(1)} s apart; score ${p.score}.`;
}

/**
 * The hedging detections when `t` closes, against `candidates`: closed trades of other
 * accounts of `t`'s person group. One detection for `t`'s account (every hedge leg against it)
 * and one per other account (its legs and `t`), each naming the other side's trades.
 */
export function detectHedging(
  t: IntegrityTrade,
  candidates: readonly IntegrityTrade[],
  policy: IntegrityPolicy,
): Detection[] {
  const pairs: HedgePair[] = [];
  for (const c of candidates) {
    const p = hedgePair(t, c, policy);
    if (p) pairs.push(p);
  }
  if (pairs.length === 0) return [];
  const best = pairs.reduce((a, b) => (b.score > a.score ? b : a));
  const out: Detection[] = [
    {
      kind: "hedging",
      accountId: t.accountId,
      personId: t.personId,
      score: best.score,
      time: t.closeTime,
      evidence: tradeEvidence([t, ...pairs.map((p) => p.other)], t, figures(best)),
      message: sentence(t, best.other, best),
    },
  ];
  const byAccount = new Map<string, HedgePair[]>();
  for (const p of pairs) {
    const list = byAccount.get(p.other.accountId);
    if (list) list.push(p);
    else byAccount.set(p.other.accountId, [p]);
  }
  for (const [accountId, legs] of byAccount) {
    const top = legs.reduce((a, b) => (b.score > a.score ? b : a));
    out.push({
      kind: "hedging",
      accountId,
      personId: top.other.personId,
      score: top.score,
      time: t.closeTime,
      evidence: tradeEvidence([...legs.map((p) => p.other), t], top.other, figures(top)),
      message: sentence(top.other, t, top),
    });
  }
  return out;
}

function figures(p: HedgePair): Record<string, number> {
  return {
    correlation: p.correlation,
    sizeRatio: roundScore(p.sizeRatio),
    overlapShare: roundScore(p.overlapShare),
    openGapMs: p.openGapMs,
  };
}
