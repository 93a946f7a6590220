import { DashboardPlaceholder } from "../components/dashboard-placeholder";

export function MetricsPage() {
  return (
    <DashboardPlaceholder
      title="Metrics"
      description="Performance of your accounts: equity curve, win rate, drawdown and daily loss against the rules."
      comingSoon="Metrics are computed from real fills and appear once you have traded in an account."
    />
  );
}
