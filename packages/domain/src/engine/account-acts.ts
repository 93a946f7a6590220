import type { Account, AccountStatus } from "./account";
import { formatUsd, type Cents } from "../core/money";
import type { Quote } from "../market/quotes";

/**
 * Acts on an account that are not a trade or a rule's own decision, recorded like decisions
 * (beside the rules' evidence) so that the balance stays explained and the replay can follow:
 * balance = starting balance as opened + realised P&L + the `amount` of every act, and the
 * starting balance = the plan's size + the `startingBalanceChange` of every act (a scaling
 * step). Operators' acts (reinstate, balance adjustment, phase pass, fail) carry the admin's
 * reason; a scaling step is made by the weekly settlement.
 */
export type AccountActKind =
  "reinstate" | "balanceAdjustment" | "phasePass" | "adminFail" | "scaling";
export type AccountActOutcome = "admin" | "scaling";

/** An account's standing just before or just after an act. */
export interface AccountFigures {
  readonly status: AccountStatus;
  readonly startingBalance: Cents;
  readonly balance: Cents;
  /** Balance plus the floating P&L of the open positions at `quotes`. */
  readonly equity: Cents;
  readonly dayStartBalance: Cents;
  readonly highestEodBalance: Cents;
  readonly openPositions: number;
}

export interface AccountActEvidence {
  readonly accountId: string;
  readonly act: AccountActKind;
  readonly outcome: AccountActOutcome;
  readonly time: number;
  /** The admin's reason, or what earned a scaling step. */
  readonly reason: string;
  /** What the act added to the balance that no trade explains (negative: taken off). */
  readonly amount: Cents;
  /** What it added to the starting balance (a scaling step; 0 otherwise). */
  readonly startingBalanceChange: Cents;
  readonly before: AccountFigures;
  readonly after: AccountFigures;
  /** For a reinstatement: the time of the decision whose recorded figures it restored. */
  readonly restoredFrom: number | null;
  /** The quotes that valued the open positions in `before` and `after`. */
  readonly quotes: readonly Quote[];
  /** One sentence with the figures, for people. */
  readonly message: string;
}

export const ACT_OUTCOMES: Record<AccountActKind, AccountActOutcome> = {
  reinstate: "admin",
  balanceAdjustment: "admin",
  phasePass: "admin",
  adminFail: "admin",
  scaling: "scaling",
};

export function figuresOf(account: Account, equity: Cents, openPositions: number): AccountFigures {
  return {
    status: account.status,
    startingBalance: account.startingBalance,
    balance: account.balance,
    equity,
    dayStartBalance: account.dayStartBalance,
    highestEodBalance: account.highestEodBalance,
    openPositions,
  };
}

/** The sentence an act is shown with (after its reason, on the trader's decisions list). */
export function describeAct(
  act: AccountActKind,
  before: AccountFigures,
  after: AccountFigures,
  time: number,
): string {
  const when = new Date(time).toISOString();
  const amount = after.balance - before.balance;
  const signed = `${amount < 0 ? "-" : "+"}${formatUsd(Math.abs(amount))}`;
  switch (act) {
    case "reinstate":
      return `Reinstated at ${when}: the balance ${formatUsd(before.balance)} became ${formatUsd(after.balance)} (${signed}) and the balance at the daily reset ${formatUsd(after.dayStartBalance)}, as recorded before the account ended; its limits apply again from here.`;
    case "balanceAdjustment":
      return `Balance adjusted by ${signed} at ${when}: ${formatUsd(before.balance)} became ${formatUsd(after.balance)} (equity ${formatUsd(after.equity)}).`;
    case "phasePass":
      return `Phase passed by the operator at ${when} with a closed balance of ${formatUsd(after.balance)}.`;
    case "adminFail":
      return `Failed by the operator at ${when}: ${before.openPositions} open position${before.openPositions === 1 ? "" : "s"} closed at the market, closed balance ${formatUsd(after.balance)}.`;
    case "scaling":
      return `Scaled up at ${when}: the account size ${formatUsd(before.startingBalance)} became ${formatUsd(after.startingBalance)}, and the balance ${formatUsd(before.balance)} became ${formatUsd(after.balance)}.`;
  }
}

export function actEvidence(input: {
  readonly accountId: string;
  readonly act: AccountActKind;
  readonly time: number;
  readonly reason: string;
  readonly before: AccountFigures;
  readonly after: AccountFigures;
  /** The part of the balance change no trade explains (default: all of it). */
  readonly amount?: Cents;
  readonly restoredFrom?: number | null;
  readonly quotes?: readonly Quote[];
}): AccountActEvidence {
  const { before, after } = input;
  return {
    accountId: input.accountId,
    act: input.act,
    outcome: ACT_OUTCOMES[input.act],
    time: input.time,
    reason: input.reason,
    amount: input.amount ?? after.balance - before.balance,
    startingBalanceChange: after.startingBalance - before.startingBalance,
    before,
    after,
    restoredFrom: input.restoredFrom ?? null,
    quotes: input.quotes ?? [],
    message: describeAct(input.act, before, after, input.time),
  };
}
