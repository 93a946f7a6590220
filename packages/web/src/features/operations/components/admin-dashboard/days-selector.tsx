import { useSearchParams } from "react-router";
import { focusRing } from "../../../../components/button-styles";

export const DASHBOARD_DAYS = [7, 30, 90] as const;
export type DashboardDays = (typeof DASHBOARD_DAYS)[number];
const DEFAULT_DAYS: DashboardDays = 30;

/** The period in the URL (?days=7|30|90); anything else is the default, 30. */
export function readDays(params: URLSearchParams): DashboardDays {
  const value = Number(params.get("days"));
  return DASHBOARD_DAYS.find((days) => days === value) ?? DEFAULT_DAYS;
}

/** The period the dashboard covers, kept in the query string so a link or reload keeps it. */
export function useDashboardDays(): [DashboardDays, (days: DashboardDays) => void] {
  const [params, setParams] = useSearchParams();
  const set = (days: DashboardDays) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("days", String(days));
        return next;
      },
      { replace: true },
    );
  return [readDays(params), set];
}

export function DaysSelector({
  days,
  onChange,
}: {
  days: DashboardDays;
  onChange: (days: DashboardDays) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Period"
      className="inline-flex rounded-lg border border-slate-700 bg-slate-900 p-0.5"
    >
      {DASHBOARD_DAYS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === days}
          onClick={() => onChange(option)}
          className={`rounded-md px-3 py-1.5 text-sm font-medium ${focusRing} ${
            option === days
              ? "bg-brand-500 text-slate-950"
              : "text-slate-300 hover:bg-slate-800 hover:text-white"
          }`}
        >
          {option} days
        </button>
      ))}
    </div>
  );
}
