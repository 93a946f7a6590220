import {
  accountHoldsResponseSchema,
  integrityPolicySchema,
  type AccountHolds,
  type IntegrityPolicy,
} from "@proparena/contracts/integrity";

/** The integrity policy of version 1 (docs/integrity.md) as GET /integrity/policy answers it. */
export function sampleIntegrityPolicy(overrides: Partial<IntegrityPolicy> = {}): IntegrityPolicy {
  return integrityPolicySchema.parse({ ...POLICY, ...overrides });
}

const POLICY = {
  version: 1,
  holdAt: 0.8,
  flagAt: {
    hedging: 0.7,
    "copy-trading": 0.6,
    hft: 0.6,
    "latency-arbitrage": 0.6,
    "bot-regularity": 0.6,
    "multi-account": 0.6,
  },
  points: ["A flag scoring 0.8 or more holds the next phase and payouts until an admin decides."],
};

/**
 * GET /integrity/holds answers for the pages that only show whether something is held (the
 * account list, the payouts page): the accounts held, each with what it holds
 * (both by default). The integrity feature's own tests use full flags (features/integrity/testing).
 */
export function accountHoldsOf(
  holds: readonly { accountId: string; payouts?: boolean; phasePass?: boolean }[],
): AccountHolds {
  return accountHoldsResponseSchema.parse({
    holds: holds.map((h) => ({
      accountId: h.accountId,
      payouts: h.payouts ?? true,
      phasePass: h.phasePass ?? true,
    })),
  });
}
