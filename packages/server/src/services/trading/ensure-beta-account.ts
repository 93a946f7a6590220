import type { ServiceContext } from "../service-context";

/**
 * Every verified trader gets one free Beta account: $1,000,000, phase I rules, 1:100. Safe to
 * call again: it opens one only when the user has no account at all.
 */
export async function ensureBetaAccount(ctx: ServiceContext, userId: string): Promise<void> {
  if (ctx.desk.accountIdsOf(userId).length > 0) return;
  await ctx.desk.openAccount(userId, "BETA", "phase1");
}
