import { RecordChartFrame } from "../../features/accounts/components/record/record-chart-frame";
import { useRecordCharts } from "../../features/accounts/components/record/record-chart-renderers";
import { AdminIntegrityFlagPage } from "../../features/integrity/routes/admin-integrity-flag-page";

/**
 * /admin/integrity/:id — the flag's page, its evidence trades drawn by the back office's record
 * chart (one-minute candles with markers; lazy, canvas). Composed here because a feature does
 * not import another.
 */
export function AdminIntegrityFlagRoute() {
  const charts = useRecordCharts();
  return (
    <AdminIntegrityFlagPage
      renderChart={(props) => (
        <RecordChartFrame label={`${props.symbol} candles with the evidence trades marked`}>
          {charts.candles(props)}
        </RecordChartFrame>
      )}
    />
  );
}
