import type { Certificate } from "@proparena/contracts/certificates";
import { and, eq } from "drizzle-orm";
import { accounts, payoutCredits, payoutWeeks, ruleDecisions, users } from "../../db/schema";
import { isUuid } from "../../lib/is-uuid";
import type { ServiceContext } from "../service-context";
import { passCertificate, passSelect, payoutCertificate, payoutSelect } from "./certificate-views";

/** A certificate by its id (public), or null. */
export async function certificateById(
  ctx: ServiceContext,
  id: string,
): Promise<Certificate | null> {
  if (!isUuid(id)) return null;
  const [pass] = await ctx.db
    .select(passSelect)
    .from(ruleDecisions)
    .innerJoin(accounts, eq(accounts.id, ruleDecisions.accountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(ruleDecisions.id, id), eq(ruleDecisions.outcome, "pass")));
  if (pass) return passCertificate(ctx, pass);
  const [payout] = await ctx.db
    .select(payoutSelect)
    .from(payoutCredits)
    .innerJoin(payoutWeeks, eq(payoutWeeks.weekKey, payoutCredits.weekKey))
    .leftJoin(accounts, eq(accounts.id, payoutCredits.accountId))
    .leftJoin(users, eq(users.id, payoutCredits.userId))
    .where(and(eq(payoutCredits.id, id), eq(payoutCredits.kind, "payout")));
  return payout ? payoutCertificate(ctx, payout) : null;
}
