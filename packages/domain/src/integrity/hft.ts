import { thresholdWords } from "../market/outage-policy";
import type { IntegrityTrade } from "./integrity-inputs";
import { ramp, type IntegrityPolicy } from "./integrity-policy";
import { roundScore, tradeEvidence, type Detection } from "./integrity-flags";

/**
 * High-frequency trading: a large share of an account's recent trades held under a minimum
 * time. A person who trades a lot but holds for minutes is not it; tick scalping a simulated
 * feed is.
 */
export function detectHft(
  window: readonly IntegrityTrade[],
  policy: IntegrityPolicy,
): Detection | null {
  const { windowTrades, minTrades, minHoldMs, normalShare, fullShare } = policy.hft;
  const trades = window.slice(-windowTrades);
  const last = trades.at(-1);
  if (!last || trades.length < minTrades) return null;
  const short = trades.filter((t) => t.closeTime - t.openTime < minHoldMs);
  const share = short.length / trades.length;
  const score = roundScore(ramp(share, normalShare, fullShare));
  if (score === 0) return null;
  return {
    kind: "hft",
    accountId: last.accountId,
    personId: last.personId,
    score,
    time: last.closeTime,
    evidence: tradeEvidence(short, last, {
      shortTrades: short.length,
      trades: trades.length,
      share: roundScore(share),
      minHoldMs,
    }),
    message: `${short.length} of the last ${trades.length} trades were held under ${thresholdWords(minHoldMs)} (${Math.round(share * 100)}%); score ${score}.`,
  };
}
