import { useId, useState, type FormEvent } from "react";
import type { CopySubscription } from "@proparena/contracts/social";
import { FormSubmit } from "../../../components/form-submit";
import { Modal } from "../../../components/modal";
import { useStopCopy } from "../requests/copy-subscriptions";

/** Ends a copying; with the box ticked, its copies still open close at the current quotes. */
export function StopCopyDialog({
  subscription,
  onClose,
}: {
  subscription: CopySubscription;
  onClose: () => void;
}) {
  const id = useId();
  const [closePositions, setClosePositions] = useState(false);
  const stop = useStopCopy(subscription.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    stop.mutate(closePositions, { onSuccess: onClose });
  };
  return (
    <Modal open title={`Stop copying ${subscription.trader.name}?`} onClose={onClose}>
      <form onSubmit={submit} className="space-y-4">
        <p className="text-sm">No new trade of theirs will be copied into your Beta account.</p>
        <label htmlFor={id} className="flex items-start gap-2 text-sm text-slate-200">
          <input
            id={id}
            type="checkbox"
            checked={closePositions}
            onChange={(event) => setClosePositions(event.target.checked)}
            className="mt-0.5 size-4 accent-brand-500"
          />
          Also close the copies still open (at the current quotes)
        </label>
        <FormSubmit
          label="Stop copying"
          pendingLabel="Stopping…"
          pending={stop.isPending}
          error={stop.error}
          errorTitle="Copying was not stopped"
          tone="danger"
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
