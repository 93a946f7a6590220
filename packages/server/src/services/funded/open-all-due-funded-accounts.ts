import type { ServiceContext } from "../service-context";
import { passedPhaseTwo } from "./passed-phase-two";
import { openFundedAccountsIfReady } from "./open-funded-accounts-if-ready";

/** Every trader whose funded account is due (a leader starting catches what a crash left). */
export async function openAllDueFundedAccounts(ctx: ServiceContext): Promise<number> {
  const due = await passedPhaseTwo(ctx.db);
  let opened = 0;
  for (const userId of new Set(due.map((row) => row.userId))) {
    opened += (await openFundedAccountsIfReady(ctx, userId)).length;
  }
  return opened;
}
