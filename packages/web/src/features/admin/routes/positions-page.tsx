import { AdminPlaceholder } from "../components/admin-placeholder";

export function AdminPositionsPage() {
  return (
    <AdminPlaceholder
      title="Positions"
      description="Open and closed positions across all accounts."
      comingSoon="The position list arrives with the trading engine."
    />
  );
}
