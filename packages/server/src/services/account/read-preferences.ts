import { DEFAULT_PREFERENCES, type Preferences } from "@proparena/contracts/account-settings";

/** The stored preferences over the defaults (a key never set takes its default). */
export function preferencesOf(stored: Record<string, boolean> | null | undefined): Preferences {
  const out = { ...DEFAULT_PREFERENCES };
  for (const key of Object.keys(out) as (keyof Preferences)[]) {
    if (typeof stored?.[key] === "boolean") out[key] = stored[key];
  }
  return out;
}
