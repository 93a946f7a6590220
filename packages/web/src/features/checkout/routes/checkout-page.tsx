import { useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import type { CheckoutQuote } from "@proparena/contracts/checkout";
import type { Plan } from "@proparena/contracts/plans";
import { NotFoundPage } from "../../../components/not-found-page";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PlanRulesTable } from "../../../components/plan-rules-table";
import { ExpiresIn } from "../../../components/pending-purchase-actions";
import { PayOrCancel } from "../../../components/pay-or-cancel";
import { Spinner } from "../../../components/spinner";
import { TextField } from "../../../components/text-field";
import { errorMessage } from "../../../lib/api-client";
import { formatCentsExact } from "../../../lib/format-money";
import { usePlans } from "../../../lib/get-plans";
import { usePendingPurchase } from "../../../lib/get-purchases";
import { navigateTo } from "../../../lib/purchase-actions";
import { useQuoteCheckout } from "../requests/quote-checkout";
import { useStartCheckout } from "../requests/start-checkout";
import { CheckoutShell } from "../components/checkout-shell";
import { OrderSummary } from "../components/order-summary";

/** The route's plan: the full size string ("$200,000"), possibly percent-encoded. */
function planFromParam(plans: Plan[], param: string): Plan | undefined {
  let label = param;
  try {
    label = decodeURIComponent(param);
  } catch {
    // A malformed escape is simply not a plan.
  }
  return plans.find((plan) => plan.pricingSlot !== null && plan.sizeLabel === label);
}

/** One idempotency key per visit: a double click or a resend never buys twice. */
function newClientKey(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

/**
 * A purchase of this plan the trader started and has not paid (a declined card, a payment page
 * left): pay it now, or cancel it, from here.
 */
function PendingPurchaseNotice({ plan }: { plan: Plan }) {
  const pending = usePendingPurchase(plan.id);
  const purchase = pending.data;
  if (!purchase?.expiresAt) return null;
  return (
    <section
      aria-label="Purchase waiting for payment"
      className="mt-6 space-y-3 rounded-2xl border border-amber-500/40 bg-amber-950/30 p-5 text-sm text-amber-50"
    >
      <h2 className="text-base font-semibold text-white">
        Your {plan.sizeLabel} purchase is waiting for payment
      </h2>
      {purchase.statusReason && (
        <p role="alert" className="font-medium text-rose-200">
          The last card was declined: {purchase.statusReason}
        </p>
      )}
      <p>
        {purchase.receiptNumber} · {formatCentsExact(purchase.amountCents)} ·{" "}
        <ExpiresIn expiresAt={purchase.expiresAt} />. Try again with another card, or cancel it (a
        coupon it used is released at once).
      </p>
      <PayOrCancel pending={purchase} noun="purchase" payLabel="Try again" />
    </section>
  );
}

function CheckoutForm({ plan }: { plan: Plan }) {
  const [clientKey] = useState(newClientKey);
  const [couponInput, setCouponInput] = useState("");
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  const quoting = useQuoteCheckout();
  const paying = useStartCheckout();
  const total = quote?.amountCents ?? plan.priceCents;

  const applyCoupon = () => {
    const code = couponInput.trim();
    if (!code) return;
    quoting.mutate(
      { plan: plan.id, coupon: code },
      { onSuccess: setQuote, onError: () => setQuote(null) },
    );
  };

  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setTermsError("Please accept the terms to continue.");
      return;
    }
    paying.mutate(
      {
        plan: plan.id,
        acceptTerms: true,
        clientKey,
        ...(quote?.coupon ? { coupon: quote.coupon.code } : {}),
      },
      { onSuccess: (answer) => navigateTo.assign(answer.redirectUrl) },
    );
  };

  const busy = paying.isPending || paying.isSuccess;
  return (
    <form onSubmit={pay} aria-label="Checkout" className="space-y-6" noValidate>
      <OrderSummary plan={plan} quote={quote} />
      <div>
        <div className="flex items-end gap-2">
          <TextField
            label="Coupon code"
            name="coupon"
            autoComplete="off"
            value={couponInput}
            onChange={(e) => {
              setCouponInput(e.target.value);
              if (quoting.isError) quoting.reset();
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                applyCoupon();
              }
            }}
            error={quoting.isError ? errorMessage(quoting.error) : undefined}
            className="flex-1"
          />
          <button
            type="button"
            onClick={applyCoupon}
            disabled={!couponInput.trim() || quoting.isPending}
            className={buttonClass("secondary", "md", "mb-0.5 self-start mt-6")}
          >
            {quoting.isPending ? "Checking…" : "Apply"}
          </button>
        </div>
        {quote?.coupon && (
          <p role="status" className="mt-2 text-sm text-emerald-300">
            {quote.coupon.code} applied: {quote.coupon.description}.
          </p>
        )}
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-300">
          <input
            type="checkbox"
            checked={accepted}
            onChange={(e) => {
              setAccepted(e.target.checked);
              if (e.target.checked) setTermsError(undefined);
            }}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? "terms-error" : undefined}
            className="mt-0.5 size-4 accent-emerald-500"
          />
          <span>
            I agree to the{" "}
            <Link to="/legal/terms" target="_blank" className="text-brand-300 underline">
              terms of service
            </Link>{" "}
            and understand that a challenge is an evaluation with virtual money.
          </span>
        </label>
        {termsError && (
          <p id="terms-error" className="mt-1 text-sm text-rose-300">
            {termsError}
          </p>
        )}
      </div>
      {paying.isError && (
        <p
          role="alert"
          className="rounded-lg border border-rose-500/40 bg-rose-950/40 p-3 text-sm text-rose-100"
        >
          {errorMessage(paying.error)}
        </p>
      )}
      <button type="submit" disabled={busy} className={buttonClass("primary", "lg", "w-full")}>
        {busy ? (
          <>
            <Spinner /> Opening the payment page…
          </>
        ) : total === 0 ? (
          "Get it free"
        ) : (
          `Pay ${formatCentsExact(total)}`
        )}
      </button>
      <p className="text-xs text-slate-400">
        You pay once. The phase I account opens as soon as the payment is confirmed and appears in
        the arena&apos;s account switcher.
      </p>
    </form>
  );
}

/** /checkout/:plan — buying a challenge (checkout layout: bare). */
export function CheckoutPage() {
  const { plan: param = "" } = useParams();
  const plans = usePlans();
  if (plans.isPending) {
    return (
      <CheckoutShell title="Checkout" heading="Checkout">
        <LoadingState label="Loading the plan…" />
      </CheckoutShell>
    );
  }
  if (plans.isError) {
    return (
      <CheckoutShell title="Checkout" heading="Checkout">
        <div className="mt-6">
          <ErrorState
            title="The plan could not be loaded"
            message={errorMessage(plans.error)}
            onRetry={() => void plans.refetch()}
          />
        </div>
      </CheckoutShell>
    );
  }
  const plan = planFromParam(plans.data.plans, param);
  if (!plan) return <NotFoundPage />;
  return (
    <CheckoutShell title={`Checkout ${plan.sizeLabel}`} heading={`${plan.sizeLabel} challenge`}>
      <p className="mt-2 text-slate-300">
        A {plan.sizeLabel} phase I account with leverage up to 1:{plan.leverage}. Pass phase I and
        phase II to trade a funded account.
      </p>
      <PendingPurchaseNotice plan={plan} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]">
        <section aria-label="Plan rules" className="min-w-0">
          <PlanRulesTable plan={plan} ruleSet={plans.data.ruleSet} />
          <Link to="/#Pricing" className="mt-6 inline-block text-sm text-brand-300 underline">
            ← Choose another account size
          </Link>
        </section>
        <section
          aria-label="Payment"
          className="h-fit rounded-2xl border border-slate-800 bg-slate-900/70 p-6"
        >
          <CheckoutForm plan={plan} />
        </section>
      </div>
    </CheckoutShell>
  );
}
