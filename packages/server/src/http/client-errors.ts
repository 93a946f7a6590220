import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { ERROR_CODES } from "@proparena/contracts/error-codes";

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
