import type { JournalFilters } from "./journal-filters";

/** Query keys of one account's metrics; invalidating `account(id)` refreshes every section. */
export const metricsKeys = {
  account: (accountId: string) => ["account-metrics", accountId] as const,
  summary: (accountId: string) => [...metricsKeys.account(accountId), "summary"] as const,
  equity: (accountId: string) => [...metricsKeys.account(accountId), "equity"] as const,
  daily: (accountId: string) => [...metricsKeys.account(accountId), "daily"] as const,
  decisions: (accountId: string) => [...metricsKeys.account(accountId), "decisions"] as const,
  certificates: (accountId: string) => [...metricsKeys.account(accountId), "certificates"] as const,
  trades: (accountId: string, filters: JournalFilters) =>
    [...metricsKeys.account(accountId), "trades", filters] as const,
};

/** How often the open metrics page refetches its figures. */
export const METRICS_REFRESH_MS = 15_000;
