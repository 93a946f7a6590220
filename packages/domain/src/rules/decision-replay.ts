import type { Account } from "../engine/account";
import type { AccountActEvidence } from "../engine/account-acts";
import { valueAccount } from "../engine/account-valuation";
import type { Cents } from "../core/money";
import type { Position } from "../engine/positions";
import { decideRules, type RuleDecision } from "./rule-decisions";
import type { RuleEvidence } from "./rule-evidence";
import { dayKey, startOfDayKey } from "../core/time-zones";
import type { Trade } from "../engine/trades";
import { getInstrument, normaliseVolume } from "../market/instruments";
import { swapPerNight } from "./trading-costs";

/**
 * Replays a stored rule decision from the account's records, independently of the figures the
 * engine stored with it: the balance from the trades closed before the decision, the day's
 * reference balances from the daily snapshots, the positions open at that moment from the
 * trades (and positions still open), valued at the stored ticks; then the same rules decide.
 * The answer lists each figure stored and replayed, so a trader sees where they agree. Acts on
 * the account (an operator's, a scaling step: account-acts.ts) are part of the records: the
 * balance is the starting balance as opened + the realised P&L + every act's amount before the
 * moment replayed, and the starting balance moves with every scaling step before it. An act is
 * replayed too (`replayAct`): the balance before and after it, and the rules after it.
 */
export interface DailySnapshotRecord {
  readonly dayKey: string;
  /** Closed balance at the reset that began the day. */
  readonly balance: Cents;
  readonly highestEodBalance: Cents;
}

export interface ReplayInput {
  /** The account's record as stored now (plan, phase, starting balance, stop-out level). */
  readonly account: Account;
  readonly trades: readonly Trade[];
  readonly openPositions: readonly Position[];
  readonly snapshots: readonly DailySnapshotRecord[];
  readonly evidence: RuleEvidence;
  readonly timeZone: string;
  /** Money taken off the balance before the decision that no trade explains (payouts). */
  readonly adjustmentsBefore?: Cents;
  /** Every act recorded on the account (any time: the replay takes those before the moment). */
  readonly acts?: readonly ActRecord[];
}

/** What the replay needs of a recorded act. */
export type ActRecord = Pick<AccountActEvidence, "time" | "amount" | "startingBalanceChange">;

export interface ReplayCheck {
  readonly label: string;
  readonly stored: number;
  readonly replayed: number;
  readonly same: boolean;
}

export interface ReplayResult {
  readonly sameDecision: boolean;
  readonly storedRule: string;
  readonly replayedRule: string;
  readonly checks: ReplayCheck[];
  readonly summary: string;
}

const RULE_NAMES: Record<string, string> = {
  dailyLoss: "the daily loss limit",
  maxLoss: "the max loss limit",
  stopOut: "a stop-out",
  profitTarget: "the profit target",
  timeLimit: "the time limit",
  "no decision": "no decision",
  reinstate: "the reinstatement",
  balanceAdjustment: "the balance adjustment",
  phasePass: "the operator's pass",
  adminFail: "the operator's fail",
  scaling: "the scaling step",
};
const ruleName = (rule: string) => RULE_NAMES[rule] ?? rule;

/** Closes made by the decision itself (a breach flattens, a stop-out closes losers). */
const DECISION_CLOSES = new Set(["breach", "stopOut", "timeLimit"]);

function ruleOf(decision: RuleDecision): string {
  switch (decision.kind) {
    case "breach":
      return decision.rule;
    case "stopOut":
      return "stopOut";
    case "pass":
      return "profitTarget";
    default:
      return "no decision";
  }
}

const sumPnl = (trades: readonly Trade[]) => trades.reduce((s, tr) => s + tr.pnl, 0);

/** The account's starting balance as opened, and the acts' part of the figures before a time. */
function actsLedger(account: Account, acts: readonly ActRecord[]) {
  const opened = account.startingBalance - acts.reduce((s, a) => s + a.startingBalanceChange, 0);
  const before = (time: number) => acts.filter((a) => a.time < time);
  return {
    opened,
    /** The starting balance at `time`: as opened, plus the scaling steps before it. */
    startingAt: (time: number) =>
      opened + before(time).reduce((s, a) => s + a.startingBalanceChange, 0),
    /** What the acts before `time` added to the balance. */
    amountBefore: (time: number) => before(time).reduce((s, a) => s + a.amount, 0),
  };
}

/**
 * The positions open at `t` (after what closed at `t` by `closedAt`), from the records: a
 * closed trade's commission as recorded, and its swap per night worked out again from the
 * account's costs, so its swap at `t` is recomputed (trading-costs.ts `swapAt`).
 */
function positionsAt(
  input: Pick<ReplayInput, "trades" | "openPositions" | "account">,
  t: number,
  closedAt: (tr: Trade) => boolean,
  margins: ReadonlyMap<string, Cents>,
): Position[] {
  const perNight = (tr: Trade) => {
    const instrument = getInstrument(tr.symbol);
    return instrument
      ? swapPerNight(input.account.costs, tr.symbol, instrument, tr.side, tr.volume)
      : 0;
  };
  const fromTrades: Position[] = input.trades
    .filter((tr) => tr.openTime <= t && (tr.closeTime > t || closedAt(tr)))
    .map((tr) => ({
      id: tr.positionId,
      accountId: tr.accountId,
      orderId: tr.orderId,
      symbol: tr.symbol,
      side: tr.side,
      volume: tr.volume,
      openPrice: tr.openPrice,
      openTime: tr.openTime,
      stopLoss: null,
      takeProfit: null,
      margin: margins.get(tr.positionId) ?? 0,
      commission: tr.commission,
      swapPerNight: perNight(tr),
    }));
  return wholePositions(
    [...fromTrades, ...input.openPositions.filter((p) => p.openTime <= t)],
    input.account,
    margins,
  );
}

/**
 * The parts of one position open at the same moment (the part a partial close took later, and
 * the rest: engine/partial-close.ts) as the one position they were then: their volume,
 * commission added up, its margin as the decision recorded it (else the parts' added up), its
 * swap per night that of the whole volume. Valued as one,
 * its P&L is rounded once, as the engine did.
 */
function wholePositions(
  parts: readonly Position[],
  account: Account,
  margins: ReadonlyMap<string, Cents>,
): Position[] {
  const byId = new Map<string, Position>();
  for (const p of parts) {
    const seen = byId.get(p.id);
    if (!seen) {
      byId.set(p.id, p);
      continue;
    }
    const instrument = getInstrument(p.symbol);
    const volume = instrument ? normaliseVolume(seen.volume + p.volume, instrument) : seen.volume;
    byId.set(p.id, {
      ...seen,
      volume,
      commission: seen.commission + p.commission,
      margin: margins.get(p.id) ?? seen.margin + p.margin,
      swapPerNight: instrument
        ? swapPerNight(account.costs, p.symbol, instrument, p.side, volume)
        : seen.swapPerNight,
    });
  }
  return [...byId.values()];
}

/**
 * The commissions and swaps held in the open positions, stored and replayed, when either has
 * any (accounts without trading costs show none).
 */
function costChecks(
  evidence: RuleEvidence,
  replayed: readonly { readonly commission: Cents; readonly swap: Cents }[],
): ReplayCheck[] {
  const sum = (
    items: readonly { commission?: Cents; swap?: Cents }[],
    key: "commission" | "swap",
  ) => items.reduce((total, p) => total + (p[key] ?? 0), 0);
  const stored = {
    commission: sum(evidence.positions, "commission"),
    swap: sum(evidence.positions, "swap"),
  };
  const again = { commission: sum(replayed, "commission"), swap: sum(replayed, "swap") };
  if ([stored.commission, stored.swap, again.commission, again.swap].every((x) => x === 0))
    return [];
  return [
    check("Commission of the open positions", stored.commission, again.commission),
    check("Swap of the open positions", stored.swap, again.swap),
  ];
}

const check = (label: string, stored: number, replayed: number): ReplayCheck => ({
  label,
  stored,
  replayed,
  same: stored === replayed,
});

export function replayDecision(input: ReplayInput): ReplayResult {
  const { account, evidence, timeZone } = input;
  const t = evidence.time;
  const day = dayKey(t, timeZone);
  const closedByDecision = (tr: Trade) => tr.closeTime === t && DECISION_CLOSES.has(tr.reason);
  const closedBefore = (tr: Trade) =>
    tr.closeTime < t || (tr.closeTime === t && !closedByDecision(tr));
  const adjustments = input.adjustmentsBefore ?? 0;
  const acts = actsLedger(account, input.acts ?? []);
  const startingBalance = acts.startingAt(t);

  const balance =
    acts.opened + sumPnl(input.trades.filter(closedBefore)) + adjustments + acts.amountBefore(t);
  const snapshot = input.snapshots.find((s) => s.dayKey === day);
  const dayStart = startOfDayKey(day, timeZone);
  const dayStartBalance =
    snapshot?.balance ??
    acts.opened +
      sumPnl(input.trades.filter((tr) => tr.closeTime < dayStart)) +
      adjustments +
      acts.amountBefore(dayStart);
  const earlier = input.snapshots.filter((s) => s.dayKey <= day);
  const highestEodBalance =
    snapshot?.highestEodBalance ??
    Math.max(startingBalance, ...earlier.map((s) => s.highestEodBalance));

  const margins = new Map(evidence.positions.map((p) => [p.positionId, p.margin]));
  const positions = positionsAt(input, t, closedByDecision, margins);
  const quotes = new Map(evidence.quotes.map((q) => [q.symbol, q]));
  const value = valueAccount(balance, positions, (symbol) => quotes.get(symbol), t);
  const tradingDays = new Set(
    [...input.trades.map((tr) => tr.openTime), ...positions.map((p) => p.openTime)]
      .filter((time) => time <= t)
      .map((time) => dayKey(time, timeZone)),
  ).size;
  const decision = decideRules(
    {
      ...account,
      status: "active",
      startingBalance,
      balance,
      dayKey: day,
      dayStartBalance,
      highestEodBalance,
      tradingDays,
      evidence: null,
    },
    { equity: value.equity, usedMargin: value.usedMargin, openPositions: positions.length },
  );

  const checks: ReplayCheck[] = [
    check("Closed balance", evidence.balance, balance),
    check("Balance at the daily reset", evidence.dayStartBalance, dayStartBalance),
    check("Highest end-of-day balance", evidence.highestEodBalance, highestEodBalance),
    check("Open positions", evidence.positions.length, value.positions.length),
    ...evidence.positions.map((p) => {
      const replayed = value.positions.find((v) => v.position.id === p.positionId);
      const label = `P&L of ${p.side} ${p.volume} ${p.symbol}`;
      return replayed
        ? check(label, p.pnl, replayed.pnl)
        : { label: `${label} (not open in the replay)`, stored: p.pnl, replayed: 0, same: false };
    }),
    ...costChecks(evidence, value.positions),
    check("Equity", evidence.equity, value.equity),
  ];
  const replayedRule = ruleOf(decision);
  if (decision.kind !== "ok") {
    checks.push(check("Threshold", evidence.threshold, decision.threshold));
    checks.push(check("Observed", evidence.observed, decision.observed));
  }
  const sameDecision = replayedRule === evidence.rule && checks.every((c) => c.same);
  const differing = checks.filter((c) => !c.same).map((c) => c.label);
  return {
    sameDecision,
    storedRule: evidence.rule,
    replayedRule,
    checks,
    summary: sameDecision
      ? `Same decision: replaying the recorded trades and the stored tick reaches ${ruleName(evidence.rule)} with the same figures.`
      : `Different: the replay reaches ${ruleName(replayedRule)}${differing.length ? `; these differ: ${differing.join(", ")}` : ""}.`,
  };
}

export interface ActReplayInput {
  /** The account's record as stored now. */
  readonly account: Account;
  readonly trades: readonly Trade[];
  readonly openPositions: readonly Position[];
  /** The act replayed. */
  readonly act: AccountActEvidence;
  /** Every act recorded on the account, this one included. */
  readonly acts: readonly ActRecord[];
  /** Payouts taken off the balance before the act. */
  readonly adjustmentsBefore?: Cents;
  /** For a reinstatement: the balance recorded by the decision that ended the account. */
  readonly restoredBalance?: Cents | null;
}

/**
 * Replays an act from the records: the balance and starting balance just before it (the
 * starting balance as opened + realised P&L + payouts + the acts before it), the same after it
 * (its amount, and for an operator's fail the P&L of the positions it closed), and, for a
 * reinstatement or an adjustment, the rules at the figures it left: the act kept the account
 * inside its limits when they decide nothing. Same when every figure agrees.
 */
export function replayAct(input: ActReplayInput): ReplayResult {
  const { act } = input;
  const t = act.time;
  const closedByAct = (tr: Trade) =>
    act.act === "adminFail" && tr.closeTime === t && tr.reason === "accountClosed";
  const closedBefore = (tr: Trade) => tr.closeTime < t || (tr.closeTime === t && !closedByAct(tr));
  const ledger = actsLedger(input.account, input.acts);
  const startBefore = ledger.startingAt(t);
  const balanceBefore =
    ledger.opened +
    sumPnl(input.trades.filter(closedBefore)) +
    (input.adjustmentsBefore ?? 0) +
    ledger.amountBefore(t);
  const balanceAfter = balanceBefore + act.amount + sumPnl(input.trades.filter(closedByAct));
  const startAfter = startBefore + act.startingBalanceChange;
  const checks: ReplayCheck[] = [
    check("Starting balance before", act.before.startingBalance, startBefore),
    check("Closed balance before", act.before.balance, balanceBefore),
    check("Closed balance after", act.after.balance, balanceAfter),
    check("Starting balance after", act.after.startingBalance, startAfter),
  ];
  let replayedRule: string = act.act;
  if (act.act === "reinstate" && input.restoredBalance != null) {
    checks.push(
      check("Balance recorded before the account ended", input.restoredBalance, balanceAfter),
    );
  }
  if (act.act === "reinstate" || act.act === "balanceAdjustment") {
    const open = positionsAt(input, t, () => false, new Map());
    const quotes = new Map(act.quotes.map((q) => [q.symbol, q]));
    const value = valueAccount(balanceAfter, open, (symbol) => quotes.get(symbol), t);
    checks.push(check("Equity after", act.after.equity, value.equity));
    const decision = decideRules(
      {
        ...input.account,
        status: "active",
        startingBalance: startAfter,
        balance: balanceAfter,
        dayStartBalance: act.after.dayStartBalance,
        highestEodBalance: act.after.highestEodBalance,
        evidence: null,
      },
      // Margins are not part of the records an act keeps: the floors and the target are checked.
      { equity: value.equity, usedMargin: 0, openPositions: open.length },
    );
    if (decision.kind !== "ok") replayedRule = ruleOf(decision);
  }
  const sameDecision = replayedRule === act.act && checks.every((c) => c.same);
  const differing = checks.filter((c) => !c.same).map((c) => c.label);
  const kept =
    act.act === "reinstate" || act.act === "balanceAdjustment"
      ? ", and the account's limits hold at the figures it left"
      : "";
  return {
    sameDecision,
    storedRule: act.act,
    replayedRule,
    checks,
    summary: sameDecision
      ? `Same: replaying the recorded trades and acts reaches the balances before and after ${ruleName(act.act)}${kept}.`
      : replayedRule !== act.act
        ? `Different: at the figures it left, the rules reach ${ruleName(replayedRule)}${differing.length ? `; these differ: ${differing.join(", ")}` : ""}.`
        : `Different: these differ: ${differing.join(", ")}.`,
  };
}
