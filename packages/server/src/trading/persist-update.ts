import type { Account } from "@proparena/domain/account";
import type { EngineEvent } from "@proparena/domain/engine-events";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import {
  accounts,
  dailySnapshots,
  orders,
  positions,
  ruleDecisions,
  tradeHistories,
} from "../db/schema";
import { accountToRow, orderToRow, positionToRow, tradeToRow } from "./record-mappers";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function upsertOrder(tx: Tx, order: Parameters<typeof orderToRow>[0]) {
  const row = orderToRow(order);
  await tx.insert(orders).values(row).onConflictDoUpdate({ target: orders.id, set: row });
}

async function persistEvent(tx: Tx, event: EngineEvent): Promise<void> {
  switch (event.type) {
    case "orderAccepted":
    case "orderModified":
    case "orderCancelled":
      return upsertOrder(tx, event.order);
    case "orderFilled":
      await upsertOrder(tx, event.order);
      await tx.insert(positions).values(positionToRow(event.position));
      return;
    case "positionModified": {
      const row = positionToRow(event.position);
      await tx.update(positions).set(row).where(eq(positions.id, row.id));
      return;
    }
    case "positionClosed":
      await tx.delete(positions).where(eq(positions.id, event.position.id));
      await tx.insert(tradeHistories).values(tradeToRow(event.trade));
      return;
    case "stopOut":
    case "accountFailed":
    case "accountPassed":
      await tx.insert(ruleDecisions).values({
        accountId: "accountId" in event ? event.accountId : event.account.id,
        rule: event.evidence.rule,
        outcome: event.evidence.outcome,
        evidence: event.evidence,
        time: new Date(event.evidence.time),
      });
      return;
    case "dailyReset":
      if (event.accounts.length === 0) return;
      await tx
        .insert(dailySnapshots)
        .values(
          event.accounts.map((a) => ({
            accountId: a.accountId,
            dayKey: event.dayKey,
            time: new Date(event.time),
            balanceCents: a.balance,
            equityCents: a.equity,
            highestEodBalanceCents: a.highestEodBalance,
          })),
        )
        .onConflictDoNothing();
      return;
  }
}

/**
 * Writes what one engine call changed, in one transaction: the events in order, then the
 * final record of every account touched, then any account opened by a pass.
 */
export async function persistUpdate(
  db: Db,
  update: { events: readonly EngineEvent[]; accounts: readonly Account[] },
  created: readonly Account[] = [],
): Promise<void> {
  if (update.events.length === 0 && update.accounts.length === 0 && created.length === 0) return;
  await db.transaction(async (tx) => {
    for (const account of created) await tx.insert(accounts).values(accountToRow(account));
    for (const event of update.events) await persistEvent(tx, event);
    for (const account of update.accounts) {
      const row = accountToRow(account);
      await tx.update(accounts).set(row).where(eq(accounts.id, row.id));
    }
  });
}
