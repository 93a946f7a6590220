import type { UseMutationResult } from "@tanstack/react-query";
import { errorMessage } from "../lib/api-client";
import { BusyButton } from "./busy-button";

/** "Export CSV": runs `exportCsv` (a download) with `query`, and says so if it failed. */
export function ExportCsvButton<T, Q>({
  exportCsv,
  query,
}: {
  exportCsv: UseMutationResult<T, Error, Q>;
  query: Q;
}) {
  return (
    <div className="flex flex-col items-end gap-1">
      <BusyButton
        onClick={() => exportCsv.mutate(query)}
        busy={exportCsv.isPending}
        label="Export CSV"
        busyLabel="Preparing CSV…"
      />
      {exportCsv.isError && (
        <p role="alert" className="text-xs text-rose-300">
          Export failed: {errorMessage(exportCsv.error)}
        </p>
      )}
    </div>
  );
}
