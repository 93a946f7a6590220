import { AdminPlaceholder } from "../components/admin-placeholder";

export function AdminTradeHistoryPage() {
  return (
    <AdminPlaceholder
      title="Trade History"
      description="Every fill, with its realised profit and loss."
      comingSoon="The trade history arrives with the trading engine."
    />
  );
}
