import type { IntegrityKind, IntegrityPolicy } from "@proparena/contracts/integrity";
import { flagThreshold, DETECTOR_KINDS } from "@proparena/domain/integrity/integrity-flags";
import {
  INTEGRITY_POLICY,
  integrityPolicyPoints,
  type IntegrityPolicy as DomainPolicy,
} from "@proparena/domain/integrity/integrity-policy";

/** The published policy as the API shows it: the version, the levels and the sentences. */
export function integrityPolicyView(policy: DomainPolicy = INTEGRITY_POLICY): IntegrityPolicy {
  return {
    version: policy.version,
    holdAt: policy.holdAt,
    flagAt: Object.fromEntries(
      DETECTOR_KINDS.map((kind) => [kind, flagThreshold(kind, policy)]),
    ) as Record<IntegrityKind, number>,
    points: integrityPolicyPoints(policy),
  };
}
