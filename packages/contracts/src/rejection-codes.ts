// Plain constants with no zod, so the web app can import them without the schema library.

/**
 * The trading engine's rejection codes (packages/domain result.ts `RejectionCode`): the desk
 * answers a refused operation with one of them and the engine's sentence. The server checks at
 * compile time that this list and the domain's union are the same set.
 */
export const REJECTION_CODES = {
  unknownSymbol: "UNKNOWN_SYMBOL",
  unknownAccount: "UNKNOWN_ACCOUNT",
  unknownOrder: "UNKNOWN_ORDER",
  unknownPosition: "UNKNOWN_POSITION",
  unknownPlan: "UNKNOWN_PLAN",
  invalidSide: "INVALID_SIDE",
  invalidOrderType: "INVALID_ORDER_TYPE",
  invalidVolume: "INVALID_VOLUME",
  volumeTooSmall: "VOLUME_TOO_SMALL",
  volumeTooLarge: "VOLUME_TOO_LARGE",
  volumeOffStep: "VOLUME_OFF_STEP",
  invalidPrice: "INVALID_PRICE",
  priceOffTick: "PRICE_OFF_TICK",
  priceWrongSide: "PRICE_WRONG_SIDE",
  invalidStopLoss: "INVALID_STOP_LOSS",
  stopLossOffTick: "STOP_LOSS_OFF_TICK",
  stopLossWrongSide: "STOP_LOSS_WRONG_SIDE",
  invalidTakeProfit: "INVALID_TAKE_PROFIT",
  takeProfitOffTick: "TAKE_PROFIT_OFF_TICK",
  takeProfitWrongSide: "TAKE_PROFIT_WRONG_SIDE",
  /** An order or close on a symbol whose market is closed now (409): the message says when it opens. */
  marketClosed: "MARKET_CLOSED",
  /**
   * A market order or close on a symbol halted for want of a live price (409): the message says
   * since when (docs/market-data.md, the outage policy).
   */
  symbolHalted: "SYMBOL_HALTED",
  noQuote: "NO_QUOTE",
  invalidQuote: "INVALID_QUOTE",
  invalidTime: "INVALID_TIME",
  accountFailed: "ACCOUNT_FAILED",
  accountPassed: "ACCOUNT_PASSED",
  accountClosed: "ACCOUNT_CLOSED",
  notEnoughMargin: "NOT_ENOUGH_MARGIN",
  duplicateId: "DUPLICATE_ID",
  invalidRecord: "INVALID_RECORD",
  invalidConfig: "INVALID_CONFIG",
  notPassed: "NOT_PASSED",
  kycRequired: "KYC_REQUIRED",
  agreementRequired: "AGREEMENT_REQUIRED",
  noNextPhase: "NO_NEXT_PHASE",
  evaluationDue: "EVALUATION_DUE",
  unknownRuleSet: "UNKNOWN_RULE_SET",
  /** An operator's act that does not apply to the account as it is (status, phase, positions). */
  notApplicable: "NOT_APPLICABLE",
  /** An operator's act that would leave the account outside its limits. */
  outsideLimits: "OUTSIDE_LIMITS",
  /** A partial close of more than the position's volume. */
  closeVolumeTooLarge: "CLOSE_VOLUME_TOO_LARGE",
  /** A partial close that would leave less than the instrument's minimum open. */
  remainderTooSmall: "REMAINDER_TOO_SMALL",
  /** A trailing stop's distance that is not a positive whole number of ticks. */
  invalidTrailingDistance: "INVALID_TRAILING_DISTANCE",
  /** A one-cancels-other pair that is not two limit or stop orders. */
  invalidOco: "INVALID_OCO",
} as const;
export type RejectionCode = (typeof REJECTION_CODES)[keyof typeof REJECTION_CODES];

/** The fields of an order ticket (and of an order's or position's change) a rejection can concern. */
export type OrderField =
  "symbol" | "side" | "type" | "volume" | "price" | "stopLoss" | "takeProfit" | "trailingDistance";

/**
 * The field each rejection concerns, so a form highlights it by code; null for a rejection of
 * the order as a whole (the account, the market, the margin) or of no order at all.
 */
export const REJECTION_FIELD: Record<RejectionCode, OrderField | null> = {
  UNKNOWN_SYMBOL: "symbol",
  UNKNOWN_ACCOUNT: null,
  UNKNOWN_ORDER: null,
  UNKNOWN_POSITION: null,
  UNKNOWN_PLAN: null,
  INVALID_SIDE: "side",
  INVALID_ORDER_TYPE: "type",
  INVALID_VOLUME: "volume",
  VOLUME_TOO_SMALL: "volume",
  VOLUME_TOO_LARGE: "volume",
  VOLUME_OFF_STEP: "volume",
  INVALID_PRICE: "price",
  PRICE_OFF_TICK: "price",
  PRICE_WRONG_SIDE: "price",
  INVALID_STOP_LOSS: "stopLoss",
  STOP_LOSS_OFF_TICK: "stopLoss",
  STOP_LOSS_WRONG_SIDE: "stopLoss",
  INVALID_TAKE_PROFIT: "takeProfit",
  TAKE_PROFIT_OFF_TICK: "takeProfit",
  TAKE_PROFIT_WRONG_SIDE: "takeProfit",
  MARKET_CLOSED: null,
  SYMBOL_HALTED: null,
  NO_QUOTE: null,
  INVALID_QUOTE: null,
  INVALID_TIME: null,
  ACCOUNT_FAILED: null,
  ACCOUNT_PASSED: null,
  ACCOUNT_CLOSED: null,
  // The margin an order ties up grows with its volume: fewer lots is the way to place it.
  NOT_ENOUGH_MARGIN: "volume",
  DUPLICATE_ID: null,
  INVALID_RECORD: null,
  INVALID_CONFIG: null,
  NOT_PASSED: null,
  KYC_REQUIRED: null,
  AGREEMENT_REQUIRED: null,
  NO_NEXT_PHASE: null,
  EVALUATION_DUE: null,
  UNKNOWN_RULE_SET: null,
  NOT_APPLICABLE: null,
  OUTSIDE_LIMITS: null,
  CLOSE_VOLUME_TOO_LARGE: "volume",
  REMAINDER_TOO_SMALL: "volume",
  INVALID_TRAILING_DISTANCE: "trailingDistance",
  INVALID_OCO: "type",
};

/** Whether an error's code is one of the engine's rejections. */
export function isRejectionCode(code: string): code is RejectionCode {
  return Object.hasOwn(REJECTION_FIELD, code);
}

/** The field a code concerns (null for any other code, including the API's own). */
export function rejectionField(code: string): OrderField | null {
  return isRejectionCode(code) ? REJECTION_FIELD[code] : null;
}
