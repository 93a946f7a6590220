import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { LoadMoreButton } from "../../../components/load-more-button";
import { errorMessage } from "../../../lib/api-client";
import { usePlans } from "../../../lib/get-plans";
import { usePurchases } from "../../../lib/get-purchases";
import { PlanCards } from "../components/plan-cards";
import { PurchasesTable } from "../components/purchases-table";
import { TitledSection } from "../../../components/titled-section";

function Plans() {
  const plans = usePlans();
  if (plans.isPending) return <LoadingState label="Loading plans…" />;
  if (plans.isError) {
    return (
      <ErrorState
        title="Plans could not be loaded"
        message={errorMessage(plans.error)}
        onRetry={() => void plans.refetch()}
      />
    );
  }
  return <PlanCards plans={plans.data.plans} defaultPlanId={plans.data.defaultPlanId} />;
}

function Purchases() {
  const purchases = usePurchases();
  if (purchases.isPending) return <LoadingState label="Loading your purchases…" />;
  if (purchases.isError) {
    return (
      <ErrorState
        title="Your purchases could not be loaded"
        message={errorMessage(purchases.error)}
        onRetry={() => void purchases.refetch()}
      />
    );
  }
  const items = purchases.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-slate-300">
        No purchases yet — pick a plan above.
      </p>
    );
  }
  return (
    <>
      <PurchasesTable purchases={items} />
      <LoadMoreButton query={purchases} className="mt-4" />
    </>
  );
}

/** /dashboard/checkout: buy a challenge, and every purchase with its status and receipt. */
export function DashboardCheckoutPage() {
  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="Checkout"
        description="Buy a challenge for the account size you want. Each plan is one fee, with no time limit."
      />
      <TitledSection id="plans-title" title="Challenges">
        <Plans />
      </TitledSection>
      <TitledSection id="purchases-title" title="Your purchases" className="mt-12 space-y-4">
        <Purchases />
      </TitledSection>
    </>
  );
}
