import { randomUUID } from "node:crypto";
import { createAccount } from "@proparena/domain/engine/account";
import { eq } from "drizzle-orm";
import { accounts, users } from "../db/schema";
import { accountToRow } from "../trading/record-mappers";
import type { TestServer } from "./test-server";

/**
 * A 100K funded account for the trader with `email`, written as an operator's opening writes it
 * and adopted by the desk (the payout tests' way to a funded account without passing phases).
 */
export async function fundedAccount(
  server: TestServer,
  email: string,
  timeZone = "UTC",
): Promise<string> {
  const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
  const account = createAccount({
    id: randomUUID(),
    planId: "100K",
    phase: "funded",
    ownerId: user!.id,
    time: server.clock.now().getTime(),
    timeZone,
  });
  if (!account.ok) throw new Error(account.reason);
  await server.database.db.insert(accounts).values(accountToRow(account.value));
  await server.ctx.desk.adopt(account.value);
  return account.value.id;
}
