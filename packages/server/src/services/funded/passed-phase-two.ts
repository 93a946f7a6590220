import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { accounts } from "../../db/schema";
import type { Db } from "../../db/database";

// The passed phase II accounts of a trader (or all without a funded account yet), with their
// funded successor if one is open.

const successor = alias(accounts, "successor");

/** Passed phase II accounts (newest first) with the funded account each opened, if any. */
export async function passedPhaseTwo(db: Db, userId?: string) {
  return db
    .select({
      id: accounts.id,
      userId: accounts.userId,
      plan: accounts.plan,
      endedAt: accounts.endedAt,
      fundedId: successor.id,
    })
    .from(accounts)
    .leftJoin(successor, eq(successor.previousAccountId, accounts.id))
    .where(
      and(
        eq(accounts.phase, "phase2"),
        eq(accounts.status, "passed"),
        userId ? eq(accounts.userId, userId) : isNull(successor.id),
      ),
    )
    .orderBy(desc(sql`coalesce(${accounts.endedAt}, ${accounts.createdAt})`));
}
