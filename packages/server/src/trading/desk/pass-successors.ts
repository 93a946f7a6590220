// What the engine's passes open within the same write: the domain decides (successorOnPass),
// the engine takes the new account in.
import { randomUUID } from "node:crypto";
import type { Account } from "@proparena/domain/engine/account";
import type { EngineEvent } from "@proparena/domain/engine/engine-events";
import { successorOnPass } from "@proparena/domain/rules/phase-transitions";
import type { RuleSet } from "@proparena/domain/rules/rule-sets";

/**
 * For every pass among `events` (the target's, or an operator's phase pass), the account it
 * opens at once (phase II after phase I; a funded account waits for KYC and the agreement),
 * added to the engine by `add` (the desk's, which journals it), unless `held` holds it (an integrity flag: it opens when the flag is
 * decided, TradingDesk.openSuccessor). Answers the accounts opened and, per passed account, the
 * id of the one it opened or null.
 */
export function openPassSuccessors(
  add: (account: Account) => boolean,
  events: readonly EngineEvent[],
  timeZone: string,
  ruleSets: readonly RuleSet[],
  held: (passed: Account) => boolean = () => false,
): { opened: Account[]; next: Map<string, string | null> } {
  const opened: Account[] = [];
  const next = new Map<string, string | null>();
  for (const event of events) {
    const pass = passOf(event);
    if (!pass) continue;
    if (held(pass.account)) {
      next.set(pass.account.id, null);
      continue;
    }
    const successor = successorOnPass(pass.account, {
      id: randomUUID(),
      time: pass.time,
      timeZone,
      ruleSets,
    });
    if (!successor || !add(successor)) {
      next.set(pass.account.id, null);
      continue;
    }
    opened.push(successor);
    next.set(pass.account.id, successor.id);
  }
  return { opened, next };
}

/** A pass by the target or an operator's phase pass (both open the same), with its time. */
export function passOf(event: EngineEvent): { account: Account; time: number } | null {
  if (event.type === "accountPassed") return { account: event.account, time: event.evidence.time };
  if (event.type === "accountAct" && event.evidence.act === "phasePass") {
    return { account: event.account, time: event.evidence.time };
  }
  return null;
}
