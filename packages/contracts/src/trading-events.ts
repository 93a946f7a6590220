// Socket events of the arena. Plain constants and types (no zod) so the web app can import
// them cheaply; payload shapes are the trading contracts' types.
import type { Account, Order, Position, Quote, RuleEvidence, Trade } from "./trading";

export const TRADING_EVENTS = {
  /** client -> server: {symbols: string[]} replaces the client's quote subscriptions. */
  subscribeQuotes: "quotes:subscribe",
  /** server -> client: Quote[] (the latest quote of each changed symbol, batched). */
  quotes: "quotes",
  /** server -> client: Account, a few times a second while it changes. */
  account: "account:update",
  /** server -> client: {accountId, order} */
  order: "order:update",
  /** server -> client: {accountId, position, closed: boolean, trade?} */
  position: "position:update",
  /** server -> client: {accountId, evidence} when an account fails or a stop-out closes positions. */
  breach: "rule:breach",
  /** server -> client: {accountId, evidence, nextAccountId} when an account passes its phase. */
  pass: "rule:pass",
  /** server -> client: {accountId, previousAccountId, phase} when an account opens for the trader
   * outside a pass (the funded account, once KYC and the agreement are done). */
  accountOpened: "account:opened",
} as const;

export type QuotesEvent = Quote[];
export type AccountEvent = Account;
export interface OrderEvent {
  accountId: string;
  order: Order;
}
export interface PositionEvent {
  accountId: string;
  position: Position;
  closed: boolean;
  trade: Trade | null;
}
export interface BreachEvent {
  accountId: string;
  evidence: RuleEvidence;
}
export interface PassEvent {
  accountId: string;
  evidence: RuleEvidence;
  nextAccountId: string | null;
}
export interface AccountOpenedEvent {
  accountId: string;
  previousAccountId: string | null;
  phase: string;
}
export interface SubscribeQuotesPayload {
  symbols: string[];
}
