import { AdminPlaceholder } from "../components/admin-placeholder";

export function AdminAccountsPage() {
  return (
    <AdminPlaceholder
      title="Accounts"
      description="All challenge and funded accounts across users."
      comingSoon="The account list, filterable by phase and status, arrives with trading accounts."
    />
  );
}
