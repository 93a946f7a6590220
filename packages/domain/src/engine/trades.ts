import type { Cents } from "../core/money";
import type { Side } from "./orders";
import type { CloseReason } from "./positions";

/**
 * A closed position, or the closed part of one (partial-close.ts). A whole close's id is the
 * position's id; a part closed has an id of its own and `positionId` names the position.
 */
export interface Trade {
  readonly id: string;
  readonly positionId: string;
  readonly orderId: string;
  readonly accountId: string;
  readonly symbol: string;
  readonly side: Side;
  readonly volume: number;
  readonly openPrice: number;
  readonly openTime: number;
  readonly closePrice: number;
  readonly closeTime: number;
  /**
   * What the trade added to the balance, in cents: the price P&L (computed once in the quote
   * currency, converted, rounded once) plus its commission and swap.
   */
  readonly pnl: Cents;
  /** Commission charged at the fill (cents, <= 0; 0 without costs). */
  readonly commission: Cents;
  /** Swap over the nights it was held (cents, signed; 0 without costs). */
  readonly swap: Cents;
  /** Quote currency -> USD rate used (1 for USD-quoted instruments). */
  readonly conversionRate: number;
  readonly reason: CloseReason;
}

/** What any view of a closed trade shows (its row, an integrity flag's evidence). */
export type ClosedTradeFacts = Pick<
  Trade,
  | "id"
  | "accountId"
  | "symbol"
  | "side"
  | "volume"
  | "openPrice"
  | "openTime"
  | "closePrice"
  | "closeTime"
  | "pnl"
>;
