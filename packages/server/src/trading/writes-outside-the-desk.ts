import type { AdminDeleteTarget } from "@proparena/contracts/admin";
import type { Account } from "@proparena/domain/engine/account";
import type { AccountFigures } from "@proparena/domain/engine/account-acts";
import { count, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/database";
import { accounts, orders, positions, ruleDecisions, tradeHistories, users } from "../db/schema";
import { accountToRow } from "./record-mappers";

/*
 * The few writes to the trading tables (accounts, orders, positions, trade histories, rule
 * decisions) that do not go through the trading desk. Everything else changes those tables only
 * through the desk (its engine, then persist-update.ts), so the engine in memory and the database
 * always agree. Each write here is allowed for the reason written on it, and no other module
 * writes these tables. (Equity samples, written by jobs/equity-sample-job.ts, are not engine
 * state: they record what the desk reports, and the engine never reads them back.)
 */

/**
 * A paid purchase's new phase I account. Allowed because the row must commit together with the
 * payment's bookkeeping (one transaction: paid, booked and opened, or none of it); the desk takes
 * the account in after the commit (`TradingDesk.adopt`), writing nothing.
 */
export async function insertPaidAccount(tx: Tx, account: Account): Promise<void> {
  await tx.insert(accounts).values(accountToRow(account));
}

/**
 * The week's paid-out profit taken off a winner's balance at settlement. Allowed because the
 * settlement runs inside `TradingDesk.changeOutside` (the engine paused, then rebuilt from the
 * database) and must commit with the week's credits and ledger entries.
 */
export async function takePaidOutProfit(tx: Tx, accountId: string, profit: number): Promise<void> {
  await tx
    .update(accounts)
    .set({
      balanceCents: sql`${accounts.balanceCents} - ${profit}`,
      dayStartBalanceCents: sql`${accounts.dayStartBalanceCents} - ${profit}`,
    })
    .where(eq(accounts.id, accountId));
}

/**
 * A funded account's scaling step at settlement: its new figures, with the decision (outcome
 * "scaling") that explains the balance. Allowed for the same reason as `takePaidOutProfit`:
 * inside the settlement's transaction, with the desk paused and rebuilt after.
 */
export async function recordScalingStep(
  tx: Tx,
  accountId: string,
  after: AccountFigures,
  evidence: object,
  now: Date,
): Promise<void> {
  await tx
    .update(accounts)
    .set({
      startingBalanceCents: after.startingBalance,
      balanceCents: after.balance,
      dayStartBalanceCents: after.dayStartBalance,
      highestEodBalanceCents: after.highestEodBalance,
    })
    .where(eq(accounts.id, accountId));
  await tx
    .insert(ruleDecisions)
    .values({ accountId, rule: "scaling", outcome: "scaling", evidence, time: now });
}

export type DeleteCounts = Record<string, number>;

async function countRows(
  tx: Tx,
  table: typeof orders | typeof positions | typeof tradeHistories | typeof accounts,
): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/**
 * The admin's bulk deletes (`/api/admin/delete-*`), with everything that goes with them counted.
 * Allowed because they run inside `TradingDesk.changeOutside` (the engine paused, then rebuilt
 * from the database); deleting traders removes their accounts by cascade, so it is here too.
 */
export const deleteTradingRecords: Record<AdminDeleteTarget, (tx: Tx) => Promise<DeleteCounts>> = {
  positions: async (tx) => ({
    positions: (await tx.delete(positions).returning({ id: positions.id })).length,
  }),
  orders: async (tx) => ({
    orders: (await tx.delete(orders).returning({ id: orders.id })).length,
  }),
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
