import { useMutation, useQuery } from "@tanstack/react-query";
import type { AdminIntegrityFlagRow } from "@proparena/contracts/integrity";
import { api } from "../../../lib/api";
import { apiFile } from "../../../lib/api-file";
import { saveFile } from "../../../lib/save-file";
import { adminIntegrityKeys } from "./admin-integrity-keys";

/** GET /admin/integrity/flags?search=&sort=&cursor=&limit=&kind=&status=&hold= -> one keyset page. */
export function getAdminIntegrityFlags(
  query: URLSearchParams,
): Promise<{ items: AdminIntegrityFlagRow[]; nextCursor: string | null }> {
  return api("GET /admin/integrity/flags", { query: Object.fromEntries(query) });
}

export function useAdminIntegrityFlags(query: URLSearchParams) {
  const search = query.toString();
  return useQuery({
    queryKey: adminIntegrityKeys.page(search),
    queryFn: () => getAdminIntegrityFlags(new URLSearchParams(search)),
    // A new search, filter or page keeps the rows on screen until the next ones arrive.
    placeholderData: (previous) => previous,
  });
}

/** GET /admin/integrity/flags.csv with the view's search, sort and filters, saved as a file. */
export async function exportAdminIntegrityFlagsCsv(query: URLSearchParams): Promise<void> {
  const file = await apiFile("GET /admin/integrity/flags.csv", {
    query: Object.fromEntries(query),
    accept: "text/csv",
  });
  saveFile(file.blob, file.filename ?? "integrity-flags.csv");
}

export function useExportAdminIntegrityFlagsCsv() {
  return useMutation({ mutationFn: exportAdminIntegrityFlagsCsv });
}
