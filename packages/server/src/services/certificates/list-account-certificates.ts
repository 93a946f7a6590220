import type { Certificate } from "@proparena/contracts/certificates";
import { and, desc, eq } from "drizzle-orm";
import { accounts, payoutCredits, payoutWeeks, ruleDecisions, users } from "../../db/schema";
import type { ServiceContext } from "../service-context";
import { passCertificate, passSelect, payoutCertificate, payoutSelect } from "./certificate-views";

/** Every certificate an account earned, newest first. */
export async function certificatesOfAccount(
  ctx: ServiceContext,
  accountId: string,
): Promise<Certificate[]> {
  const passes = await ctx.db
    .select(passSelect)
    .from(ruleDecisions)
    .innerJoin(accounts, eq(accounts.id, ruleDecisions.accountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(ruleDecisions.accountId, accountId), eq(ruleDecisions.outcome, "pass")));
  const payouts = await ctx.db
    .select(payoutSelect)
    .from(payoutCredits)
    .innerJoin(payoutWeeks, eq(payoutWeeks.weekKey, payoutCredits.weekKey))
    .leftJoin(accounts, eq(accounts.id, payoutCredits.accountId))
    .leftJoin(users, eq(users.id, payoutCredits.userId))
    .where(and(eq(payoutCredits.accountId, accountId), eq(payoutCredits.kind, "payout")))
    .orderBy(desc(payoutWeeks.settledAt));
  return [
    ...passes.map((p) => passCertificate(ctx, p)),
    ...payouts.map((p) => payoutCertificate(ctx, p)),
  ].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
}
