import type { Timeframe } from "@proparena/contracts/trading";

/** Query keys of the arena; socket events write into the same entries. */
export const arenaKeys = {
  all: ["arena"] as const,
  instruments: () => [...arenaKeys.all, "instruments"] as const,
  candles: (symbol: string, timeframe: Timeframe) =>
    [...arenaKeys.all, "candles", symbol, timeframe] as const,
  accounts: () => [...arenaKeys.all, "accounts"] as const,
  account: (accountId: string) => [...arenaKeys.all, "account", accountId] as const,
  positions: (accountId: string) => [...arenaKeys.all, "positions", accountId] as const,
  pendingOrders: (accountId: string) => [...arenaKeys.all, "pending-orders", accountId] as const,
  trades: (accountId: string) => [...arenaKeys.all, "trades", accountId] as const,
};
