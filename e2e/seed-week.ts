import { randomUUID } from "node:crypto";
import path from "node:path";
import { createAccount } from "@proparena/domain/engine/account";
import { purchaseLines } from "@proparena/domain/ledger/ledger";
import { openDatabase } from "@proparena/server/db/database";
import { accounts, ledgerEntries, users } from "@proparena/server/db/schema";
import { accountToRow } from "@proparena/server/trading/record-mappers";
import { eq } from "drizzle-orm";

/**
 * Written while the server is down (its data directory): the trader with `email` has a 100K
 * funded account opened at `accountAt` (that made $1,000 unless `balanceCents` says otherwise),
 * and someone bought a $200,000 challenge
 * ($788.00) at `purchaseAt`. The payout tests' week to settle.
 */
export async function seedProfitableWeek(
  dataDir: string,
  email: string,
  times: { accountAt: number; purchaseAt: number },
  /** The account's balance: $1,000 above its start unless said (a test that trades says flat). */
  balanceCents = 10_100_000,
): Promise<void> {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  const funded = createAccount({
    id: randomUUID(),
    planId: "100K",
    phase: "funded",
    ownerId: user!.id,
    time: times.accountAt,
  });
  if (!funded.ok) throw new Error(funded.reason);
  await database.db.insert(accounts).values({ ...accountToRow(funded.value), balanceCents });
  const txnId = randomUUID();
  await database.db.insert(ledgerEntries).values(
    purchaseLines(78_800).map((line) => ({
      txnId,
      account: line.account,
      amountCents: line.amount,
      ref: `purchase:${randomUUID()}`,
      createdAt: new Date(times.purchaseAt),
    })),
  );
  await database.close();
}
