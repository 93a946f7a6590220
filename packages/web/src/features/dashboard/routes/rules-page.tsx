import { DashboardPlaceholder } from "../components/dashboard-placeholder";

export function RulesPage() {
  return (
    <DashboardPlaceholder
      title="Rules"
      description="Profit targets, daily and overall loss limits, drawdown types and leverage for every phase."
      comingSoon="The full rules table, with every figure worked out for your account size, comes from the same rules the risk engine enforces."
    />
  );
}
