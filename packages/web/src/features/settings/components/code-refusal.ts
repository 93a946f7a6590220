import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { isApiRequestError } from "../../../lib/api-client";
import { issueFieldErrors, refusedAtField, type FieldErrors } from "../../../lib/zod-field-errors";

/** A 429 TWO_FACTOR_DELAYED: too many wrong codes on the account lately, codes wait. */
function codesWait(error: unknown): error is Error {
  return isApiRequestError(error) && error.code === ERROR_CODES.twoFactorDelayed;
}

/**
 * A refusal of a form that takes a two-factor code, by field: the server's issues, and a
 * wait for codes (429 TWO_FACTOR_DELAYED, which names no field) at the code field.
 */
export function codeFormErrors<K extends string>(error: unknown): FieldErrors<K | "code"> {
  if (codesWait(error)) return { code: error.message } as FieldErrors<K | "code">;
  return isApiRequestError(error) ? issueFieldErrors<K | "code">(error.issues) : {};
}

/**
 * Whether that refusal is shown at one of `fields` (a wait at "code", when the form has one)
 * rather than in an alert.
 */
export function codeFormRefusedAtField(error: unknown, fields: readonly string[]): boolean {
  return (fields.includes("code") && codesWait(error)) || refusedAtField(error, fields);
}
