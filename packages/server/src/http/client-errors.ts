import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers too large, a broken
 * request line) answered in the API's {message, code} shape, then the connection closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const timeout = error.code === "ERR_HTTP_REQUEST_TIMEOUT";
  const status = tooLarge ? 431 : timeout ? 408 : 400;
  const body = JSON.stringify({
    message: tooLarge
      ? "The request's headers are too large."
      : timeout
        ? "The request took too long to arrive."
        : "The request is not valid HTTP.",
    code: ERROR_CODES.badRequest,
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      "Content-Type: application/json; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "Connection: close\r\n\r\n" +
      body,
  );
}

/**
 * What Fastify's router refuses before any route runs (its `frameworkErrors`): a path whose
 * percent-encoding does not decode (`/api/%`, `/api/users/%E0%A4%A`) is a 400, a path segment
 * longer than any id a 414, both in the API's {message, code} shape. The path is not echoed.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
  return reply
    .status(tooLong ? 414 : 400)
    .header("content-type", "application/json; charset=utf-8")
    .send({
      message: tooLong
        ? "A part of the address is too long to name anything."
        : "The address is not valid: it has a broken percent-encoding.",
      code: ERROR_CODES.badRequest,
    });
}
