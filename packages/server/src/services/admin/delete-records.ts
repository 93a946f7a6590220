import type { AdminDeleteTarget } from "@proparena/contracts/admin";
import { count, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { accounts, orders, positions, tradeHistories, users } from "../../db/schema";
import type { UserRow } from "../auth/public-user";
import { forgetCachedSessions } from "../auth/sessions";
import { writeAuditEntry } from "../audit/write-audit-entry";

export type DeleteCounts = Record<string, number>;

async function countRows(
  tx: Tx,
  table: typeof orders | typeof positions | typeof tradeHistories | typeof accounts,
): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** What each target deletes, with everything that goes with it counted. */
const deleters: Record<AdminDeleteTarget, (tx: Tx) => Promise<DeleteCounts>> = {
  positions: async (tx) => ({
    positions: (await tx.delete(positions).returning({ id: positions.id })).length,
  }),
  orders: async (tx) => ({ orders: (await tx.delete(orders).returning({ id: orders.id })).length }),
  "trade-histories": async (tx) => ({
    tradeHistories: (await tx.delete(tradeHistories).returning({ id: tradeHistories.id })).length,
  }),
  accounts: async (tx) => {
    // Orders, positions and trade histories of an account go with it (ON DELETE CASCADE).
    const dependants = {
      orders: await countRows(tx, orders),
      positions: await countRows(tx, positions),
      tradeHistories: await countRows(tx, tradeHistories),
    };
    const deleted = await tx.delete(accounts).returning({ id: accounts.id });
    return { accounts: deleted.length, ...dependants };
  },
  users: async (tx) => {
    // Admins are never deleted; traders' sessions, tokens and accounts cascade.
    const traders = tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, false));
    const [owned] = await tx
      .select({ n: count() })
      .from(accounts)
      .where(inArray(accounts.userId, traders));
    const deleted = await tx
      .delete(users)
      .where(eq(users.isAdmin, false))
      .returning({ id: users.id });
    return { users: deleted.length, accounts: owned?.n ?? 0 };
  },
};

/** Runs one admin delete action and records it in the audit log, in one transaction. */
export async function deleteRecords(
  db: Db,
  actor: UserRow,
  target: AdminDeleteTarget,
): Promise<DeleteCounts> {
  const deleted = await db.transaction(async (tx) => {
    const deleted = await deleters[target](tx);
    await writeAuditEntry(tx, { actor, action: `delete-${target}`, details: { deleted } });
    return deleted;
  });
  // Deleted traders' sessions must stop working now, not when the session cache expires.
  if (target === "users") forgetCachedSessions();
  return deleted;
}
