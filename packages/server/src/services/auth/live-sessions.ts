import { and, eq, gt, isNull, type SQL } from "drizzle-orm";
import { sessions } from "../../db/schema";
import type { ServiceContext } from "../service-context";

/** A user's live sessions now: not ended, not expired, and used within the idle limit. */
export function liveSessionsOf(ctx: ServiceContext, userId: string): SQL {
  const now = ctx.clock.now();
  const idleSince = new Date(now.getTime() - ctx.settings.sessionIdleHours * 3_600_000);
  return and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastUsedAt, idleSince),
  )!;
}
