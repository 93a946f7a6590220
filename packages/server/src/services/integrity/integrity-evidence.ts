import type { IntegrityEvidence } from "@proparena/contracts/integrity";
import type { IntegrityFlag as DomainFlag } from "@proparena/domain/integrity/integrity-flags";
import { canonicalSha256 } from "../../lib/canonical-hash";
import { wireClosedTrade } from "../../trading/wire-views";

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The domain's evidence as the trader sees it: their own trades and the other trades (marked
 * `own: false`), the quotes, the other accounts, how many other people (never who), the shared
 * values as hashed and the figures. The other people's ids are kept apart for admins.
 */
export function contractEvidence(flag: DomainFlag): {
  evidence: IntegrityEvidence;
  otherPeople: string[];
} {
  const e = flag.evidence;
  return {
    evidence: {
      trades: e.trades.map((t) => ({
        ...wireClosedTrade(t),
        own: t.personId === flag.personId,
        api: t.api,
      })),
      quotes: e.quotes.map((q) => ({
        symbol: q.symbol,
        bid: q.bid,
        ask: q.ask,
        time: iso(q.time),
      })),
      otherAccounts: [...e.otherAccounts],
      otherPeople: e.otherPeople.length,
      signals: e.signals.map((s) => ({ kind: s.kind, value: s.value })),
      figures: { ...e.figures },
    },
    otherPeople: [...e.otherPeople],
  };
}

/** Lowercase hex SHA-256 of the evidence's canonical JSON: what the trader can check. */
export function evidenceHash(evidence: IntegrityEvidence): string {
  return canonicalSha256(evidence);
}
