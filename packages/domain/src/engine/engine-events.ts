import type { Account } from "./account";
import type { AccountActEvidence } from "./account-acts";
import type { Cents } from "../core/money";
import type { CancelReason, Order, Side } from "./orders";
import type { Position } from "./positions";
import type { Trade } from "./trades";
import type { RuleEvidence } from "../rules/rule-evidence";

/**
 * What the trading engine reports after each operation or tick, in the order it happened.
 * Every event carries whole records, so a server can persist them as they are (upsert the
 * order, insert/delete the position, insert the trade, update the account).
 */
export type EngineEvent =
  /** A limit or stop order was accepted and now waits for its price. */
  | { readonly type: "orderAccepted"; readonly order: Order }
  /** A market order, or a pending order whose price was reached, opened a position. */
  | { readonly type: "orderFilled"; readonly order: Order; readonly position: Position }
  | { readonly type: "orderModified"; readonly order: Order }
  | {
      readonly type: "orderCancelled";
      readonly order: Order;
      readonly reason: CancelReason;
      readonly message: string;
    }
  /**
   * An open position's stops changed: by the trader, or by its trailing stop following the
   * price (trailing-stops.ts).
   */
  | {
      readonly type: "positionModified";
      readonly position: Position;
      readonly reason?: PositionChangeReason;
    }
  /**
   * Part of a position closed (partial-close.ts): `position` is the rest, still open under its
   * id, and `trade` the part closed, a trade with its own id.
   */
  | {
      readonly type: "positionPartiallyClosed";
      readonly position: Position;
      readonly trade: Trade;
      /** The account's closed balance after this trade. */
      readonly balance: Cents;
    }
  | {
      readonly type: "positionClosed";
      readonly position: Position;
      readonly trade: Trade;
      /** The account's closed balance after this trade. */
      readonly balance: Cents;
    }
  /** Margin level fell below the stop-out level; the listed positions were closed. */
  | {
      readonly type: "stopOut";
      readonly accountId: string;
      readonly evidence: RuleEvidence;
      readonly closedPositionIds: readonly string[];
    }
  | { readonly type: "accountFailed"; readonly account: Account; readonly evidence: RuleEvidence }
  | { readonly type: "accountPassed"; readonly account: Account; readonly evidence: RuleEvidence }
  /**
   * An operator's act (reinstate, balance adjustment, phase pass, fail; operator-acts.ts),
   * with the account after it and the act's record.
   */
  | {
      readonly type: "accountAct";
      readonly account: Account;
      readonly evidence: AccountActEvidence;
    }
  /** The operator closed the account (a refund): positions closed, orders cancelled. */
  | { readonly type: "accountClosed"; readonly account: Account; readonly reason: string }
  /**
   * Overnight swap recorded on an account's open positions: at a rollover (22:00 UTC), or for a
   * position that closes after a rollover the engine had yet to record. The swap is part of the
   * positions' P&L from the rollover on (trading-costs.ts `swapAt`); this is its record.
   */
  | {
      readonly type: "swapCharged";
      readonly accountId: string;
      readonly charges: readonly SwapCharge[];
    }
  /** The daily reset (00:00 in the reset zone) for the listed accounts. */
  | {
      readonly type: "dailyReset";
      readonly time: number;
      readonly dayKey: string;
      readonly accounts: readonly DailyResetEntry[];
    };

export interface DailyResetEntry {
  readonly accountId: string;
  /** Closed balance at the reset: the new day's reference. */
  readonly balance: Cents;
  /** Equity at the reset (floating P&L included), at the last known quotes. */
  readonly equity: Cents;
  readonly highestEodBalance: Cents;
}

/** One rollover's swap on one position. */
export interface SwapCharge {
  readonly positionId: string;
  readonly accountId: string;
  readonly symbol: string;
  readonly side: Side;
  readonly volume: number;
  /** The rollover instant (22:00 UTC). */
  readonly time: number;
  /** 1, or 3 on the rollover that carries the weekend. */
  readonly nights: number;
  /** Cents: negative charged, positive paid. */
  readonly amount: Cents;
}

export type EngineEventType = EngineEvent["type"];

/** Who moved a position's stops: the trader (absent on older events), or its trailing stop. */
export type PositionChangeReason = "trader" | "trailing";
