import type { Cents } from "../core/money";
import type { Side } from "./orders";

/** Why a position closed. */
export type CloseReason =
  | "manual"
  | "stopLoss"
  | "takeProfit"
  | "stopOut"
  | "breach"
  | "timeLimit"
  /** The account was closed by the operator (its purchase was refunded). */
  | "accountClosed";

/** A change to an open position's SL/TP: undefined keeps, null removes. */
export interface StopsChange {
  readonly stopLoss?: number | null;
  readonly takeProfit?: number | null;
}

/**
 * A change to an open position: its SL/TP, and its trailing stop's distance in price
 * (trailing-stops.ts; undefined keeps, null removes).
 */
export interface PositionChange extends StopsChange {
  readonly trailingDistance?: number | null;
}

/**
 * An open position as a plain record. Hedging, as in MetaTrader 5: each position is separate,
 * so a buy and a sell on the same symbol are two positions. A long is valued at the bid, a
 * short at the ask.
 */
export interface Position {
  readonly id: string;
  readonly accountId: string;
  readonly orderId: string;
  readonly symbol: string;
  readonly side: Side;
  readonly volume: number;
  readonly openPrice: number;
  readonly openTime: number;
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
  /** Margin held, in cents, fixed at the fill: notional / leverage converted to USD. */
  readonly margin: Cents;
  /**
   * Commission charged at the fill (cents, <= 0): both sides of the round turn, from the
   * account's costs (trading-costs.ts). Part of the position's P&L; booked when it closes.
   */
  readonly commission: Cents;
  /**
   * Swap per night held (cents, signed), fixed at the fill from the account's costs; the swap so
   * far is `swapAt(position, time)`.
   */
  readonly swapPerNight: Cents;
  /**
   * A trailing stop (trailing-stops.ts): the distance in price the stop loss follows the price
   * it closes at, only ever in the trader's favour. Null or absent: none.
   */
  readonly trailingDistance?: number | null;
}
