import type { Account } from "./account";
import { valueAccount } from "./account-valuation";
import type { Cents } from "./money";
import type { Position } from "./positions";
import { decideRules, type RuleDecision } from "./rule-decisions";
import type { RuleEvidence } from "./rule-evidence";
import { dayKey, startOfDayKey } from "./time-zones";
import type { Trade } from "./trades";

/**
 * Replays a stored rule decision from the account's records, independently of the figures the
 * engine stored with it: the balance from the trades closed before the decision, the day's
 * reference balances from the daily snapshots, the positions open at that moment from the
 * trades (and positions still open), valued at the stored ticks; then the same rules decide.
 * The answer lists each figure stored and replayed, so a trader sees where they agree.
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
}

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

export function replayDecision(input: ReplayInput): ReplayResult {
  const { account, evidence, timeZone } = input;
  const t = evidence.time;
  const day = dayKey(t, timeZone);
  const closedByDecision = (tr: Trade) => tr.closeTime === t && DECISION_CLOSES.has(tr.reason);
  const closedBefore = (tr: Trade) =>
    tr.closeTime < t || (tr.closeTime === t && !closedByDecision(tr));
  const sum = (trades: readonly Trade[]) => trades.reduce((s, tr) => s + tr.pnl, 0);
  const adjustments = input.adjustmentsBefore ?? 0;

  const balance = account.startingBalance + sum(input.trades.filter(closedBefore)) + adjustments;
  const snapshot = input.snapshots.find((s) => s.dayKey === day);
  const dayStart = startOfDayKey(day, timeZone);
  const dayStartBalance =
    snapshot?.balance ??
    account.startingBalance +
      sum(input.trades.filter((tr) => tr.closeTime < dayStart)) +
      adjustments;
  const earlier = input.snapshots.filter((s) => s.dayKey <= day);
  const highestEodBalance =
    snapshot?.highestEodBalance ??
    Math.max(account.startingBalance, ...earlier.map((s) => s.highestEodBalance));

  const margins = new Map(evidence.positions.map((p) => [p.positionId, p.margin]));
  const fromTrades: Position[] = input.trades
    .filter((tr) => tr.openTime <= t && (tr.closeTime > t || closedByDecision(tr)))
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
    }));
  const positions = [...fromTrades, ...input.openPositions.filter((p) => p.openTime <= t)];
  const quotes = new Map(evidence.quotes.map((q) => [q.symbol, q]));
  const value = valueAccount(balance, positions, (symbol) => quotes.get(symbol));
  const tradingDays = new Set(
    [...input.trades.map((tr) => tr.openTime), ...positions.map((p) => p.openTime)]
      .filter((time) => time <= t)
      .map((time) => dayKey(time, timeZone)),
  ).size;
  const decision = decideRules(
    {
      ...account,
      status: "active",
      balance,
      dayKey: day,
      dayStartBalance,
      highestEodBalance,
      tradingDays,
      evidence: null,
    },
    { equity: value.equity, usedMargin: value.usedMargin, openPositions: positions.length },
  );

  const check = (label: string, stored: number, replayed: number): ReplayCheck => ({
    label,
    stored,
    replayed,
    same: stored === replayed,
  });
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
