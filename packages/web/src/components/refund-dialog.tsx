import { useState } from "react";
import type { FormEvent } from "react";
import { refundBodySchema } from "@proparena/contracts/checkout";
import { Alert } from "./alert";
import { buttonClass } from "./button-styles";
import { Modal } from "./modal";
import { TextAreaField } from "./text-area-field";
import { useToast } from "./toast";
import { errorMessage, isApiRequestError } from "../lib/api-client";
import { formatCentsExact } from "../lib/format-money";
import { useRefundPurchase } from "../lib/refund-purchase";

/** What is refunded: a challenge purchase or a merch order (both are purchases to the API). */
export interface RefundTarget {
  id: string;
  receiptNumber: string;
  amountCents: number;
  email: string;
  /** "for the 200K plan", "for 2 × Tee". */
  what: string;
  /** What else happens, e.g. "The account it opened is closed." */
  consequence: string;
}

/**
 * Refunding a paid purchase or merch order: the admin says why (the reason is recorded in the
 * audit log), the server's refusal (e.g. 409, no longer refundable) is shown in the dialog, and
 * on success the lists refresh.
 */
export function RefundDialog({
  purchase,
  onClose,
}: {
  purchase: RefundTarget | null;
  onClose: () => void;
}) {
  const refund = useRefundPurchase();
  const toast = useToast();
  const [reason, setReason] = useState("");
  const [submitted, setSubmitted] = useState(false);

  const parsed = refundBodySchema.safeParse({ reason });
  const clientError = submitted && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const serverFieldError =
    isApiRequestError(refund.error) &&
    refund.error.issues.find((issue) => issue.path.split(".")[0] === "reason")?.message;
  const reasonError = clientError ?? (serverFieldError || undefined);

  const close = () => {
    if (refund.isPending) return;
    setReason("");
    setSubmitted(false);
    refund.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!purchase || !parsed.success || refund.isPending) return;
    refund.mutate(
      { id: purchase.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.show({
            tone: "success",
            title: "Purchase refunded",
            description: `${purchase.receiptNumber} (${formatCentsExact(purchase.amountCents)}) to ${purchase.email}.`,
          });
          setReason("");
          setSubmitted(false);
          refund.reset();
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={purchase !== null}
      title={purchase ? `Refund ${purchase.receiptNumber}?` : "Refund"}
      onClose={close}
      dismissible={!refund.isPending}
    >
      {purchase && (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <p className="text-sm">
            {formatCentsExact(purchase.amountCents)} {purchase.what} goes back to{" "}
            <strong className="text-slate-100">{purchase.email}</strong>. {purchase.consequence}{" "}
            This cannot be undone.
          </p>
          <TextAreaField
            label="Reason"
            name="reason"
            hint="Recorded in the audit log, e.g. “Customer asked within 14 days”."
            value={reason}
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
            disabled={refund.isPending}
            maxLength={500}
            data-autofocus
          />
          {refund.isError && !serverFieldError && (
            <Alert tone="error" title="The purchase was not refunded">
              {errorMessage(refund.error)}
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={close}
              disabled={refund.isPending}
              className={buttonClass("secondary")}
            >
              Cancel
            </button>
            <button type="submit" disabled={refund.isPending} className={buttonClass("danger")}>
              {refund.isPending ? "Refunding…" : "Refund purchase"}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
