import { useMutation } from "@tanstack/react-query";
import type { AdminListName } from "@proparena/contracts/admin-lists";
import { apiFile } from "./api-file";
import { saveFile } from "./save-file";

/**
 * GET /admin/lists/<list>.csv?<search, sort, filters> fetched with the bearer token (a plain
 * link could not send it), then saved under the server's file name.
 */
export async function exportAdminListCsv(list: AdminListName, query: URLSearchParams) {
  const file = await apiFile(`GET /admin/lists/${list}.csv`, {
    query: Object.fromEntries(query),
    accept: "text/csv",
  });
  saveFile(file.blob, file.filename ?? `${list}.csv`);
}

export function useExportAdminListCsv(list: AdminListName) {
  return useMutation({
    mutationFn: (query: URLSearchParams) => exportAdminListCsv(list, query),
  });
}
