import type { Db } from "../../db/database";
import { ledgerSums } from "./book-entries";

/**
 * What each pool holds now, from the ledger. The vault is everything held for traders: the
 * pools funded from the 75% of revenue, the cumulative jackpot and what traders are owed.
 */
export async function poolHoldings(db: Db) {
  const { byAccount } = await ledgerSums(db);
  return holdingsOf(byAccount);
}

/**
 * The pools from ledger accounts' sums (cash positive, pools negative): what `poolHoldings`
 * answers, for sums up to any time (the weekly history).
 */
export function holdingsOf(byAccount: ReadonlyMap<string, number>) {
  const held = (name: string) => -(byAccount.get(name) ?? 0) || 0;
  let owed = 0;
  for (const [name, sum] of byAccount) if (name.startsWith("trader_payable:")) owed -= sum;
  const pools = {
    payoutBudgetCents: held("payout_budget"),
    jackpotPoolCents: held("jackpot_pool"),
    emergencyCents: held("emergency_pool"),
    expensesCents: held("expenses_pool"),
    cumulativeJackpotCents: held("jackpot_cumulative"),
    owedToTradersCents: owed || 0,
  };
  return {
    ...pools,
    vaultCents:
      pools.payoutBudgetCents +
      pools.jackpotPoolCents +
      pools.emergencyCents +
      pools.cumulativeJackpotCents +
      held("payout_pool") +
      pools.owedToTradersCents,
  };
}
