import { buttonClass } from "../../../../../components/button-styles";
import { errorMessage } from "../../../../../lib/api-client";
import { useExportTradesCsv } from "../../../api/export-trades-csv";
import type { JournalFilters } from "../../../lib/journal-filters";

/** Downloads the journal, as filtered, as a CSV file. */
export function ExportCsvButton({
  accountId,
  filters,
}: {
  accountId: string;
  filters: JournalFilters;
}) {
  const exportCsv = useExportTradesCsv(accountId);
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={() => exportCsv.mutate(filters)}
        disabled={exportCsv.isPending}
        className={buttonClass("secondary", "sm")}
      >
        {exportCsv.isPending ? "Preparing CSV…" : "Export CSV"}
      </button>
      {exportCsv.isError && (
        <p role="alert" className="text-xs text-rose-300">
          Export failed: {errorMessage(exportCsv.error)}
        </p>
      )}
    </div>
  );
}
