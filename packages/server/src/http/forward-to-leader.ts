import type { FastifyReply, FastifyRequest } from "fastify";
import type { ClusterRole } from "../cluster/cluster-role";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { unavailable } from "../lib/http-error";

/** Marks a forwarded request, so it is never forwarded twice. */
const FORWARDED = "x-proparena-forwarded";
const MOVING = "Trading is moving to another server. Try again in a few seconds.";

/**
 * A hook for the routes only the trading desk can answer (accounts, orders, positions, admin
 * deletes). On the leading instance it does nothing; on a follower it sends the request as it
 * came (token, body, query) to the leader and relays the answer, status and all. While no
 * leader answers (one is taking over) the client gets a 503 it can retry.
 */
export function forwardToLeader(role: ClusterRole) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (role.leads) return;
    const leader = request.headers[FORWARDED] ? null : await role.leaderUrl();
    if (!leader) {
      reply.header("retry-after", "2");
      throw unavailable(MOVING);
    }
    reply.from(`${leader}${request.url}`, {
      rewriteRequestHeaders: (_req, headers) => ({ ...headers, [FORWARDED]: "1" }),
      onError: (failed) => {
        role.forgetLeader();
        void failed
          .code(503)
          .header("retry-after", "2")
          .send({ message: MOVING, code: ERROR_CODES.unavailable });
      },
    });
    return reply;
  };
}
