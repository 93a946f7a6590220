import { useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "./browser-storage";

/** The browser keeps the session token in localStorage under this key (spec §3, DESIGN §3). */
export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  try {
    const value = window.localStorage.getItem(TOKEN_STORAGE_KEY);
    return value ? value : null;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): behave as signed out.
    return null;
  }
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  notify();
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } finally {
    notify();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the token too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The current token; re-renders when it is set or cleared, here or in another tab. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
