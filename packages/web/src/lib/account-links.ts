import type { Account } from "@proparena/contracts/trading";

/** /dashboard/metrics/{userid}/{accountid} (spec §2). */
export function metricsPath(userId: string, accountId: string): string {
  return `/dashboard/metrics/${encodeURIComponent(userId)}/${encodeURIComponent(accountId)}`;
}

/** The arena with this account selected (the arena reads `?account=`). */
export function arenaPath(accountId: string): string {
  return `/trading/arena?account=${encodeURIComponent(accountId)}`;
}

/** The trader's newest account (by opening time), or null. */
export function newestAccount(accounts: readonly Account[]): Account | null {
  return [...accounts].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
}

/** "Total P&L": closed balance against the start; "Open P&L": equity against the balance. */
export function accountPnl(account: Account) {
  return {
    totalCents: account.balanceCents - account.startingBalanceCents,
    openCents: account.equityCents - account.balanceCents,
  };
}
