import type { Account } from "../engine/account";
import type { AccountValue } from "../engine/account-valuation";
import { dailyLossFloor } from "./daily-loss";
import { formatPrice, getInstrument } from "../market/instruments";
import { isBelowStopOut, marginLevel } from "../engine/margin";
import { maxLossFloor } from "./max-loss";
import { formatBasisPoints, formatUsd, type Cents } from "../core/money";
import { isTargetReached, targetBalance } from "./profit-target";
import type { Quote } from "../market/quotes";
import type { EvidencePosition, RuleEvidence, RuleId, RuleOutcome } from "./rule-evidence";

/**
 * The decision of the challenge rules for one account at one moment, as a pure function of
 * the account record and its valuation. Order: a breach of the daily or max-loss floor first
 * (if both floors are crossed, the higher floor is reported: it was crossed first), then the
 * stop-out, then the profit target (closed balance, no open position).
 */
export type RuleDecision =
  | { readonly kind: "ok" }
  | {
      readonly kind: "breach";
      readonly rule: "dailyLoss" | "maxLoss" | "timeLimit";
      readonly threshold: Cents;
      readonly observed: Cents;
    }
  | { readonly kind: "stopOut"; readonly threshold: number; readonly observed: number }
  | { readonly kind: "pass"; readonly threshold: Cents; readonly observed: Cents };

export interface Floors {
  readonly dailyLossFloor: Cents;
  readonly maxLossFloor: Cents;
  readonly targetBalance: Cents | null;
}

export function floorsOf(account: Account): Floors {
  const rules = account.rules;
  return {
    dailyLossFloor: dailyLossFloor(rules, account.startingBalance, account.dayStartBalance),
    maxLossFloor: maxLossFloor(rules, account.startingBalance, account.highestEodBalance),
    targetBalance: targetBalance(rules, account.startingBalance),
  };
}

/** The equity below which something happens: the highest floor or the stop-out equity. */
export function riskThreshold(account: Account, usedMargin: Cents): number {
  const f = floorsOf(account);
  return Math.max(f.dailyLossFloor, f.maxLossFloor, (account.stopOutLevel * usedMargin) / 100);
}

export function decideRules(
  account: Account,
  value: Pick<AccountValue, "equity" | "usedMargin"> & { readonly openPositions: number },
): RuleDecision {
  if (account.status !== "active") return { kind: "ok" };
  const rules = account.rules;
  const f = floorsOf(account);
  const daily = value.equity < f.dailyLossFloor;
  const max = value.equity < f.maxLossFloor;
  if (daily || max) {
    const rule = daily && (!max || f.dailyLossFloor >= f.maxLossFloor) ? "dailyLoss" : "maxLoss";
    return {
      kind: "breach",
      rule,
      threshold: rule === "dailyLoss" ? f.dailyLossFloor : f.maxLossFloor,
      observed: value.equity,
    };
  }
  if (isBelowStopOut(value.equity, value.usedMargin, account.stopOutLevel)) {
    return {
      kind: "stopOut",
      threshold: account.stopOutLevel,
      observed: marginLevel(value.equity, value.usedMargin) ?? 0,
    };
  }
  if (
    isTargetReached(rules, account.startingBalance, {
      balance: account.balance,
      openPositions: value.openPositions,
      tradingDays: account.tradingDays,
    })
  ) {
    return { kind: "pass", threshold: f.targetBalance as Cents, observed: account.balance };
  }
  return { kind: "ok" };
}

/** The end of the time limit, or null when unlimited. */
export function timeLimitEnd(account: Account): number | null {
  const days = account.rules.timeLimitDays;
  return days === null ? null : account.createdAt + days * 86_400_000;
}

function priceText(symbol: string, price: number): string {
  const instrument = getInstrument(symbol);
  return instrument ? formatPrice(price, instrument) : String(price);
}

/**
 * The last quote described and the last time written, kept: a mass breach describes thousands
 * of decisions on one quote at one time (the same text, computed once).
 */
const lastText = { quote: null as Quote | null, quoteText: "", time: Number.NaN, timeText: "" };

function quoteText(q: Quote): string {
  if (lastText.quote !== q) {
    lastText.quoteText = `${q.symbol} bid ${priceText(q.symbol, q.bid)} / ask ${priceText(q.symbol, q.ask)}`;
    lastText.quote = q;
  }
  return lastText.quoteText;
}

function timeText(time: number): string {
  if (lastText.time !== time) {
    lastText.timeText = new Date(time).toISOString();
    lastText.time = time;
  }
  return lastText.timeText;
}

export function describeDecision(
  account: Account,
  decision: Exclude<RuleDecision, { kind: "ok" }>,
  context: {
    readonly time: number;
    readonly quote: Quote | null;
    readonly equity: Cents;
    readonly usedMargin: Cents;
  },
): string {
  const rules = account.rules;
  const start = formatUsd(account.startingBalance);
  let text: string;
  switch (decision.kind) {
    case "breach":
      if (decision.rule === "dailyLoss") {
        text = `Equity ${formatUsd(decision.observed)} fell below the daily loss floor ${formatUsd(decision.threshold)} (balance at the daily reset ${formatUsd(account.dayStartBalance)} - ${formatBasisPoints(rules.maxDailyLossBp)} of the starting balance ${start})`;
      } else if (decision.rule === "maxLoss") {
        text =
          rules.drawdown === "relative"
            ? `Equity ${formatUsd(decision.observed)} fell below the max loss floor ${formatUsd(decision.threshold)} (highest end-of-day balance ${formatUsd(Math.max(account.highestEodBalance, account.startingBalance))} - ${formatBasisPoints(rules.maxLossBp)} of the starting balance ${start})`
            : `Equity ${formatUsd(decision.observed)} fell below the max loss floor ${formatUsd(decision.threshold)} (starting balance ${start} - ${formatBasisPoints(rules.maxLossBp)})`;
      } else {
        text = `The time limit of ${String(rules.timeLimitDays)} days ended`;
      }
      break;
    case "stopOut":
      text = `Margin level ${decision.observed.toFixed(2)}% fell below the stop-out level ${decision.threshold}% (equity ${formatUsd(context.equity)}, margin in use ${formatUsd(context.usedMargin)}); the largest losing positions were closed first`;
      break;
    case "pass":
      text = `Closed balance ${formatUsd(decision.observed)} reached the target ${formatUsd(decision.threshold)} (starting balance ${start} + ${formatBasisPoints(rules.targetBp ?? 0)}) with no open position`;
      break;
  }
  const when = timeText(context.time);
  return context.quote
    ? `${text}, at ${when} on ${quoteText(context.quote)}.`
    : `${text}, at ${when}.`;
}

export function buildEvidence(input: {
  readonly account: Account;
  readonly decision: Exclude<RuleDecision, { kind: "ok" }>;
  readonly value: AccountValue;
  readonly time: number;
  readonly quote: Quote | null;
  readonly quotes: readonly Quote[];
}): RuleEvidence {
  const { account, decision, value } = input;
  const rule: RuleId =
    decision.kind === "breach"
      ? decision.rule
      : decision.kind === "stopOut"
        ? "stopOut"
        : "profitTarget";
  const outcome: RuleOutcome =
    decision.kind === "breach" ? "breach" : decision.kind === "stopOut" ? "stopOut" : "pass";
  const positions: EvidencePosition[] = value.positions.map((v) => ({
    positionId: v.position.id,
    symbol: v.position.symbol,
    side: v.position.side,
    volume: v.position.volume,
    openPrice: v.position.openPrice,
    price: v.price,
    conversionRate: v.conversionRate,
    pnl: v.pnl,
    margin: v.position.margin,
    commission: v.commission,
    swap: v.swap,
  }));
  return {
    accountId: account.id,
    rule,
    outcome,
    threshold: decision.threshold,
    observed: decision.observed,
    unit:
      decision.kind === "stopOut"
        ? "percent"
        : decision.kind === "breach" && decision.rule === "timeLimit"
          ? "time"
          : "cents",
    time: input.time,
    quote: input.quote,
    quotes: input.quotes,
    startingBalance: account.startingBalance,
    balance: account.balance,
    equity: value.equity,
    dayStartBalance: account.dayStartBalance,
    highestEodBalance: account.highestEodBalance,
    usedMargin: value.usedMargin,
    positions,
    message: describeDecision(account, decision, {
      time: input.time,
      quote: input.quote,
      equity: value.equity,
      usedMargin: value.usedMargin,
    }),
  };
}
