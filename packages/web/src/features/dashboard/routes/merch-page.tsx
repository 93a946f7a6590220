import { DashboardPlaceholder } from "../components/dashboard-placeholder";

export function MerchPage() {
  return (
    <DashboardPlaceholder
      title="Merch"
      description="Gear for traders who made it."
      comingSoon="The merch store has not opened yet."
    />
  );
}
