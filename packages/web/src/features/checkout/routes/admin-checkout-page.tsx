import { PageHeader } from "../../../components/page-header";
import { CouponsPanel } from "../components/purchases-admin/coupons-panel";
import { PurchasesPanel } from "../components/purchases-admin/purchases-panel";
import { PageTabs } from "../../../components/page-tabs";

const TABS = [
  { id: "purchases", label: "Purchases" },
  { id: "coupons", label: "Coupons" },
] as const;

/**
 * /admin/checkout: the purchases (searchable, with refunds) and the coupons, as two tabs. The
 * tab is in the URL (`?tab=coupons`) like the purchases list's own view.
 */
export function AdminCheckoutPage() {
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Checkout"
        description="Challenge purchases and their payment status, refunds, and the coupons buyers can use."
      />
      <PageTabs
        label="Checkout"
        tabs={TABS}
        panel={(tab) => (tab === "purchases" ? <PurchasesPanel /> : <CouponsPanel />)}
      />
    </>
  );
}
