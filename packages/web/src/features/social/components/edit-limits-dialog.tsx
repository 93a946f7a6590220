import type { CopySubscription } from "@proparena/contracts/social";
import { FormSubmit } from "../../../components/form-submit";
import { Modal } from "../../../components/modal";
import { useFormState } from "../../../lib/use-form-state";
import { copyLimitValues, readCopyLimits, type CopyLimitField } from "../lib/copy-limits";
import { useUpdateCopy } from "../requests/copy-subscriptions";
import { CopyLimitsFields } from "./copy-limits-fields";

/** Changes a running copying's limits (the next copies follow them). */
export function EditLimitsDialog({
  subscription,
  onClose,
}: {
  subscription: CopySubscription;
  onClose: () => void;
}) {
  const update = useUpdateCopy(subscription.id);
  const form = useFormState<CopyLimitField>(copyLimitValues(subscription), (values) => {
    const read = readCopyLimits(values);
    return read.ok ? {} : read.errors;
  });
  const send = () => {
    const read = readCopyLimits(form.values);
    if (read.ok) update.mutate(read.limits, { onSuccess: onClose, onError: form.showRefusal });
  };
  return (
    <Modal open title={`Limits · ${subscription.trader.name}`} onClose={onClose} wide>
      <form noValidate onSubmit={form.onValidSubmit(send)} className="space-y-4">
        <CopyLimitsFields field={form.field} />
        <FormSubmit
          label="Save the limits"
          pendingLabel="Saving…"
          pending={update.isPending}
          error={update.error}
          errorTitle="The limits were not saved"
          shownAtFields={["sizeMultiplier", "riskPerTradePercent", "dailyLossCapCents"]}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
