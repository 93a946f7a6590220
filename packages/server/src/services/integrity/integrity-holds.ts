import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { integrityFlags } from "../../db/schema";
import { PENDING_STATUSES, type FlagRow } from "./flag-views";

/**
 * The flags that hold an account's next phase and payouts now: the account's own holding flags
 * and its owner's holding flags on the person (multi-account). Without `accountId`, every
 * holding flag of the person (their payouts are the person's).
 */
export async function holdingFlags(
  db: Db | Tx,
  userId: string,
  accountId?: string,
): Promise<FlagRow[]> {
  return db
    .select()
    .from(integrityFlags)
    .where(
      and(
        eq(integrityFlags.userId, userId),
        eq(integrityFlags.hold, true),
        inArray(integrityFlags.status, [...PENDING_STATUSES]),
        accountId
          ? or(eq(integrityFlags.accountId, accountId), isNull(integrityFlags.accountId))
          : undefined,
      ),
    );
}

/** Every holding flag (the monitor's hold set at start). */
export async function allHoldingFlags(db: Db): Promise<FlagRow[]> {
  return db
    .select()
    .from(integrityFlags)
    .where(
      and(eq(integrityFlags.hold, true), inArray(integrityFlags.status, [...PENDING_STATUSES])),
    );
}
