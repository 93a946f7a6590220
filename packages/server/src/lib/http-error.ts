import { ERROR_CODES, type ErrorCode } from "@proparena/contracts/error-codes";

/** An error a service raises on purpose; the HTTP layer answers with its status and body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
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

/** A 400 about one field, shaped like a schema validation error so forms show it at the field. */
export const fieldInvalid = (path: string, message: string) =>
  new HttpError(400, ERROR_CODES.validation, message, [{ path, message }]);

export const badRequest = (message: string, code: ErrorCode = ERROR_CODES.badRequest) =>
  new HttpError(400, code, message);
export const notFound = (message = "Not found") =>
  new HttpError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string) => new HttpError(409, ERROR_CODES.conflict, message);
export const forbidden = (message = "You are not allowed to do this") =>
  new HttpError(403, ERROR_CODES.forbidden, message);
export const unavailable = (message: string) =>
  new HttpError(503, ERROR_CODES.unavailable, message);
