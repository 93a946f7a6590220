// Plain constants with no zod, so the web app can import them without the schema library.
import { REJECTION_CODES } from "./rejection-codes";

/** The API's own codes (the trading engine's rejections are in rejection-codes.ts). */
export const API_ERROR_CODES = {
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
  /** A payment provider that answered with a failure (502): nothing changed. */
  providerFailed: "PROVIDER_FAILED",
  /** An upload whose bytes are not a type its purpose accepts (or are empty). */
  fileRejected: "FILE_REJECTED",
  /** An upload over its purpose's size cap (413). */
  fileTooLarge: "FILE_TOO_LARGE",
  /** Sign-in of an account with two-factor on, without a code (401): ask for it. */
  twoFactorRequired: "TWO_FACTOR_REQUIRED",
  /** A wrong, reused or expired two-factor code in the settings (400). */
  twoFactorInvalid: "TWO_FACTOR_INVALID",
  /** A wrong, reused or expired two-factor code at sign-in (401), with `attempt` and `codesLeft`. */
  signInCodeInvalid: "SIGN_IN_CODE_INVALID",
  /** A verification link sent again carries no password: choose one to finish (400). */
  passwordRequired: "PASSWORD_REQUIRED",
  /** A sign-in attempt ended by too many wrong codes, its age or a credential event (401). */
  signInAttemptEnded: "SIGN_IN_ATTEMPT_ENDED",
  /** Too many wrong two-factor codes on the account lately: wait (429, Retry-After). */
  twoFactorDelayed: "TWO_FACTOR_DELAYED",
  /** Signing an agreement version that is no longer the current one (409). */
  agreementOutdated: "AGREEMENT_OUTDATED",
  /** Unpublishing a funded account's book: funded books are always public (422). */
  alwaysPublic: "ALWAYS_PUBLIC",
  /** Copying into an account other than one's own Beta account (422): integrity forbids it. */
  copyTargetNotBeta: "COPY_TARGET_NOT_BETA",
  /** Following or copying oneself (422). */
  ownBook: "OWN_BOOK",
  internal: "INTERNAL_ERROR",
} as const;

/**
 * Every code an API error carries: the API's own, then the trading engine's rejections. The
 * server's HTTP edge maps each to its status (packages/server/src/http/error-statuses.ts).
 */
export const ERROR_CODES = { ...API_ERROR_CODES, ...REJECTION_CODES } as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The exact message of spec §8 for a missing, expired, revoked or garbage token. */
export const TOKEN_INVALID_MESSAGE = "Token is invalid";
/** The exact message of spec §4 for a good token. */
export const TOKEN_VALID_MESSAGE = "Token is valid";
