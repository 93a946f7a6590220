import { DashboardPlaceholder } from "../components/dashboard-placeholder";

export function AccountsPage() {
  return (
    <DashboardPlaceholder
      title="Accounts"
      description="Every challenge and funded account you hold, with its phase, balance and status."
      comingSoon="Your trading accounts will be listed here once challenge accounts can be opened. You have none yet."
    />
  );
}
