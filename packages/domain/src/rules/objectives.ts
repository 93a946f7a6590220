import type { Account } from "../engine/account";
import { formatUsd, type Cents } from "../core/money";
import { floorsOf } from "./rule-decisions";

/**
 * The objectives checklist of an account (the metrics page): each rule of its phase with where
 * the account stands, what is left, and whether it is passed, in progress or failed. A loss
 * rule is failed only by a breach of that rule, and passed once the account has ended without one; the
 * profit target is passed by a pass and failed when the account ended without one.
 */
export type ObjectiveId = "profitTarget" | "dailyLoss" | "maxLoss" | "minTradingDays";
export type ObjectiveStatus = "passed" | "inProgress" | "failed";

export interface ObjectiveLine {
  readonly id: ObjectiveId;
  readonly label: string;
  readonly status: ObjectiveStatus;
  readonly threshold: number;
  readonly current: number;
  /** Before the floor (loss rules) or to the target; never negative. */
  readonly left: number;
  readonly unit: "cents" | "days";
  readonly progress: number | null;
  readonly detail: string;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

export function objectiveChecklist(account: Account, equity: Cents): ObjectiveLine[] {
  const rules = account.rules;
  const floors = floorsOf(account);
  const passed = account.status === "passed";
  const ended = account.status !== "active";
  const breachedBy = account.evidence?.outcome === "breach" ? account.evidence.rule : null;
  const lossStatus = (rule: "dailyLoss" | "maxLoss"): ObjectiveStatus =>
    breachedBy === rule ? "failed" : ended ? "passed" : "inProgress";
  // After a breach the figures are those of the breach (the stored evidence), not of now.
  const at = breachedBy && account.evidence ? account.evidence.equity : equity;
  const lines: ObjectiveLine[] = [];

  if (floors.targetBalance !== null) {
    const target = floors.targetBalance;
    const gain = account.balance - account.startingBalance;
    const needed = target - account.startingBalance;
    lines.push({
      id: "profitTarget",
      label: `Profit target ${(rules.targetBp! / 100).toFixed(0)}%`,
      status: passed ? "passed" : ended ? "failed" : "inProgress",
      threshold: target,
      current: account.balance,
      left: Math.max(0, target - account.balance),
      unit: "cents",
      progress: needed > 0 ? clamp01(gain / needed) : null,
      detail: passed
        ? `Reached: closed balance ${formatUsd(account.balance)} against the target ${formatUsd(target)}.`
        : `Closed balance ${formatUsd(account.balance)}; the target is ${formatUsd(target)} with no position open (${formatUsd(Math.max(0, target - account.balance))} to go).`,
    });
  }

  const dailyFloor = floors.dailyLossFloor;
  lines.push({
    id: "dailyLoss",
    label: `Max daily loss ${(rules.maxDailyLossBp / 100).toFixed(rules.maxDailyLossBp % 100 ? 1 : 0)}%`,
    status: lossStatus("dailyLoss"),
    threshold: dailyFloor,
    current: at,
    left: Math.max(0, at - dailyFloor),
    unit: "cents",
    progress: null,
    detail:
      breachedBy === "dailyLoss"
        ? `Breached: equity ${formatUsd(at)} fell below today's floor ${formatUsd(dailyFloor)}.`
        : `Equity ${formatUsd(at)} may fall ${formatUsd(Math.max(0, at - dailyFloor))} more today before the floor ${formatUsd(dailyFloor)} (the balance at the reset ${formatUsd(account.dayStartBalance)} minus ${formatUsd(account.dayStartBalance - dailyFloor)}).`,
  });

  const maxFloor = floors.maxLossFloor;
  const relative = rules.drawdown === "relative";
  lines.push({
    id: "maxLoss",
    label: `Max loss ${(rules.maxLossBp / 100).toFixed(0)}%${relative ? " (trailing)" : ""}`,
    status: lossStatus("maxLoss"),
    threshold: maxFloor,
    current: at,
    left: Math.max(0, at - maxFloor),
    unit: "cents",
    progress: null,
    detail:
      breachedBy === "maxLoss"
        ? `Breached: equity ${formatUsd(at)} fell below the floor ${formatUsd(maxFloor)}.`
        : relative
          ? `Equity ${formatUsd(at)} may fall ${formatUsd(Math.max(0, at - maxFloor))} before the floor ${formatUsd(maxFloor)}: the highest end-of-day balance ${formatUsd(Math.max(account.startingBalance, account.highestEodBalance))} minus ${formatUsd(Math.max(account.startingBalance, account.highestEodBalance) - maxFloor)}; it rises with new highs.`
          : `Equity ${formatUsd(at)} may fall ${formatUsd(Math.max(0, at - maxFloor))} before the floor ${formatUsd(maxFloor)}.`,
  });

  if (rules.minTradingDays) {
    const min = rules.minTradingDays;
    lines.push({
      id: "minTradingDays",
      label: `Minimum ${min} trading days`,
      status: account.tradingDays >= min ? "passed" : ended ? "failed" : "inProgress",
      threshold: min,
      current: account.tradingDays,
      left: Math.max(0, min - account.tradingDays),
      unit: "days",
      progress: clamp01(account.tradingDays / min),
      detail: `${account.tradingDays} of ${min} days with a position opened.`,
    });
  }
  return lines;
}
