import type { FastifyReply, FastifyRequest } from "fastify";
import type { ClusterRole } from "../cluster/cluster-role";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { unavailable } from "../lib/http-error";

/** Marks a forwarded request, so it is never forwarded twice. */
const FORWARDED = "x-proparena-forwarded";
const MOVING = "Trading is moving to another server. Try again in a few seconds.";
/** The request reached the leader but no answer came back: it may or may not have been done. */
const UNKNOWN_OUTCOME =
  "The trading server stopped answering while handling this request. Check your orders and " +
  "positions before sending it again.";
/** Errors that mean the request never left this instance. */
const NEVER_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "UND_ERR_CONNECT_TIMEOUT"]);

/** reply-from wraps the network error: its own code outside, the socket's code as the cause. */
function neverSent(error: Error): boolean {
  const codes = [error, error.cause].map((e) => (e as { code?: unknown } | undefined)?.code);
  return codes.some((code) => typeof code === "string" && NEVER_SENT.has(code));
}

/**
 * A hook for the routes only the trading desk can answer (accounts, orders, positions, admin
 * deletes). On the leading instance it does nothing; on a follower it sends the request as it
 * came (token, body, query) to the leader and relays the answer, status and all. While no
 * leader answers (one is taking over) the client gets a 503 it can retry, except when a change
 * reached the leader and the answer was lost: then the 503 says to check before retrying.
 */
export function forwardToLeader(role: ClusterRole) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (role.leads) return;
    const leader = request.headers[FORWARDED] ? null : await role.leaderUrl();
    if (!leader) {
      reply.header("retry-after", "2");
      throw unavailable(MOVING);
    }
    // A raw body (a signed webhook) goes on byte for byte: reply-from would re-encode it as JSON.
    const raw = Buffer.isBuffer(request.body)
      ? { body: request.body, contentType: request.headers["content-type"] ?? "application/json" }
      : {};
    reply.from(`${leader}${request.url}`, {
      ...raw,
      rewriteRequestHeaders: (_req, headers) => ({ ...headers, [FORWARDED]: "1" }),
      onError: (failed, { error }) => {
        role.forgetLeader();
        // Reads are safe to repeat; a change whose request reached the leader may have happened.
        const safe = request.method === "GET" || neverSent(error);
        void failed
          .code(503)
          .header("retry-after", "2")
          .send({ message: safe ? MOVING : UNKNOWN_OUTCOME, code: ERROR_CODES.unavailable });
      },
    });
    return reply;
  };
}
