import { adminKeys } from "../../../lib/delete-admin-data";

/** Query keys of the integrity queue and flags, under `adminKeys.all` (DeleteAll refreshes them). */
export const adminIntegrityKeys = {
  all: [...adminKeys.all, "integrity"] as const,
  page: (query: string) => [...adminKeys.all, "integrity", "flags", query] as const,
  flag: (id: string) => [...adminKeys.all, "integrity", "flag", id] as const,
};
