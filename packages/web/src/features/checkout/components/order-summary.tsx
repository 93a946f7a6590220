import type { CheckoutQuote } from "@proparena/contracts/checkout";
import type { Plan } from "@proparena/contracts/plans";
import { formatCentsExact } from "../../../lib/format-money";

/** Price lines: list price, the coupon's discount, what is paid today. */
export function OrderSummary({ plan, quote }: { plan: Plan; quote: CheckoutQuote | null }) {
  const discount = quote?.discountCents ?? 0;
  const total = quote?.amountCents ?? plan.priceCents;
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-slate-300">{plan.sizeLabel} challenge (phase I account)</dt>
        <dd className="font-mono text-white tabular-nums">{formatCentsExact(plan.priceCents)}</dd>
      </div>
      {quote?.coupon && discount > 0 && (
        <div className="flex justify-between gap-4 text-emerald-300">
          <dt>
            Coupon <span className="font-mono">{quote.coupon.code}</span> (
            {quote.coupon.description})
          </dt>
          <dd className="font-mono tabular-nums">−{formatCentsExact(discount)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-slate-800 pt-2 text-base font-semibold">
        <dt className="text-white">Total due today</dt>
        <dd className="font-mono text-white tabular-nums" data-testid="checkout-total">
          {formatCentsExact(total)}
        </dd>
      </div>
    </dl>
  );
}
