import type { Cents } from "./money";
import type { Side } from "./orders";
import type { CloseReason } from "./positions";

/** A closed position. Its id is the position's id. */
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
  /** Realised P&L in cents: computed once in the quote currency, converted, rounded once. */
  readonly pnl: Cents;
  /** Quote currency -> USD rate used (1 for USD-quoted instruments). */
  readonly conversionRate: number;
  readonly reason: CloseReason;
}
