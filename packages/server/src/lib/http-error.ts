import { ERROR_CODES, type ErrorCode } from "@proparena/contracts/error-codes";

/**
 * An error a service (or the desk) raises on purpose: a code, a message and what the answer
 * adds. It names no status: the HTTP edge answers with the status its code maps to
 * (http/error-statuses.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field-level problems, as schema validation reports them. */
    readonly issues?: { path: string; message: string }[],
    /** More fields of the answer (the route's error schema names them) and its headers. */
    readonly extra?: {
      body?: Record<string, string | number>;
      headers?: Record<string, string>;
    },
  ) {
    super(message);
  }
}

/** A refusal about one field, shaped like a schema validation error so forms show it at the field. */
export const fieldInvalid = (path: string, message: string) =>
  new HttpError(ERROR_CODES.validation, message, [{ path, message }]);

export const badRequest = (message: string, code: ErrorCode = ERROR_CODES.badRequest) =>
  new HttpError(code, message);
export const notFound = (message = "Not found") => new HttpError(ERROR_CODES.notFound, message);
export const conflict = (message: string) => new HttpError(ERROR_CODES.conflict, message);
export const forbidden = (message = "You are not allowed to do this") =>
  new HttpError(ERROR_CODES.forbidden, message);
export const unavailable = (message: string) => new HttpError(ERROR_CODES.unavailable, message);
