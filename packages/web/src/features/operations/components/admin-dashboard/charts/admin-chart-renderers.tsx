import { createContext, lazy, useContext } from "react";
import type { ReactNode } from "react";

/** One day's bar: a count of sign-ups, or revenue in cents. */
export interface DayValue {
  day: string;
  value: number;
}

export interface DailyBarsProps {
  /** Oldest first, one entry per day ("2025-01-06"). */
  days: readonly DayValue[];
}

export interface AdminChartRenderers {
  /** Sign-ups per day (counts). */
  signups: (props: DailyBarsProps) => ReactNode;
  /** Revenue per day (cents). */
  revenue: (props: DailyBarsProps) => ReactNode;
}

/** The canvas chart loads in its own chunk, on first render. */
const DailyHistogram = lazy(() =>
  import("./daily-histogram").then((m) => ({ default: m.DailyHistogram })),
);

const lightweightCharts: AdminChartRenderers = {
  signups: ({ days }) => <DailyHistogram days={days} unit="count" />,
  revenue: ({ days }) => <DailyHistogram days={days} unit="cents" />,
};

/**
 * What draws the admin dashboard's charts. The app uses lightweight-charts (canvas); tests,
 * where jsdom has no canvas, provide text stubs through this context.
 */
export const AdminChartsContext = createContext<AdminChartRenderers>(lightweightCharts);

export function useAdminCharts(): AdminChartRenderers {
  return useContext(AdminChartsContext);
}
