import type { ReactNode } from "react";
import { formatCents } from "../../../lib/format-money";
import {
  AdminChartsContext,
  type AdminChartRenderers,
} from "../components/admin-dashboard/charts/admin-chart-renderers";

/** Stands in for the canvas charts (jsdom has no canvas): what they would draw, as text. */
const stubCharts: AdminChartRenderers = {
  signups: ({ days }) => (
    <p data-testid="signups-chart-stub">
      Sign-up bars: {days.map((day) => `${day.day} ${day.value}`).join(", ")}
    </p>
  ),
  revenue: ({ days }) => (
    <p data-testid="revenue-chart-stub">
      Revenue bars: {days.map((day) => `${day.day} ${formatCents(day.value)}`).join(", ")}
    </p>
  ),
};

/** A `renderApp` wrapper that swaps the admin dashboard's charts for the stubs. */
export function StubAdminCharts({ children }: { children: ReactNode }) {
  return <AdminChartsContext.Provider value={stubCharts}>{children}</AdminChartsContext.Provider>;
}
