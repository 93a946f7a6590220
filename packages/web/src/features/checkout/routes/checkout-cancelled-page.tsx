import { Link, useSearchParams } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { usePurchase } from "../api/get-purchase";
import { CheckoutShell } from "../components/checkout-shell";

/** /checkout/cancelled?purchase=<id>: the trader left the payment page without paying. */
export function CheckoutCancelledPage() {
  const [params] = useSearchParams();
  const purchase = usePurchase(params.get("purchase"));
  const sizeLabel = purchase.data?.sizeLabel;
  return (
    <CheckoutShell title="Payment cancelled" heading="Payment cancelled">
      <p className="mt-3 max-w-xl text-slate-300">
        You left the payment page, so nothing was charged and no account was opened.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        {sizeLabel && (
          <Link to={`/checkout/${sizeLabel}`} className={buttonClass("primary", "lg")}>
            Back to the {sizeLabel} plan
          </Link>
        )}
        <Link to="/#Pricing" className={buttonClass("secondary", "lg")}>
          See all plans
        </Link>
      </div>
    </CheckoutShell>
  );
}
