import type { TwoFactorStatus } from "@proparena/contracts/two-factor";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { recoveryCodes } from "../../db/schema";
import type { UserRow } from "../auth/public-user";

export async function twoFactorStatus(db: Db | Tx, user: UserRow): Promise<TwoFactorStatus> {
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  const enabled = user.totpSecret !== null && user.totpEnabledAt !== null;
  return {
    enabled,
    enabledAt: enabled ? user.totpEnabledAt!.toISOString() : null,
    recoveryCodesLeft: enabled ? (left?.n ?? 0) : 0,
  };
}
