import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";
import { tradeFilterSearch, type JournalFilters } from "../lib/journal-filters";

/**
 * GET /api/accounts/:id/trades.csv?symbol=&side=&from=&to= fetched with the bearer token (a
 * plain link could not send it), then saved under the server's file name.
 */
export async function exportTradesCsv(accountId: string, filters: JournalFilters): Promise<void> {
  const search = tradeFilterSearch(filters).toString();
  const file = await apiDownload(
    `/accounts/${encodeURIComponent(accountId)}/trades.csv${search ? `?${search}` : ""}`,
    "text/csv",
  );
  saveFile(file.blob, file.filename ?? `trades-${accountId}.csv`);
}

export function useExportTradesCsv(accountId: string) {
  return useMutation({
    mutationFn: (filters: JournalFilters) => exportTradesCsv(accountId, filters),
  });
}
