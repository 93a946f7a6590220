import type { Timeframe } from "@proparena/contracts/trading";
import { accountsQueryKey } from "../../../lib/get-accounts";
import { instrumentsQueryKey } from "../../../lib/get-instruments";

/** Query keys of the arena; socket events write into the same entries. */
export const arenaKeys = {
  all: ["arena"] as const,
  /** Shared with the dashboard (lib/get-instruments.ts). */
  instruments: () => instrumentsQueryKey,
  candles: (symbol: string, timeframe: Timeframe) =>
    [...arenaKeys.all, "candles", symbol, timeframe] as const,
  /** Shared with the dashboard (lib/get-accounts.ts). */
  accounts: () => accountsQueryKey,
  account: (accountId: string) => [...arenaKeys.all, "account", accountId] as const,
  positions: (accountId: string) => [...arenaKeys.all, "positions", accountId] as const,
  pendingOrders: (accountId: string) => [...arenaKeys.all, "pending-orders", accountId] as const,
  trades: (accountId: string) => [...arenaKeys.all, "trades", accountId] as const,
};
