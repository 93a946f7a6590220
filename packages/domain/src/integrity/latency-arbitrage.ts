import type { Quote } from "../market/quotes";
import type { IntegrityTrade } from "./integrity-inputs";
import type { IntegrityPolicy } from "./integrity-policy";
import { roundScore, tradeEvidence, type Detection } from "./integrity-flags";

/**
 * Latency arbitrage: profits concentrated in trades opened just before the price jumped their
 * way (the trader saw a faster feed), or filled on a price that was already stale while the
 * fresh one was better. A lucky fill now and then is ordinary; most of the profit coming from
 * them is not.
 */
export type SuspiciousFill = "jump" | "stale";

const mid = (q: Quote) => (q.bid + q.ask) / 2;

/** How a trade's fill looks against the quotes around it, or null when it looks ordinary. */
export function suspiciousFill(t: IntegrityTrade, policy: IntegrityPolicy): SuspiciousFill | null {
  const at = t.quoteAtOpen;
  const after = t.quoteAfterOpen;
  if (!at || !after) return null;
  const la = policy.latencyArbitrage;
  if (after.time < t.openTime || after.time - t.openTime > la.afterMs) return null;
  const spread = at.ask - at.bid;
  const move = (mid(after) - mid(at)) * (t.side === "buy" ? 1 : -1);
  if (t.openTime - at.time >= la.staleAfterMs && move > 0) return "stale";
  if (spread > 0 && move >= la.minJumpSpreads * spread) return "jump";
  return null;
}

export function detectLatencyArbitrage(
  window: readonly IntegrityTrade[],
  policy: IntegrityPolicy,
): Detection | null {
  const la = policy.latencyArbitrage;
  const trades = window.slice(-la.windowTrades);
  const last = trades.at(-1);
  if (!last) return null;
  let gross = 0;
  let suspiciousProfit = 0;
  const suspicious: IntegrityTrade[] = [];
  for (const t of trades) {
    if (t.pnl > 0) gross += t.pnl;
    if (suspiciousFill(t, policy) === null) continue;
    suspicious.push(t);
    if (t.pnl > 0) suspiciousProfit += t.pnl;
  }
  if (suspicious.length === 0 || gross <= 0) return null;
  const share = suspiciousProfit / gross;
  const score = roundScore(share * Math.min(1, suspicious.length / la.minSuspicious));
  if (score === 0) return null;
  const quotes = suspicious.flatMap((t) => [t.quoteAtOpen!, t.quoteAfterOpen!]);
  return {
    kind: "latency-arbitrage",
    accountId: last.accountId,
    personId: last.personId,
    score,
    time: last.closeTime,
    evidence: tradeEvidence(
      suspicious,
      last,
      {
        suspiciousTrades: suspicious.length,
        trades: trades.length,
        profitShare: roundScore(share),
        suspiciousProfit,
        grossProfit: gross,
      },
      quotes,
    ),
    message: `${suspicious.length} of the last ${trades.length} trades filled just before the price jumped their way or on a stale price, and made ${Math.round(share * 100)}% of the profit; score ${score}.`,
  };
}
