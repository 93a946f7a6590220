import { useState, type FormEvent } from "react";
import type { AdminListRow } from "@proparena/contracts/admin-lists";
import { merchOrderStatusBodySchema } from "@proparena/contracts/merch";
import { FormSubmit } from "../../../../components/form-submit";
import { Modal } from "../../../../components/modal";
import { TextField } from "../../../../components/text-field";
import { useToast } from "../../../../components/toast";
import { isApiRequestError } from "../../../../lib/api-client";
import { useAdvanceMerchOrder } from "../../requests/advance-merch-order";

type OrderRow = AdminListRow<"merchorders">;

/** What an admin does to an order next: ship it (with its tracking) or confirm its delivery. */
export type OrderStep = { order: OrderRow; to: "shipped" | "delivered" };

/**
 * Marking an order shipped (carrier and tracking number, which the buyer gets by e-mail) or
 * delivered. The server's refusal (the order moved on meanwhile) is shown in the dialog.
 */
export function ShipOrderDialog({
  step,
  onClose,
}: {
  step: OrderStep | null;
  onClose: () => void;
}) {
  const advance = useAdvanceMerchOrder();
  const toast = useToast();
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [submitted, setSubmitted] = useState(false);

  const body =
    step?.to === "shipped"
      ? { status: "shipped" as const, carrier, trackingNumber }
      : { status: "delivered" as const };
  const parsed = merchOrderStatusBodySchema.safeParse(body);
  const issue = (field: string) =>
    (submitted && !parsed.success
      ? parsed.error.issues.find((i) => i.path[0] === field)?.message
      : undefined) ??
    (isApiRequestError(advance.error)
      ? advance.error.issues.find((i) => i.path === field)?.message
      : undefined);

  const close = () => {
    if (advance.isPending) return;
    setCarrier("");
    setTrackingNumber("");
    setSubmitted(false);
    advance.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!step || !parsed.success || advance.isPending) return;
    advance.mutate(
      { id: step.order.id, body: parsed.data },
      {
        onSuccess: () => {
          toast.show({
            tone: "success",
            title: step.to === "shipped" ? "Order marked shipped" : "Order marked delivered",
            description: `${step.order.receiptNumber}: ${step.order.email} is told by e-mail.`,
          });
          close();
        },
      },
    );
  };

  const atField = isApiRequestError(advance.error) && advance.error.issues.length > 0;
  return (
    <Modal
      open={step !== null}
      title={
        step
          ? `${step.to === "shipped" ? "Ship" : "Delivered:"} ${step.order.receiptNumber}`
          : "Order"
      }
      onClose={close}
      dismissible={!advance.isPending}
    >
      {step && (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <p className="text-sm">
            {step.order.quantity} × {step.order.itemName} to {step.order.shipName},{" "}
            {step.order.shipAddress}, {step.order.shipCountry}.
          </p>
          {step.to === "shipped" ? (
            <>
              <TextField
                label="Carrier"
                name="carrier"
                value={carrier}
                error={issue("carrier")}
                onChange={(event) => setCarrier(event.target.value)}
                data-autofocus
              />
              <TextField
                label="Tracking number"
                name="trackingNumber"
                value={trackingNumber}
                error={issue("trackingNumber")}
                onChange={(event) => setTrackingNumber(event.target.value)}
              />
            </>
          ) : (
            <p className="text-sm">The buyer is told by e-mail that it arrived.</p>
          )}
          <FormSubmit
            label={step.to === "shipped" ? "Mark shipped" : "Mark delivered"}
            pendingLabel="Saving…"
            pending={advance.isPending}
            onCancel={close}
            error={atField ? null : advance.error}
            errorTitle="The order was not changed"
          />
        </form>
      )}
    </Modal>
  );
}
