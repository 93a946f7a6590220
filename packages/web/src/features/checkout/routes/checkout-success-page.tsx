import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { ExpiresIn } from "../../../components/pending-purchase-actions";
import { PayOrCancel } from "../../../components/pay-or-cancel";
import { Spinner } from "../../../components/spinner";
import { errorMessage, isApiRequestError } from "../../../lib/api-client";
import { usePurchase } from "../requests/get-purchase";
import { CheckoutNextSteps, CheckoutShell } from "../components/checkout-shell";
import { ReceiptLines } from "../../../components/receipt-lines";

/** After this long without a confirmation the page says it is taking longer than usual. */
export const SLOW_CONFIRMATION_MS = 60_000;

function useElapsedOver(ms: number, running: boolean) {
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setOver(true), ms);
    return () => clearTimeout(timer);
  }, [ms, running]);
  return over;
}

/** /checkout/success?purchase=<id>: waits for the payment's confirmation, then the account. */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const id = params.get("purchase");
  const purchase = usePurchase(id);
  const pending = purchase.data?.status === "pending";
  const slow = useElapsedOver(SLOW_CONFIRMATION_MS, pending);

  if (!id) {
    return (
      <CheckoutShell title="Checkout" heading="No purchase to show">
        <p className="mt-3 text-slate-300">
          This page needs a purchase.{" "}
          <Link to="/dashboard/checkout" className="text-brand-300 underline">
            See your purchases
          </Link>
          .
        </p>
      </CheckoutShell>
    );
  }
  if (purchase.isPending) {
    return (
      <CheckoutShell title="Checkout" heading="Confirming your payment">
        <LoadingState label="Loading your purchase…" />
      </CheckoutShell>
    );
  }
  if (purchase.isError) {
    const missing = isApiRequestError(purchase.error) && purchase.error.status === 404;
    return (
      <CheckoutShell title="Checkout" heading="Purchase">
        <div className="mt-6">
          <ErrorState
            title={missing ? "Purchase not found" : "Your purchase could not be loaded"}
            message={
              missing ? "There is no such purchase on your account." : errorMessage(purchase.error)
            }
            onRetry={missing ? undefined : () => void purchase.refetch()}
          />
        </div>
      </CheckoutShell>
    );
  }
  const p = purchase.data;
  if (p.status === "pending" && p.statusReason && p.expiresAt) {
    return (
      <CheckoutShell title="Card declined" heading="Your card was declined">
        <p role="alert" className="mt-3 max-w-xl text-slate-200">
          {p.statusReason} Nothing was charged.
        </p>
        <p className="mt-2 max-w-xl text-slate-300">
          Your {p.sizeLabel} purchase is still open and <ExpiresIn expiresAt={p.expiresAt} />. Try
          again with another card, or cancel it.
        </p>
        <div className="mt-6">
          <PayOrCancel pending={p} noun="purchase" payLabel="Try again" size="lg" />
        </div>
      </CheckoutShell>
    );
  }
  if (p.status === "pending") {
    return (
      <CheckoutShell title="Confirming payment" heading="Confirming your payment…">
        <div
          role="status"
          aria-live="polite"
          className="mt-6 flex items-center gap-3 text-slate-200"
        >
          <Spinner />
          <span>
            Waiting for the payment processor to confirm your {p.sizeLabel} purchase. This page
            updates by itself.
          </span>
        </div>
        {slow && (
          <p className="mt-4 max-w-xl text-sm text-amber-200">
            This is taking longer than usual. You can leave this page: your account appears in the
            arena as soon as the payment is confirmed, and you will get a receipt by e-mail.
          </p>
        )}
      </CheckoutShell>
    );
  }
  if (p.status === "paid") {
    return (
      <CheckoutShell title="Payment confirmed" heading={`Your ${p.sizeLabel} challenge is ready`}>
        <p className="mt-2 text-slate-300">
          Payment confirmed. Your phase I account is open with a starting balance of {p.sizeLabel}.
          A receipt is on its way to your inbox.
        </p>
        <div className="mt-6 max-w-md">
          <ReceiptLines purchase={p} />
        </div>
        <CheckoutNextSteps
          first={
            p.accountId
              ? {
                  to: `/trading/arena?account=${encodeURIComponent(p.accountId)}`,
                  label: "Start trading",
                }
              : null
          }
        />
      </CheckoutShell>
    );
  }
  const headings: Record<string, string> = {
    failed: "The payment did not go through",
    expired: "The payment page expired",
    cancelled: "You cancelled this purchase",
    refunded: "This purchase was refunded",
  };
  return (
    <CheckoutShell title="Payment" heading={headings[p.status] ?? "Payment"}>
      <p role="alert" className="mt-3 max-w-xl text-slate-200">
        {p.statusReason ?? "Nothing was charged."}
        {p.status !== "refunded" && " No account was opened and nothing was charged."}
      </p>
      <CheckoutNextSteps
        first={
          p.status === "refunded" ? null : { to: `/checkout/${p.sizeLabel}`, label: "Try again" }
        }
      />
    </CheckoutShell>
  );
}
