import { ChartFrame } from "../../../../components/chart-frame";
import { ErrorState } from "../../../../components/error-state";
import { LoadingState } from "../../../../components/loading-state";
import { errorMessage } from "../../../../lib/api-client";
import { useAccountDaily } from "../../requests/get-account-daily";
import { EmptyNote } from "../../../../components/metrics-section";
import { useMetricsCharts } from "./chart-renderers";
import { DailyTable } from "./daily-table";

/** Each day's P&L as a green/red histogram, with the same figures as a table. */
export function DailyPnlPanel({ accountId }: { accountId: string }) {
  const daily = useAccountDaily(accountId);
  const charts = useMetricsCharts();

  let body;
  if (daily.isPending) body = <LoadingState label="Loading the daily results…" />;
  else if (daily.isError) {
    body = (
      <ErrorState
        title="The daily results could not be loaded"
        message={errorMessage(daily.error)}
        onRetry={() => void daily.refetch()}
      />
    );
  } else if (daily.data.days.length === 0) {
    body = <EmptyNote>No trading days yet.</EmptyNote>;
  } else {
    body = (
      <>
        <ChartFrame className="h-64 w-full sm:h-72" label="Daily profit and loss">
          {charts.dailyPnl({ days: daily.data.days })}
        </ChartFrame>
        <DailyTable days={daily.data.days} />
      </>
    );
  }
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-200">Daily P&amp;L</h3>
      {body}
    </div>
  );
}
