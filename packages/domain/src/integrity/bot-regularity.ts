import type { IntegrityTrade } from "./integrity-inputs";
import { ramp, type IntegrityPolicy } from "./integrity-policy";
import { roundScore, tradeEvidence, type Detection } from "./integrity-flags";

/**
 * Bot regularity: orders placed at intervals too even for a person, or on exact clock marks
 * (a scheduler firing at :00.000). Only orders from the ticket count: an order declared as an
 * API order is allowed automation and never penalised. A constant lot size is what most
 * people use, so sizes are reported but do not score on their own.
 */
function cv(xs: readonly number[]): number {
  const n = xs.length;
  const mean = xs.reduce((s, x) => s + x, 0) / n;
  if (mean <= 0) return 0;
  const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / n;
  return Math.sqrt(variance) / mean;
}

/** `window`: the account's last closed trades whose orders were not API orders. */
export function detectBotRegularity(
  window: readonly IntegrityTrade[],
  policy: IntegrityPolicy,
): Detection | null {
  const bot = policy.botRegularity;
  const trades = window.filter((t) => !t.api).slice(-bot.windowOrders);
  const last = trades.at(-1);
  if (!last || trades.length < bot.minOrders) return null;
  const opens = trades.map((t) => t.openTime).sort((a, b) => a - b);
  const gaps: number[] = [];
  for (let i = 1; i < opens.length; i++) gaps.push(opens[i]! - opens[i - 1]!);
  const timingCv = cv(gaps);
  const timing = 1 - ramp(timingCv, bot.botCv, bot.humanCv);
  const onMark = trades.filter((t) => t.openTime % bot.clockMarkMs <= bot.clockToleranceMs);
  const markShare = onMark.length / trades.length;
  const marks = ramp(markShare, bot.normalMarkShare, bot.fullMarkShare);
  const score = roundScore(Math.max(timing, marks));
  if (score === 0) return null;
  const why =
    timing >= marks
      ? `the time between its last ${trades.length} orders varied by only ${Math.round(timingCv * 100)}% (a person's varies by ${Math.round(bot.humanCv * 100)}% or more)`
      : `${onMark.length} of its last ${trades.length} orders were placed within ${bot.clockToleranceMs} ms of a whole second`;
  return {
    kind: "bot-regularity",
    accountId: last.accountId,
    personId: last.personId,
    score,
    time: last.closeTime,
    evidence: tradeEvidence(timing >= marks ? trades : onMark, last, {
      orders: trades.length,
      intervalCv: roundScore(timingCv),
      clockMarkShare: roundScore(markShare),
      sizeCv: roundScore(cv(trades.map((t) => t.volume))),
    }),
    message: `Orders not declared as API orders look automated: ${why}; score ${score}.`,
  };
}
