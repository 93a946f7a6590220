import { createAccount, type Account } from "../engine/account";
import type { PhaseId } from "./phases";
import { reject, type Result } from "../core/result";
import { ruleSetOf, RULE_SETS, type RuleSet } from "./rule-sets";

/**
 * Transitions between phases (DESIGN §5):
 * - phase I passed -> a new phase II account (same plan, starting balance = plan size);
 * - phase II passed -> a funded account, only once KYC is approved and the trader agreement
 *   signed (both are inputs: the domain does not know how they are obtained);
 * - the next account keeps the rule set of the one it follows (rules are pinned at purchase);
 * - a failed account goes nowhere; breach handling lives in the trading engine.
 */
export interface NextPhaseInput {
  /** Id of the new account. */
  readonly id: string;
  readonly time: number;
  readonly kycApproved: boolean;
  readonly agreementSigned: boolean;
  readonly timeZone?: string;
  /** The published rule sets (by default RULE_SETS), to find the passed account's version in. */
  readonly ruleSets?: readonly RuleSet[];
}

export function nextPhaseOf(account: Account): PhaseId | null {
  return account.rules.next;
}

export function startNextPhase(passed: Account, input: NextPhaseInput): Result<Account> {
  if (passed.status !== "passed") {
    return reject(
      "NOT_PASSED",
      `Account ${passed.id} is ${passed.status}: only a passed account moves to the next phase.`,
    );
  }
  const next = nextPhaseOf(passed);
  if (next === null) return reject("NO_NEXT_PHASE", `Account ${passed.id} is in the last phase.`);
  if (next === "funded") {
    if (input.kycApproved !== true) {
      return reject(
        "KYC_REQUIRED",
        "The funded account opens once the identity check (KYC) is approved.",
      );
    }
    if (input.agreementSigned !== true) {
      return reject(
        "AGREEMENT_REQUIRED",
        "The funded account opens once the trader agreement is signed.",
      );
    }
  }
  const ruleSet = ruleSetOf(passed.ruleSetVersion, input.ruleSets ?? RULE_SETS);
  if (!ruleSet) {
    return reject(
      "UNKNOWN_RULE_SET",
      `Account ${passed.id} was opened under rule set ${passed.ruleSetVersion}, which is not published here.`,
    );
  }
  return createAccount({
    id: input.id,
    planId: passed.planId,
    phase: next,
    ruleSet,
    time: input.time,
    ownerId: passed.ownerId,
    previousAccountId: passed.id,
    stopOutLevel: passed.stopOutLevel,
    ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
  });
}

/**
 * The account a pass opens at once, or null (DESIGN §5): a phase I pass opens phase II straight
 * away; a phase II pass opens nothing here, since the funded account waits for KYC and the
 * trader agreement (`startNextPhase` with both, when they are done); a funded account, or one
 * that has not passed, opens nothing.
 */
export function successorOnPass(
  passed: Account,
  input: Omit<NextPhaseInput, "kycApproved" | "agreementSigned">,
): Account | null {
  if (nextPhaseOf(passed) === "funded") return null;
  const opened = startNextPhase(passed, { ...input, kycApproved: false, agreementSigned: false });
  return opened.ok ? opened.value : null;
}
