import { AdminPlaceholder } from "../components/admin-placeholder";

export function AdminOrdersPage() {
  return (
    <AdminPlaceholder
      title="Orders"
      description="Every order placed in the arena."
      comingSoon="The order list arrives with the trading engine."
    />
  );
}
