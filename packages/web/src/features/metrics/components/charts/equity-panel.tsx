import type { EquityResponse } from "@proparena/contracts/metrics";
import { ChartFrame } from "../../../../components/chart-frame";
import { ErrorState } from "../../../../components/error-state";
import { LoadingState } from "../../../../components/loading-state";
import { errorMessage } from "../../../../lib/api-client";
import { formatUsd } from "../../../../lib/format-trading";
import { useAccountEquity } from "../../requests/get-account-equity";
import { EmptyNote } from "../../../../components/metrics-section";
import { LEVEL_COLORS } from "../../../../components/charts/chart-colors";
import { EquityLegend, Swatch } from "../../../../components/charts/equity-legend";
import type { ChartLevel } from "../../../../components/charts/equity-chart-model";
import { useMetricsCharts } from "./chart-renderers";

function levelsOf(equity: EquityResponse): ChartLevel[] {
  const levels: ChartLevel[] = [
    { id: "dailyLoss", title: "Daily loss floor", cents: equity.dailyLossFloorCents },
    { id: "maxLoss", title: "Max loss floor", cents: equity.maxLossFloorCents },
  ];
  if (equity.targetBalanceCents !== null) {
    levels.push({ id: "target", title: "Target", cents: equity.targetBalanceCents });
  }
  return levels;
}

/** The balance and equity curve with today's floors and the target. */
export function EquityPanel({ accountId }: { accountId: string }) {
  const equity = useAccountEquity(accountId);
  const charts = useMetricsCharts();

  let body;
  if (equity.isPending) body = <LoadingState label="Loading the equity curve…" />;
  else if (equity.isError) {
    body = (
      <ErrorState
        title="The equity curve could not be loaded"
        message={errorMessage(equity.error)}
        onRetry={() => void equity.refetch()}
      />
    );
  } else if (equity.data.points.length === 0) {
    body = <EmptyNote>No equity history yet: the curve starts with your first trade.</EmptyNote>;
  } else {
    const levels = levelsOf(equity.data);
    body = (
      <>
        <ChartFrame className="h-64 w-full sm:h-72" label="Balance and equity over time">
          {charts.equity({ points: equity.data.points, levels })}
        </ChartFrame>
        <EquityLegend>
          {levels.map((level) => (
            <li key={level.id} className="flex items-center gap-2">
              <Swatch color={LEVEL_COLORS[level.id]} dashed /> {level.title}{" "}
              <span className="font-mono tabular-nums">{formatUsd(level.cents)}</span>
            </li>
          ))}
        </EquityLegend>
      </>
    );
  }
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-200">Balance and equity</h3>
      {body}
    </div>
  );
}
