import { endAccount } from "../engine/account-lifecycle";
import {
  accountTotals,
  heldCosts,
  valueAccount,
  type AccountValue,
} from "../engine/account-valuation";
import type { AccountState, Changes, EngineState } from "../engine/engine-state";
import { compareIds } from "../engine/engine-state";
import { closeAt } from "../engine/fills";
import { CONVERSIONS, getInstrument } from "../market/instruments";
import { isBelowStopOut } from "../engine/margin";
import type { CloseReason, Position } from "../engine/positions";
import type { Quote } from "../market/quotes";
import { computeRiskBounds } from "../engine/risk-bounds";
import { buildEvidence, decideRules, riskThreshold, type RuleDecision } from "./rule-decisions";
import type { RuleEvidence } from "./rule-evidence";

/**
 * Rule outcomes: what the challenge rules do to one account at the current quotes, after a
 * tick, a trader's operation or the daily reset. A breach closes every position at those
 * quotes and fails the account; a stop-out closes the largest losers first until the margin
 * level is back above the stop-out level; a flat account that reached its target passes. Each
 * outcome carries its evidence. An account that goes on trading gets its price bounds
 * registered again (or waits for the quotes they need), so the next tick that matters finds it.
 */

type Decision<K extends RuleDecision["kind"]> = Extract<RuleDecision, { kind: K }>;

/** Applies the rules to one account at the current quotes and re-registers its bounds. */
export function evaluate(
  s: EngineState,
  st: AccountState,
  time: number,
  trigger: Quote | null,
  changes: Changes,
): void {
  if (st.a.status !== "active") return;
  const decision = decide(s, st, time);
  if (decision.kind === "breach") {
    failAccount(s, st, decision, valued(s, st, time), time, trigger, changes);
    return;
  }
  if (decision.kind === "stopOut") {
    const before = valued(s, st, time);
    const evidence = evidenceOf(s, st, decision, before, time, trigger);
    const closed = closeLargestLosers(s, st, before, time, changes);
    changes.events.push({
      type: "stopOut",
      accountId: st.a.id,
      evidence,
      closedPositionIds: closed,
    });
  }
  if (st.positions.length === 0) {
    s.risk.unwatchAccount(st.a.id);
    const after = decideRules(st.a, { equity: st.a.balance, usedMargin: 0, openPositions: 0 });
    if (after.kind === "pass") passAccount(s, st, after, time, trigger, changes);
    return;
  }
  if (st.stale || !s.risk.isAccountWatched(st.a.id)) watchBounds(s, st, time);
}

/**
 * True when `evaluate` would change the account at the current quotes and `time` (a breach, a
 * stop-out, or a flat account's pass), rather than only register its bounds again; changes
 * nothing.
 */
export function evaluationActs(s: EngineState, st: AccountState, time: number): boolean {
  if (st.a.status !== "active") return false;
  const decision = decide(s, st, time);
  return (
    decision.kind === "breach" ||
    decision.kind === "stopOut" ||
    (decision.kind === "pass" && st.positions.length === 0)
  );
}

/**
 * The rules' decision on an active account at the current quotes and `time`. It needs only the
 * totals; the positions' own figures (what a breach or a stop-out closes at, and its evidence)
 * are built by `valued` when it acts, from the same quotes and time.
 */
function decide(s: EngineState, st: AccountState, time: number): RuleDecision {
  const totals = accountTotals(st.a.balance, st.positions, s.lookup, time);
  return decideRules(st.a, {
    equity: totals.equity,
    usedMargin: totals.usedMargin,
    openPositions: st.positions.length,
  });
}

const valued = (s: EngineState, st: AccountState, time: number): AccountValue =>
  valueAccount(st.a.balance, st.positions, s.lookup, time);

/**
 * The evidence of the breach `evaluate` would find on the account now (null if none), changing
 * nothing: what a breach's owner can be told before its step closes the positions.
 */
export function breachEvidence(
  s: EngineState,
  st: AccountState,
  time: number,
  trigger: Quote | null,
): RuleEvidence | null {
  if (st.a.status !== "active") return null;
  const decision = decide(s, st, time);
  if (decision.kind !== "breach") return null;
  return evidenceOf(s, st, decision, valued(s, st, time), time, trigger);
}

/**
 * Registers the price range inside which none of the account's limits can be crossed at
 * `time` (the positions' commissions and swaps so far count with the balance; the next
 * rollover's swap is checked by the rollover itself, day-roll.ts); if a quote it needs is
 * missing, the account waits for that quote instead.
 */
export function watchBounds(s: EngineState, st: AccountState, time: number): void {
  st.stale = false;
  const bounds = computeRiskBounds({
    positions: st.positions,
    balance: st.a.balance + heldCosts(st.positions, time),
    threshold: riskThreshold(st.a, st.usedMargin),
    lookup: s.lookup,
  });
  if (bounds === null) {
    s.risk.unwatchAccount(st.a.id);
    const missing = new Set<string>();
    for (const p of st.positions) {
      for (const symbol of quoteSymbols(p)) if (!s.quotes.has(symbol)) missing.add(symbol);
    }
    // Worked through behind a newer tick that brought one of them: evaluated at that tick.
    if (s.risk.deferWaitingAccount(st.a.id, [...missing])) return;
    for (const symbol of missing) {
      let set = s.waiting.get(symbol);
      if (!set) s.waiting.set(symbol, (set = new Set()));
      set.add(st.a.id);
    }
    return;
  }
  s.risk.watchAccount(st.a.id, bounds);
}

/** The symbols whose quotes value a position: its own and its conversion to USD, if any. */
export function quoteSymbols(p: Position): string[] {
  const instrument = getInstrument(p.symbol);
  const conv = instrument ? CONVERSIONS[instrument.quoteCurrency] : null;
  return conv ? [p.symbol, conv.symbol] : [p.symbol];
}

/** The evidence of a decision, with the quotes that valued the account's positions. */
function evidenceOf(
  s: EngineState,
  st: AccountState,
  decision: Exclude<RuleDecision, { kind: "ok" }>,
  value: AccountValue,
  time: number,
  trigger: Quote | null,
): RuleEvidence {
  const symbols = new Set<string>();
  for (const p of st.positions) for (const symbol of quoteSymbols(p)) symbols.add(symbol);
  const quotes: Quote[] = [];
  for (const symbol of [...symbols].sort()) {
    const q = s.quotes.get(symbol);
    if (q) quotes.push(q);
  }
  return buildEvidence({ account: st.a, decision, value, time, quote: trigger, quotes });
}

/** A breach (or the time limit): every position closed at `value`'s figures, account failed. */
export function failAccount(
  s: EngineState,
  st: AccountState,
  decision: Decision<"breach">,
  value: AccountValue,
  time: number,
  trigger: Quote | null,
  changes: Changes,
): void {
  const evidence = evidenceOf(s, st, decision, value, time, trigger);
  const reason: CloseReason = decision.rule === "timeLimit" ? "timeLimit" : "breach";
  for (const pv of value.positions) closeAt(s, st, pv, time, reason, changes);
  ruleEnd(s, st, "failed", evidence, time, changes);
}

/**
 * A stop-out: closes the largest losers first (then the oldest) until the margin level is
 * back at or above the stop-out level; returns the ids of the closed positions.
 */
function closeLargestLosers(
  s: EngineState,
  st: AccountState,
  value: AccountValue,
  time: number,
  changes: Changes,
): string[] {
  const losers = [...value.positions].sort(
    (x, y) =>
      x.pnl - y.pnl ||
      x.position.openTime - y.position.openTime ||
      compareIds(x.position.id, y.position.id),
  );
  const closed: string[] = [];
  let used = st.usedMargin;
  for (const pv of losers) {
    if (!isBelowStopOut(value.equity, used, st.a.stopOutLevel)) break;
    closeAt(s, st, pv, time, "stopOut", changes);
    used -= pv.position.margin;
    closed.push(pv.position.id);
  }
  return closed;
}

function passAccount(
  s: EngineState,
  st: AccountState,
  decision: Decision<"pass">,
  time: number,
  trigger: Quote | null,
  changes: Changes,
): void {
  const flat: AccountValue = { equity: st.a.balance, floatingPnl: 0, usedMargin: 0, positions: [] };
  const evidence = evidenceOf(s, st, decision, flat, time, trigger);
  ruleEnd(s, st, "passed", evidence, time, changes);
}

/** Ends a failed or passed account and records the evidence. */
function ruleEnd(
  s: EngineState,
  st: AccountState,
  status: "failed" | "passed",
  evidence: RuleEvidence,
  time: number,
  changes: Changes,
): void {
  const failed = status === "failed";
  endAccount(
    s,
    st,
    status,
    time,
    failed ? "accountFailed" : "accountPassed",
    `The account ${status}: its pending orders were cancelled.`,
    changes,
  );
  st.a.evidence = evidence;
  changes.events.push({
    type: failed ? "accountFailed" : "accountPassed",
    account: { ...st.a },
    evidence,
  });
}
