import { DashboardPlaceholder } from "../components/dashboard-placeholder";

export function KycPage() {
  return (
    <DashboardPlaceholder
      title="KYC"
      description="Identity verification, required before a funded account and any payout."
      comingSoon="Identity checks start when funded accounts open. Nothing is asked of you yet."
    />
  );
}
