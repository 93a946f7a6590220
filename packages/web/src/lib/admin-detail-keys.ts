import { adminKeys } from "./delete-admin-data";

/**
 * Query keys of the admin detail pages. They sit under `adminKeys.all`, so anything that
 * invalidates the admin data (DeleteAll) refreshes them too.
 */
export const adminDetailKeys = {
  user: (id: string) => [...adminKeys.all, "user", id] as const,
  account: (id: string) => [...adminKeys.all, "account", id] as const,
  record: (kind: string, id: string) => [...adminKeys.all, "record", kind, id] as const,
};
