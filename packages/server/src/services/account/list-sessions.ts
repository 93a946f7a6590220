import type { SessionsResponse } from "@proparena/contracts/account-settings";
import { desc } from "drizzle-orm";
import { sessions } from "../../db/schema";
import { hashToken } from "../../lib/secret-token";
import { liveSessionsOf } from "../auth/live-sessions";
import type { ServiceContext } from "../service-context";

/** The trader's live sessions (not ended, expired or idle too long): the current one first. */
export async function listSessions(
  ctx: ServiceContext,
  userId: string,
  currentToken: string,
): Promise<SessionsResponse> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(liveSessionsOf(ctx, userId))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  const current = hashToken(currentToken);
  const listed = rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    userAgent: r.userAgent,
    ip: r.ip,
    current: r.tokenHash === current,
  }));
  return { sessions: [...listed.filter((s) => s.current), ...listed.filter((s) => !s.current)] };
}
