import type { ComponentProps } from "react";
import { PendingPurchaseActions } from "./pending-purchase-actions";

const CANCEL_LABEL = { purchase: "Cancel this purchase", order: "Cancel order" } as const;

/**
 * Pay or cancel one challenge purchase or merch order waiting for payment: the buttons act on
 * its id and name it by its receipt number ("purchase PA-7K3Q9X2M", "order MO-…"); cancelling
 * says what it cancels unless `cancelLabel` is given.
 */
export function PayOrCancel({
  pending,
  noun,
  cancelLabel = CANCEL_LABEL[noun],
  ...rest
}: {
  pending: { id: string; receiptNumber: string };
  noun: keyof typeof CANCEL_LABEL;
} & Omit<ComponentProps<typeof PendingPurchaseActions>, "purchaseId" | "label">) {
  return (
    <PendingPurchaseActions
      purchaseId={pending.id}
      label={`${noun} ${pending.receiptNumber}`}
      cancelLabel={cancelLabel}
      {...rest}
    />
  );
}
