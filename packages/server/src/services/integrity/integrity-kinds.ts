import { INTEGRITY_KINDS, type IntegrityKind } from "@proparena/contracts/integrity";
import type { DetectorKind } from "@proparena/domain/integrity/integrity-flags";

// The contracts' kinds are the domain's detectors: checked at compile time (each union must be
// assignable to the other), as the rejection codes are; integrity-kinds.test.ts checks the order.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const kindsMatch: Same<IntegrityKind, DetectorKind> = true;
void kindsMatch;

export { INTEGRITY_KINDS };
