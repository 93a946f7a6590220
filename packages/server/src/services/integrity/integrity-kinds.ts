import { INTEGRITY_KINDS } from "@proparena/contracts/integrity";
import type { DETECTOR_KINDS } from "@proparena/domain/integrity/integrity-flags";

// The contracts' kinds are the domain's detectors, in the same order: checked at compile time
// (each tuple must be assignable to the other), as the rejection codes are.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const kindsMatch: Same<typeof INTEGRITY_KINDS, typeof DETECTOR_KINDS> = true;
void kindsMatch;

export { INTEGRITY_KINDS };
