import { Link, useSearchParams } from "react-router";
import type { Purchase } from "@proparena/contracts/checkout";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { ExpiresIn } from "../../../components/pending-purchase-actions";
import { PayOrCancel } from "../../../components/pay-or-cancel";
import { errorMessage } from "../../../lib/api-client";
import { usePurchase } from "../requests/get-purchase";
import { CheckoutNextSteps, CheckoutShell } from "../components/checkout-shell";

/** What became of the purchase the trader walked away from. */
function PurchaseState({ purchase }: { purchase: Purchase }) {
  if (purchase.status === "pending" && purchase.expiresAt) {
    return (
      <>
        <p className="mt-3 max-w-xl text-slate-300">
          You left the payment page, so nothing was charged. Your {purchase.sizeLabel} purchase{" "}
          {purchase.receiptNumber} is still open and <ExpiresIn expiresAt={purchase.expiresAt} />:
          return to pay it, or cancel it (a coupon it used is released at once).
        </p>
        {purchase.statusReason && (
          <p role="alert" className="mt-2 max-w-xl text-rose-200">
            The last card was declined: {purchase.statusReason}
          </p>
        )}
        <div className="mt-6">
          <PayOrCancel pending={purchase} noun="purchase" payLabel="Return to payment" size="lg" />
        </div>
      </>
    );
  }
  if (purchase.status === "paid") {
    return (
      <p className="mt-3 max-w-xl text-slate-300">
        This purchase is paid.{" "}
        <Link
          to={`/checkout/success?purchase=${encodeURIComponent(purchase.id)}`}
          className="text-brand-300 underline"
        >
          See your account
        </Link>
        .
      </p>
    );
  }
  const ended: Partial<Record<Purchase["status"], string>> = {
    cancelled: "Purchase cancelled. Nothing was charged, and a coupon it used is free again.",
    expired: "This purchase expired before it was paid. Nothing was charged.",
  };
  return (
    <p role="status" className="mt-3 max-w-xl text-slate-300">
      {ended[purchase.status] ?? purchase.statusReason ?? "Nothing was charged."}
    </p>
  );
}

/** /checkout/cancelled?purchase=<id>: the trader left the payment page without paying. */
export function CheckoutCancelledPage() {
  const [params] = useSearchParams();
  const purchase = usePurchase(params.get("purchase"));
  const sizeLabel = purchase.data?.sizeLabel;
  const heading =
    purchase.data?.status === "cancelled" ? "Purchase cancelled" : "Payment not completed";
  let body;
  if (!params.get("purchase")) {
    body = (
      <p className="mt-3 max-w-xl text-slate-300">
        You left the payment page, so nothing was charged and no account was opened.
      </p>
    );
  } else if (purchase.isPending) body = <LoadingState label="Loading your purchase…" />;
  else if (purchase.isError) {
    body = (
      <div className="mt-6">
        <ErrorState
          title="Your purchase could not be loaded"
          message={errorMessage(purchase.error)}
          onRetry={() => void purchase.refetch()}
        />
      </div>
    );
  } else body = <PurchaseState purchase={purchase.data} />;
  return (
    <CheckoutShell title="Payment not completed" heading={heading}>
      {body}
      <CheckoutNextSteps
        first={
          sizeLabel && purchase.data?.status !== "pending"
            ? { to: `/checkout/${sizeLabel}`, label: `Back to the ${sizeLabel} plan` }
            : null
        }
      />
    </CheckoutShell>
  );
}
