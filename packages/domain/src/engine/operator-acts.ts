import type { Account, AccountStatus } from "./account";
import {
  actEvidence,
  figuresOf,
  type AccountActEvidence,
  type AccountActKind,
  type AccountFigures,
} from "./account-acts";
import { closeAllAndEnd, endAccount, unquotedPosition } from "./account-lifecycle";
import { valueAccount, type AccountValue } from "./account-valuation";
import type { AccountState, Changes, EngineState, EngineUpdate } from "./engine-state";
import { badTime, dayKeyOf, finish, newChanges } from "./engine-state";
import { formatUsd, isCents, type Cents } from "../core/money";
import type { Quote } from "../market/quotes";
import { describeInput, ok, reject, type Result } from "../core/result";
import { decideRules, floorsOf, timeLimitEnd, type RuleDecision } from "../rules/rule-decisions";
import type { RuleEvidence } from "../rules/rule-evidence";
import { quoteSymbols, watchBounds } from "../rules/rule-outcomes";
import { isTime, startOfDayKey } from "../core/time-zones";

/**
 * An operator's acts on an account, made in the engine like any trading operation (never
 * behind its back) so the books and the rules stay true, each recorded as a decision with the
 * admin's reason (account-acts.ts):
 * - reinstate: a failed account becomes active again with the balance, daily reset balance and
 *   highest end-of-day balance recorded just before the decision that ended it (the breach's
 *   evidence, or what an operator's fail recorded), refused when those figures would fail (or
 *   pass) it again at once, or when its time limit is over;
 * - adjust the balance: an active account's closed balance moves by an amount, refused when it
 *   would leave the account outside its limits (breach, stop-out) or reach its target;
 * - pass the phase: an active, flat account in phase I or II passes (the next account opens as
 *   on a real pass);
 * - fail: an active account's positions are closed at the market and it fails.
 * Every refusal changes nothing and says why.
 */

/** The figures an account is reinstated to: those recorded by the decision that ended it. */
export interface RestorePoint {
  /** The decision's time: the account's end. */
  readonly time: number;
  /** The rule (or act) that ended it. */
  readonly rule: string;
  readonly startingBalance: Cents;
  readonly balance: Cents;
  readonly dayStartBalance: Cents;
  readonly highestEodBalance: Cents;
}

/** What a stored decision recorded just before it ended an account. */
export function restorePointOf(decision: RuleEvidence | AccountActEvidence): RestorePoint {
  if ("act" in decision) {
    const b = decision.before;
    return {
      time: decision.time,
      rule: decision.act,
      startingBalance: b.startingBalance,
      balance: b.balance,
      dayStartBalance: b.dayStartBalance,
      highestEodBalance: b.highestEodBalance,
    };
  }
  return {
    time: decision.time,
    rule: decision.rule,
    startingBalance: decision.startingBalance,
    balance: decision.balance,
    dayStartBalance: decision.dayStartBalance,
    highestEodBalance: decision.highestEodBalance,
  };
}

export interface ActUpdate extends EngineUpdate {
  readonly evidence: AccountActEvidence;
}

const notApplicable = (reason: string) => reject("NOT_APPLICABLE", reason);
const outside = (reason: string) => reject("OUTSIDE_LIMITS", reason);

/** What every act is given: the account, the time and the admin's reason. */
export interface ActInput {
  readonly accountId: string;
  readonly time: unknown;
  readonly reason: unknown;
}

/** An act under way: its account, time and the admin's reason. */
interface Act {
  readonly st: AccountState;
  readonly time: number;
  readonly reason: string;
}

/**
 * The account an act is on, if the act applies to it: known, with a reason given, and in
 * `status` (else: "Only an active account can `what`; this one is failed.").
 */
function begin(
  s: EngineState,
  { accountId, time, reason }: ActInput,
  status: AccountStatus,
  what: string,
): Result<Act> {
  if (!isTime(time)) return badTime(time);
  const st = s.accounts.get(accountId);
  if (!st) return reject("UNKNOWN_ACCOUNT", `Unknown account ${describeInput(accountId)}.`);
  if (typeof reason !== "string" || reason.trim().length === 0) {
    return reject("INVALID_RECORD", "An operator's act needs a reason.");
  }
  if (st.a.status !== status) {
    const article = status === "active" ? "an" : "a";
    return notApplicable(
      `Only ${article} ${status} account can ${what}; this one is ${st.a.status}.`,
    );
  }
  return ok({ st, time, reason: reason.trim() });
}

/** Why the rules would decide something for `account` at `value`, in words, or null. */
function ruleBreakWording(
  account: Account,
  value: Pick<AccountValue, "equity" | "usedMargin">,
  openPositions: number,
): string | null {
  const decision: RuleDecision = decideRules(account, { ...value, openPositions });
  const f = floorsOf(account);
  switch (decision.kind) {
    case "ok":
      return null;
    case "breach":
      return decision.rule === "timeLimit"
        ? "its time limit is over"
        : `equity ${formatUsd(decision.observed)} would be below the ${decision.rule === "dailyLoss" ? "daily loss" : "max loss"} floor ${formatUsd(decision.threshold)}`;
    case "stopOut":
      return `the margin level would be ${decision.observed.toFixed(2)}%, below the stop-out level ${decision.threshold}%`;
    case "pass":
      return `the closed balance ${formatUsd(decision.observed)} would reach the target ${formatUsd(f.targetBalance ?? 0)} with no position open`;
  }
}

/** The quotes that valued the account's positions (conversions included), sorted by symbol. */
function quotesOf(s: EngineState, value: AccountValue): Quote[] {
  const symbols = new Set<string>();
  for (const v of value.positions)
    for (const symbol of quoteSymbols(v.position)) symbols.add(symbol);
  const quotes: Quote[] = [];
  for (const symbol of [...symbols].sort()) {
    const q = s.quotes.get(symbol);
    if (q) quotes.push(q);
  }
  return quotes;
}

/** A symbol whose quote is needed to value the account's positions and is not known yet. */
function missingQuote(s: EngineState, st: AccountState): string | null {
  for (const p of st.positions) {
    for (const symbol of quoteSymbols(p)) if (!s.quotes.has(symbol)) return symbol;
  }
  return null;
}

/**
 * Records the act after what `change` did to the account (`before` it): its record, with the
 * balance change `amount` no trade explains (default: all of it), and the call's answer.
 */
function record(
  s: EngineState,
  act: Act,
  kind: AccountActKind,
  before: AccountFigures,
  change: (changes: Changes) => AccountFigures,
  extra: { amount?: Cents; restoredFrom?: number; quotes?: readonly Quote[] } = {},
): ActUpdate {
  const { st } = act;
  const changes = newChanges();
  if (act.time > s.time) s.time = act.time;
  const after = change(changes);
  const evidence = actEvidence({
    accountId: st.a.id,
    act: kind,
    time: act.time,
    reason: act.reason,
    before,
    after,
    ...extra,
  });
  changes.touched.add(st.a.id);
  changes.events.push({ type: "accountAct", account: { ...st.a }, evidence });
  return { ...finish(s, changes), evidence };
}

/**
 * `record` for an act on an account valued at the current quotes (`value`): its figures before
 * the act at that equity, and those quotes kept in its record.
 */
function recordValued(
  s: EngineState,
  act: Act,
  kind: AccountActKind,
  value: AccountValue,
  change: (changes: Changes) => AccountFigures,
  extra: { amount?: Cents } = {},
): ActUpdate {
  const { st } = act;
  const before = figuresOf(st.a, value.equity, st.positions.length);
  return record(s, act, kind, before, change, { ...extra, quotes: quotesOf(s, value) });
}

/** Reinstates a failed account to the figures its ending decision recorded (see above). */
export function reinstateAccount(
  s: EngineState,
  input: ActInput,
  restore: RestorePoint,
): Result<ActUpdate> {
  const b = begin(s, input, "failed", "be reinstated");
  if (!b.ok) return b;
  const { st } = b.value;
  // Recorded after the decision it undoes, even within its millisecond: the records' order.
  const act = { ...b.value, time: Math.max(b.value.time, (st.a.endedAt ?? 0) + 1) };
  if (restore.time !== st.a.endedAt) {
    return notApplicable(
      "The figures to restore are not those of the decision that ended this account.",
    );
  }
  if (restore.startingBalance !== st.a.startingBalance) {
    return notApplicable("The recorded figures belong to another starting balance.");
  }
  const end = timeLimitEnd(st.a);
  if (restore.rule === "timeLimit" || (end !== null && act.time >= end)) {
    return outside(
      `Its time limit ended at ${new Date(end ?? restore.time).toISOString()}: reinstated, it would fail again at once.`,
    );
  }
  const day = dayKeyOf(s, act.time);
  const restored: Account = {
    ...st.a,
    status: "active",
    endedAt: null,
    evidence: null,
    balance: restore.balance,
    dayStartBalance: restore.dayStartBalance,
    highestEodBalance: restore.highestEodBalance,
  };
  // Reinstated on a later day: that day starts from the restored balance, as a reset would.
  const rolled: Account =
    st.a.dayKey < day
      ? {
          ...restored,
          dayKey: day,
          dayStartBalance: restore.balance,
          highestEodBalance: Math.max(restore.highestEodBalance, restore.balance),
        }
      : restored;
  const broken = ruleBreakWording(rolled, { equity: rolled.balance, usedMargin: 0 }, 0);
  if (broken) {
    return outside(
      `Reinstated with the figures recorded before it ended (balance ${formatUsd(restore.balance)}, balance at the daily reset ${formatUsd(restore.dayStartBalance)}), ${broken}: the account would not stay inside its limits.`,
    );
  }
  const before = figuresOf(st.a, st.a.balance, 0);
  return ok(
    record(
      s,
      act,
      "reinstate",
      before,
      (changes) => {
        Object.assign(st.a, rolled);
        st.stale = true;
        if (end !== null) s.deadlines.set(st.a.id, end);
        if (rolled !== restored) {
          changes.events.push({
            type: "dailyReset",
            time: startOfDayKey(day, s.timeZone),
            dayKey: day,
            accounts: [
              {
                accountId: st.a.id,
                balance: st.a.balance,
                equity: st.a.balance,
                highestEodBalance: st.a.highestEodBalance,
              },
            ],
          });
        }
        return figuresOf(st.a, st.a.balance, 0);
      },
      { restoredFrom: restore.time },
    ),
  );
}

/** Moves an active account's closed balance by `amount` cents (see above). */
export function adjustBalance(s: EngineState, input: ActInput, amount: unknown): Result<ActUpdate> {
  const b = begin(s, input, "active", "have its balance adjusted");
  if (!b.ok) return b;
  if (!isCents(amount) || amount === 0) {
    return reject(
      "INVALID_RECORD",
      `The adjustment must be a whole, non-zero number of cents (got ${describeInput(amount)}).`,
    );
  }
  const { st } = b.value;
  const symbol = missingQuote(s, st);
  if (symbol) return reject("NO_QUOTE", `No quote for ${symbol} to value the open positions at.`);
  const value = valueAccount(st.a.balance, st.positions, s.lookup, b.value.time);
  const broken = ruleBreakWording(
    { ...st.a, balance: st.a.balance + amount },
    { equity: value.equity + amount, usedMargin: value.usedMargin },
    st.positions.length,
  );
  if (broken) {
    return outside(
      `Adjusted by ${formatUsd(amount)}, ${broken}: the account would not stay inside its limits.${broken.includes("target") ? " Pass the phase instead." : ""}`,
    );
  }
  return ok(
    recordValued(s, b.value, "balanceAdjustment", value, () => {
      st.a.balance += amount;
      if (st.positions.length > 0) watchBounds(s, st, b.value.time);
      return figuresOf(st.a, value.equity + amount, st.positions.length);
    }),
  );
}

/** Passes an active, flat phase I or II account (see above). */
export function passPhase(s: EngineState, input: ActInput): Result<ActUpdate> {
  const b = begin(s, input, "active", "pass its phase");
  if (!b.ok) return b;
  const { st } = b.value;
  if (st.a.rules.next === null) {
    return notApplicable("A funded account has no next phase to pass to.");
  }
  const n = st.positions.length;
  if (n > 0) {
    return notApplicable(
      `It holds ${n} open position${n === 1 ? "" : "s"}: close ${n === 1 ? "it" : "them"} first, so the pass is at a closed balance.`,
    );
  }
  return ok(
    record(s, b.value, "phasePass", figuresOf(st.a, st.a.balance, 0), (changes) => {
      const message = "The account passed: its pending orders were cancelled.";
      endAccount(s, st, "passed", b.value.time, "accountPassed", message, changes);
      return figuresOf(st.a, st.a.balance, 0);
    }),
  );
}

/** Fails an active account: its positions closed at the current quotes (see above). */
export function failByOperator(s: EngineState, input: ActInput): Result<ActUpdate> {
  const b = begin(s, input, "active", "be failed");
  if (!b.ok) return b;
  const { st } = b.value;
  const unquoted = unquotedPosition(s, st);
  if (unquoted) return unquoted;
  const value = valueAccount(st.a.balance, st.positions, s.lookup, b.value.time);
  return ok(
    recordValued(
      s,
      b.value,
      "adminFail",
      value,
      (changes) => {
        const message = "The account was failed by the operator: its orders were cancelled.";
        closeAllAndEnd(s, st, "failed", b.value.time, message, changes);
        return figuresOf(st.a, st.a.balance, 0);
      },
      { amount: 0 },
    ),
  );
}
