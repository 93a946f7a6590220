import type { TradingDesk } from "../trading/desk/trading-desk";

/**
 * Opens `count` 5K accounts for `userId`, each holding a market buy of `volume` EURUSD lots:
 * the crowd a crash breaches (1 lot loses $300 on 30 pips, past the 5K's $250 daily loss).
 * Answers their ids, in the order opened.
 */
export async function eurusdHolders(
  desk: TradingDesk,
  userId: string,
  count: number,
  volume = 1,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const account = await desk.openAccount(userId, "5K");
    await desk.placeOrder(account.id, { symbol: "EURUSD", side: "buy", type: "market", volume });
    ids.push(account.id);
  }
  return ids;
}
