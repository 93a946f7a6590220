import { useMutation } from "@tanstack/react-query";
import { apiFile } from "../../../lib/api-file";
import { saveFile } from "../../../lib/save-file";
import { toTradeFilters, type JournalFilters } from "../lib/journal-filters";

/**
 * GET /accounts/:id/trades.csv?symbol=&side=&from=&to= fetched with the bearer token (a
 * plain link could not send it), then saved under the server's file name.
 */
export async function exportTradesCsv(accountId: string, filters: JournalFilters): Promise<void> {
  const file = await apiFile("GET /accounts/:id/trades.csv", {
    params: { id: accountId },
    query: toTradeFilters(filters),
    accept: "text/csv",
  });
  saveFile(file.blob, file.filename ?? `trades-${accountId}.csv`);
}

export function useExportTradesCsv(accountId: string) {
  return useMutation({
    mutationFn: (filters: JournalFilters) => exportTradesCsv(accountId, filters),
  });
}
