import type { UseMutationResult } from "@tanstack/react-query";
import { errorMessage } from "../lib/api-client";
import { buttonClass } from "./button-styles";

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
      <button
        type="button"
        onClick={() => exportCsv.mutate(query)}
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
