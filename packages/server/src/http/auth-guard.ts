import { ERROR_CODES, TOKEN_INVALID_MESSAGE } from "@proparena/contracts/error-codes";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError, forbidden } from "../lib/http-error";
import type { UserRow } from "../services/auth/public-user";
import { userForToken } from "../services/auth/sessions";
import type { ServiceContext } from "../services/service-context";

declare module "fastify" {
  interface FastifyRequest {
    user: UserRow | null;
    bearerToken: string | undefined;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

export const tokenInvalid = () =>
  new HttpError(401, ERROR_CODES.tokenInvalid, TOKEN_INVALID_MESSAGE);

/** preHandlers that load the signed-in user and check admin on the server. */
export function authGuards(ctx: ServiceContext) {
  const requireUser = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const user = await userForToken(ctx, token);
    if (!user) throw tokenInvalid();
    request.user = user;
    request.bearerToken = token;
  };
  const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (!request.user?.isAdmin) throw forbidden("Admins only");
  };
  return { requireUser, requireAdmin };
}

/** The user set by requireUser; a route that forgot its guard fails loudly. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw tokenInvalid();
  return request.user;
}
