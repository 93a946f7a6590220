import { useState } from "react";
import type { Account } from "@proparena/contracts/trading";

export const ACTIVE_ACCOUNT_STORAGE_KEY = "proparena.arena.account";

function readStored(): string | null {
  try {
    return window.localStorage.getItem(ACTIVE_ACCOUNT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored account if it is still the trader's, else the newest active one, else the newest. */
export function pickAccount(
  accounts: readonly Account[],
  preferred: string | null,
): Account | null {
  const stored = preferred ? accounts.find((a) => a.id === preferred) : undefined;
  if (stored) return stored;
  const newestFirst = [...accounts].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return newestFirst.find((a) => a.status === "active") ?? newestFirst[0] ?? null;
}

/** The account the arena shows, remembered in localStorage across visits. */
export function useActiveAccount(accounts: readonly Account[] | undefined) {
  const [preferred, setPreferred] = useState<string | null>(readStored);
  const account = accounts ? pickAccount(accounts, preferred) : null;
  const select = (accountId: string) => {
    setPreferred(accountId);
    try {
      window.localStorage.setItem(ACTIVE_ACCOUNT_STORAGE_KEY, accountId);
    } catch {
      // Storage unavailable: the choice lasts for this visit only.
    }
  };
  return { accountId: account?.id ?? null, select };
}
