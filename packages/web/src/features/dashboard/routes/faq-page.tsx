import { DashboardPlaceholder } from "../components/dashboard-placeholder";

export function FaqPage() {
  return (
    <DashboardPlaceholder
      title="FAQ"
      description="Answers about the challenges, the rules, payouts and the beta."
      comingSoon="The full FAQ is being written. Meanwhile, the support page and the community chat can answer your questions."
    />
  );
}
