import { errorMessage } from "../lib/api-client";
import { useCancelPurchase, usePayPurchase } from "../lib/purchase-actions";
import { useNow } from "../lib/use-now";
import { buttonClass } from "./button-styles";

/** "expires in 24 minutes", "expires in less than a minute", or "has expired". */
export function expiryText(expiresAt: string, now: number): string {
  const minutes = Math.ceil((Date.parse(expiresAt) - now) / 60_000);
  if (minutes <= 0) return "has expired";
  if (minutes === 1) return "expires in less than a minute";
  return `expires in ${minutes} minutes`;
}

/** How long a pending purchase can still be paid, kept current. */
export function ExpiresIn({ expiresAt }: { expiresAt: string }) {
  const now = useNow(15_000);
  return <>{expiryText(expiresAt, now)}</>;
}

/**
 * The two ways out of a purchase waiting for payment (a challenge or a merch order): pay it on
 * its payment page again, or cancel it (its coupon use or stock is released at once). A
 * refusal (it was paid meanwhile, it expired) is shown next to the buttons.
 */
export function PendingPurchaseActions({
  purchaseId,
  label,
  payLabel = "Continue to payment",
  cancelLabel = "Cancel",
  size = "md",
}: {
  purchaseId: string;
  /** What the buttons act on, for screen readers ("purchase PA-7K3Q9X2M"). */
  label: string;
  payLabel?: string;
  cancelLabel?: string;
  size?: "sm" | "md" | "lg";
}) {
  const pay = usePayPurchase();
  const cancel = useCancelPurchase();
  const busy = pay.isPending || pay.isSuccess || cancel.isPending;
  const failed = pay.error ?? cancel.error;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => pay.mutate(purchaseId)}
          aria-label={`${payLabel}: ${label}`}
          className={buttonClass("primary", size)}
        >
          {pay.isPending || pay.isSuccess ? "Opening the payment page…" : payLabel}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => cancel.mutate(purchaseId)}
          aria-label={`${cancelLabel}: ${label}`}
          className={buttonClass("secondary", size)}
        >
          {cancel.isPending ? "Cancelling…" : cancelLabel}
        </button>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-rose-300">
          {errorMessage(failed)}
        </p>
      )}
    </div>
  );
}
