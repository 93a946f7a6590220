/**
 * Every operation of the domain answers with a Result: `{ ok: true, value }` or a typed
 * rejection `{ ok: false, code, reason }` with a sentence a trader can read. Nothing throws on
 * bad input, and a rejected operation changes no state.
 */
export type RejectionCode =
  | "UNKNOWN_SYMBOL"
  | "UNKNOWN_ACCOUNT"
  | "UNKNOWN_ORDER"
  | "UNKNOWN_POSITION"
  | "UNKNOWN_PLAN"
  | "INVALID_SIDE"
  | "INVALID_ORDER_TYPE"
  | "INVALID_VOLUME"
  | "VOLUME_TOO_SMALL"
  | "VOLUME_TOO_LARGE"
  | "VOLUME_OFF_STEP"
  | "INVALID_PRICE"
  | "PRICE_OFF_TICK"
  | "PRICE_WRONG_SIDE"
  | "INVALID_STOP_LOSS"
  | "STOP_LOSS_OFF_TICK"
  | "INVALID_TAKE_PROFIT"
  | "TAKE_PROFIT_OFF_TICK"
  | "STOP_LOSS_WRONG_SIDE"
  | "TAKE_PROFIT_WRONG_SIDE"
  | "MARKET_CLOSED"
  /** No live price for longer than the asset class's threshold (outage-policy.ts). */
  | "SYMBOL_HALTED"
  | "NO_QUOTE"
  | "INVALID_QUOTE"
  | "INVALID_TIME"
  | "ACCOUNT_FAILED"
  | "ACCOUNT_PASSED"
  | "ACCOUNT_CLOSED"
  | "NOT_ENOUGH_MARGIN"
  | "DUPLICATE_ID"
  | "INVALID_RECORD"
  | "INVALID_CONFIG"
  | "NOT_PASSED"
  | "KYC_REQUIRED"
  | "AGREEMENT_REQUIRED"
  | "NO_NEXT_PHASE"
  | "EVALUATION_DUE"
  | "UNKNOWN_RULE_SET"
  /** An operator's act that does not apply to the account as it is (its status, phase, positions). */
  | "NOT_APPLICABLE"
  /** An operator's act that would leave the account outside its limits. */
  | "OUTSIDE_LIMITS"
  /** A partial close of at least the position's whole volume. */
  | "CLOSE_VOLUME_TOO_LARGE"
  /** A partial close that would leave less than the instrument's minimum open. */
  | "REMAINDER_TOO_SMALL"
  /** A trailing stop's distance that is no positive price distance on the tick grid. */
  | "INVALID_TRAILING_DISTANCE"
  /** A one-cancels-other pair that is not two pending (limit or stop) orders. */
  | "INVALID_OCO";

export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Rejection {
  readonly ok: false;
  readonly code: RejectionCode;
  readonly reason: string;
}

export type Result<T> = Ok<T> | Rejection;

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

export function reject(code: RejectionCode, reason: string): Rejection {
  return { ok: false, code, reason };
}

/** Text for any input in a reason ("NaN", "\"abc\"", "undefined"), never throwing. */
export function describeInput(value: unknown): string {
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean")
    return String(value);
  if (value === undefined) return "nothing";
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
