import { AdminPlaceholder } from "../components/admin-placeholder";

export function AdminCheckoutPage() {
  return (
    <AdminPlaceholder
      title="Checkout"
      description="Challenge purchases and payment status."
      comingSoon="Purchases are listed here once checkout opens."
    />
  );
}
