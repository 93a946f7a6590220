import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { Account } from "@proparena/contracts/trading";
import { STORAGE_KEYS } from "../../../lib/browser-storage";

export const ACTIVE_ACCOUNT_STORAGE_KEY = STORAGE_KEYS.arenaAccount;

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

function store(accountId: string) {
  try {
    window.localStorage.setItem(ACTIVE_ACCOUNT_STORAGE_KEY, accountId);
  } catch {
    // Storage unavailable: the choice lasts for this visit only.
  }
}

/**
 * The account the arena shows: the one named by `?account=` (a link from checkout or the
 * dashboard) when it is the trader's, else the one remembered in localStorage across visits.
 */
export function useActiveAccount(accounts: readonly Account[] | undefined) {
  const [params] = useSearchParams();
  const fromUrl = params.get("account");
  const [preferred, setPreferred] = useState<string | null>(() => fromUrl ?? readStored());
  const account = accounts ? pickAccount(accounts, preferred) : null;
  const urlAccountIsMine = Boolean(fromUrl && accounts?.some((a) => a.id === fromUrl));
  useEffect(() => {
    if (fromUrl && urlAccountIsMine) store(fromUrl);
  }, [fromUrl, urlAccountIsMine]);
  const select = (accountId: string) => {
    setPreferred(accountId);
    store(accountId);
  };
  return { accountId: account?.id ?? null, select };
}
