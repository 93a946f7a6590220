import type { AccountIntegrity } from "@proparena/contracts/integrity";
import { and, desc, eq, isNull, or } from "drizzle-orm";
import { accounts, integrityFlags } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { filesByIds } from "../files/find-files-by-ids";
import type { ServiceContext } from "../service-context";
import { flagView, holdsNow } from "./flag-views";
import { integrityPolicyView } from "./integrity-policy-view";

/** The account's owner, or 404 for anyone else (an unknown id answers the same). */
export async function ownAccount(ctx: ServiceContext, userId: string, accountId: string) {
  const [row] = isUuid(accountId)
    ? await ctx.db
        .select({ id: accounts.id, userId: accounts.userId })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)))
    : [];
  if (!row) throw notFound("Account not found");
  return row;
}

/**
 * GET /api/accounts/:id/integrity: the owner's flags on the account and on themselves (newest
 * first), what they hold now, and the policy they were raised under. Detection runs first, so a
 * trade closed a moment ago is judged.
 */
export async function readAccountIntegrity(
  ctx: ServiceContext,
  userId: string,
  accountId: string,
): Promise<AccountIntegrity> {
  await ownAccount(ctx, userId, accountId);
  await ctx.integrity.flush();
  const rows = await ctx.db
    .select()
    .from(integrityFlags)
    .where(
      and(
        eq(integrityFlags.userId, userId),
        or(eq(integrityFlags.accountId, accountId), isNull(integrityFlags.accountId)),
      ),
    )
    .orderBy(desc(integrityFlags.updatedAt), desc(integrityFlags.id));
  const files = await filesByIds(
    ctx.db,
    rows.flatMap((r) => r.appealAttachments ?? []),
  );
  const holding = rows.filter(holdsNow);
  return {
    flags: rows.map((row) => flagView(row, files)),
    holds: {
      phasePass: holding.length > 0,
      payouts: holding.length > 0,
      flagIds: holding.map((r) => r.id),
    },
    policy: integrityPolicyView(),
  };
}
