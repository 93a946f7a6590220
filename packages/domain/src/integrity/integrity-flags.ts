import type { Quote } from "../market/quotes";
import type { IntegrityTrade, SignalKind } from "./integrity-inputs";
import type { IntegrityPolicy } from "./integrity-policy";

export const DETECTOR_KINDS = [
  "hedging",
  "copy-trading",
  "hft",
  "latency-arbitrage",
  "bot-regularity",
  "multi-account",
] as const;
export type DetectorKind = (typeof DETECTOR_KINDS)[number];

/** A trade as evidence: enough to find it, draw it on its candles and recompute the score. */
export type EvidenceTrade = Omit<IntegrityTrade, "quoteAtOpen" | "quoteAfterOpen">;

export function evidenceTrade(t: IntegrityTrade): EvidenceTrade {
  const { quoteAtOpen: _at, quoteAfterOpen: _after, ...trade } = t;
  return trade;
}

export interface IntegrityEvidence {
  /** The trades the score rests on: the flagged account's first, then the others'. */
  readonly trades: readonly EvidenceTrade[];
  /** Quotes around fills (latency arbitrage). */
  readonly quotes: readonly Quote[];
  /** The other accounts and people involved (sorted). */
  readonly otherAccounts: readonly string[];
  readonly otherPeople: readonly string[];
  /** Shared signal values (multi-account), hashed as stored. */
  readonly signals: readonly { readonly kind: SignalKind; readonly value: string }[];
  /** The figures the score was computed from, by name (share, cv, count, ratio...). */
  readonly figures: Readonly<Record<string, number>>;
}

/** One detector's answer about one account (or one person, for multi-account). */
export interface Detection {
  readonly kind: DetectorKind;
  /** The flagged account; null for a flag on a person (multi-account). */
  readonly accountId: string | null;
  readonly personId: string;
  /** In [0, 1], rounded to 4 decimals so a replay compares equal. */
  readonly score: number;
  readonly time: number;
  readonly evidence: IntegrityEvidence;
  readonly message: string;
}

export interface IntegrityFlag extends Detection {
  /** The detector's flag level and the hold level of the policy it was raised under. */
  readonly threshold: number;
  readonly holdAt: number;
  readonly hold: boolean;
  readonly policyVersion: number;
}

export const roundScore = (x: number): number =>
  Math.round(Math.min(1, Math.max(0, x)) * 1e4) / 1e4;

const FLAG_AT: Readonly<Record<DetectorKind, (p: IntegrityPolicy) => number>> = {
  hedging: (p) => p.hedging.flagAt,
  "copy-trading": (p) => p.copyTrading.flagAt,
  hft: (p) => p.hft.flagAt,
  "latency-arbitrage": (p) => p.latencyArbitrage.flagAt,
  "bot-regularity": (p) => p.botRegularity.flagAt,
  "multi-account": (p) => p.multiAccount.flagAt,
};

export const flagThreshold = (kind: DetectorKind, policy: IntegrityPolicy): number =>
  FLAG_AT[kind](policy);

export const flagKey = (d: Pick<Detection, "kind" | "accountId" | "personId">): string =>
  `${d.kind}|${d.accountId ?? `person:${d.personId}`}`;

/**
 * The flags raised so far: one per detector and account (or person), the highest score seen
 * (the first detection reaching it, so a replay in the same order keeps the same evidence).
 */
export class FlagBook {
  private readonly flags = new Map<string, IntegrityFlag>();

  constructor(private readonly policy: IntegrityPolicy) {}

  /** Keeps `d` if it reaches its flag level and beats the flag already held; returns it then. */
  raise(d: Detection): IntegrityFlag | null {
    const threshold = flagThreshold(d.kind, this.policy);
    if (d.score < threshold) return null;
    const key = flagKey(d);
    const held = this.flags.get(key);
    if (held && held.score >= d.score) return null;
    const flag: IntegrityFlag = {
      ...d,
      threshold,
      holdAt: this.policy.holdAt,
      hold: d.score >= this.policy.holdAt,
      policyVersion: this.policy.version,
    };
    this.flags.set(key, flag);
    return flag;
  }

  get(key: string): IntegrityFlag | undefined {
    return this.flags.get(key);
  }

  /** Every flag, sorted by key: one canonical order to compare replays. */
  all(): IntegrityFlag[] {
    return [...this.flags.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, f]) => f);
  }
}

const sortedUnique = (xs: Iterable<string>): string[] => [...new Set(xs)].sort();

/**
 * Evidence from trades, the flagged account's first; the other accounts and people are those
 * not `self`'s.
 */
export function tradeEvidence(
  trades: readonly IntegrityTrade[],
  self: { accountId: string | null; personId: string },
  figures: Record<string, number>,
  quotes: readonly Quote[] = [],
): IntegrityEvidence {
  const own = trades.filter((t) => t.accountId === self.accountId);
  const others = trades.filter((t) => t.accountId !== self.accountId);
  return {
    trades: [...own, ...others].map(evidenceTrade),
    quotes,
    otherAccounts: sortedUnique(
      trades.filter((t) => t.accountId !== self.accountId).map((t) => t.accountId),
    ),
    otherPeople: sortedUnique(
      trades.filter((t) => t.personId !== self.personId).map((t) => t.personId),
    ),
    signals: [],
    figures,
  };
}
