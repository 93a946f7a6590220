import { DashboardPlaceholder } from "../components/dashboard-placeholder";

export function RanksPage() {
  return (
    <DashboardPlaceholder
      title="Ranks"
      description="Tenderfoot, Journeyman and Prodigy: where you stand and what the next rank takes."
      comingSoon="Your rank and progress appear here once your first account has traded."
    />
  );
}
