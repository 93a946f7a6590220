import { DashboardPlaceholder } from "../components/dashboard-placeholder";

export function AgreementsPage() {
  return (
    <DashboardPlaceholder
      title="Agreements"
      description="The trader agreement you sign before a funded account is opened."
      comingSoon="Reading and signing the trader agreement becomes available when funded accounts open."
    />
  );
}
