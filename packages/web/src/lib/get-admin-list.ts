import { useQuery } from "@tanstack/react-query";
import type { AdminListName, AdminListPage } from "@proparena/contracts/admin-lists";
import { api } from "./api";
import { adminKeys } from "./delete-admin-data";

/** Query keys of the admin lists, under `adminKeys.all` so DeleteAll refreshes them too. */
export const adminListKeys = {
  list: (list: AdminListName) => [...adminKeys.all, "lists", list] as const,
  page: (list: AdminListName, query: string) => [...adminKeys.all, "lists", list, query] as const,
};

/** GET /admin/lists/<list>?search=&sort=&cursor=&limit=&<filter>= -> one keyset page. */
export function getAdminList<L extends AdminListName>(
  list: L,
  query: URLSearchParams,
): Promise<AdminListPage<L>> {
  const page = api(`GET /admin/lists/${list as AdminListName}`, {
    query: Object.fromEntries(query),
  });
  // TypeScript cannot follow the generic L through the route table: the answer is the union of
  // every list's page; the route (and its schema, which the dev/test parse applies) is list L's.
  return page as Promise<AdminListPage<L>>;
}

export function useAdminList<L extends AdminListName>(list: L, query: URLSearchParams) {
  const search = query.toString();
  return useQuery({
    queryKey: adminListKeys.page(list, search),
    queryFn: () => getAdminList(list, new URLSearchParams(search)),
    // A new search, filter or page keeps this list's rows on screen until the next ones arrive.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === list ? previous : undefined,
  });
}
