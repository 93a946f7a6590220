import type { StopsChange } from "./positions";

/**
 * Orders as plain records: what a trader sends (OrderRequest), what the engine keeps (Order).
 * Prices carry the instrument's digits; times are ms since the epoch; volume is in lots.
 */
export type Side = "buy" | "sell";
export type OrderType = "market" | "limit" | "stop";
export type OrderStatus = "pending" | "filled" | "cancelled";
export type CancelReason =
  | "trader"
  | "notEnoughMargin"
  | "accountFailed"
  | "accountPassed"
  | "accountClosed"
  /** Its one-cancels-other pair filled, or the trader cancelled the pair (one-cancels-other.ts). */
  | "oco";

export const SIDES: readonly Side[] = ["buy", "sell"];
export const ORDER_TYPES: readonly OrderType[] = ["market", "limit", "stop"];

/** What a trader sends. `price` is required for limit and stop orders; null SL/TP = none. */
export interface OrderRequest {
  readonly symbol: string;
  readonly side: Side;
  readonly type: OrderType;
  readonly volume: number;
  readonly price?: number | null;
  readonly stopLoss?: number | null;
  readonly takeProfit?: number | null;
}

/** A change to a pending order: its price, and its SL/TP as a position's (undefined keeps a field). */
export interface OrderChange extends StopsChange {
  readonly price?: number;
}

/** An order's terms once checked: side, type, lots and its prices (null: none). */
export interface OrderTerms {
  readonly side: Side;
  readonly type: OrderType;
  readonly volume: number;
  /** Trigger price of a limit or stop order; null for a market order. */
  readonly price: number | null;
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
}

export interface Order extends OrderTerms {
  readonly id: string;
  readonly accountId: string;
  readonly symbol: string;
  readonly status: OrderStatus;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly filledAt: number | null;
  readonly fillPrice: number | null;
  readonly positionId: string | null;
  readonly cancelledAt: number | null;
  readonly cancelReason: CancelReason | null;
  /**
   * The other order of its one-cancels-other pair (one-cancels-other.ts): when one fills the
   * other is cancelled. Null or absent: none.
   */
  readonly ocoWith?: string | null;
}
