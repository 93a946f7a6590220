// Plain constants with no zod, so the web app can import them without the schema library.

export const ERROR_CODES = {
  validation: "VALIDATION_ERROR",
  badRequest: "BAD_REQUEST",
  tokenInvalid: "TOKEN_INVALID",
  invalidCredentials: "INVALID_CREDENTIALS",
  emailNotVerified: "EMAIL_NOT_VERIFIED",
  forbidden: "FORBIDDEN",
  notFound: "NOT_FOUND",
  conflict: "CONFLICT",
  rateLimited: "RATE_LIMITED",
  linkInvalid: "LINK_INVALID",
  /** An idempotency key sent again with a different request. */
  idempotencyKeyReused: "IDEMPOTENCY_KEY_REUSED",
  unavailable: "UNAVAILABLE",
  /** An upload whose bytes are not a type its purpose accepts (or are empty). */
  fileRejected: "FILE_REJECTED",
  /** An upload over its purpose's size cap (413). */
  fileTooLarge: "FILE_TOO_LARGE",
  /** Sign-in of an account with two-factor on, without a code (401): ask for it. */
  twoFactorRequired: "TWO_FACTOR_REQUIRED",
  /** A wrong, reused or expired two-factor code (401 at sign-in, 400 in settings). */
  twoFactorInvalid: "TWO_FACTOR_INVALID",
  /** A verification link sent again carries no password: choose one to finish (400). */
  passwordRequired: "PASSWORD_REQUIRED",
  /** A sign-in attempt ended by too many wrong codes, its age or a credential event (401). */
  signInAttemptEnded: "SIGN_IN_ATTEMPT_ENDED",
  /** Too many wrong two-factor codes on the account lately: wait (429, Retry-After). */
  twoFactorDelayed: "TWO_FACTOR_DELAYED",
  /** Signing an agreement version that is no longer the current one (409). */
  agreementOutdated: "AGREEMENT_OUTDATED",
  /** An order or close on a symbol whose market is closed now (409): the message says when it opens. */
  marketClosed: "MARKET_CLOSED",
  /**
   * A market order or close on a symbol halted for want of a live price (409): the message says
   * since when (docs/market-data.md, the outage policy).
   */
  symbolHalted: "SYMBOL_HALTED",
  internal: "INTERNAL_ERROR",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The exact message of spec §8 for a missing, expired, revoked or garbage token. */
export const TOKEN_INVALID_MESSAGE = "Token is invalid";
/** The exact message of spec §4 for a good token. */
export const TOKEN_VALID_MESSAGE = "Token is valid";
