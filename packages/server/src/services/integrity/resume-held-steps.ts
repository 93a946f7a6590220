import { and, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { accounts } from "../../db/schema";
import { openFundedAccountsIfReady } from "../funded/open-funded-accounts-if-ready";
import type { ServiceContext } from "../service-context";
import type { FlagRow } from "./flag-views";
import { holdingFlags } from "./integrity-holds";

const successor = alias(accounts, "successor");

/**
 * After a flag is decided cleared or warning (on the leader): the passes it held open their next
 * account, for each passed account of the flag (its account, or all of the person's for a flag on
 * the person) that no other flag holds: phase II at once after phase I, the funded account when
 * KYC and the agreement are done. Answers the accounts opened.
 */
export async function resumeHeldPasses(ctx: ServiceContext, flag: FlagRow): Promise<string[]> {
  const waiting = await ctx.db
    .select({ id: accounts.id, phase: accounts.phase })
    .from(accounts)
    .leftJoin(successor, eq(successor.previousAccountId, accounts.id))
    .where(
      and(
        eq(accounts.userId, flag.userId),
        eq(accounts.status, "passed"),
        isNull(successor.id),
        flag.accountId ? eq(accounts.id, flag.accountId) : undefined,
      ),
    );
  const opened: string[] = [];
  let funded = false;
  for (const passed of waiting) {
    if ((await holdingFlags(ctx.db, flag.userId, passed.id)).length > 0) continue;
    if (passed.phase === "phase2") {
      funded = true;
      continue;
    }
    const account = await ctx.desk.openSuccessor(passed.id);
    if (account) opened.push(account.id);
  }
  if (funded) opened.push(...(await openFundedAccountsIfReady(ctx, flag.userId)));
  return opened;
}

/** Whether a passed account's next one waits for integrity flags (the funded opener asks). */
export async function passHeld(
  ctx: Pick<ServiceContext, "db">,
  userId: string,
  accountId: string,
): Promise<boolean> {
  return (await holdingFlags(ctx.db, userId, accountId)).length > 0;
}
