import { useState, type FormEvent } from "react";
import { decidePayoutRequestBodySchema } from "@proparena/contracts/payout-requests";
import { Alert } from "../../../../components/alert";
import { DialogButtons } from "../../../../components/dialog-buttons";
import { Modal } from "../../../../components/modal";
import { errorMessage, isApiRequestError } from "../../../../lib/api-client";
import { formatCents } from "../../../../lib/format-money";
import {
  useDecideAdminPayoutRequest,
  type PayoutAction,
} from "../../requests/decide-admin-payout-request";
import type { AdminPayoutRequest } from "../../requests/get-admin-payout-requests";
import { ReasonField, serverReasonError } from "../../../../components/reason-field";
import { PAYOUT_METHOD_LABELS, PAYOUT_STATUS_LABELS } from "./payout-request-labels";

const COPY: Record<PayoutAction, { title: string; text: string; confirm: string; busy: string }> = {
  approve: {
    title: "Approve this payout?",
    text: "The trader sees it approved. Mark it paid once the money has been sent.",
    confirm: "Approve payout",
    busy: "Approving…",
  },
  "mark-paid": {
    title: "Mark this payout as paid?",
    text: "Only once the transfer has left: the trader sees it as paid.",
    confirm: "Mark as paid",
    busy: "Saving…",
  },
  reject: {
    title: "Reject this payout?",
    text: "The amount becomes available to the trader again.",
    confirm: "Reject payout",
    busy: "Rejecting…",
  },
};

const REASON_REQUIRED = "Say why (3 characters or more)";

function reasonError(reason: string): string | undefined {
  if (reason.trim().length < 3) return REASON_REQUIRED;
  const parsed = decidePayoutRequestBodySchema.safeParse({ expectedStatus: "pending", reason });
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? REASON_REQUIRED);
}

export type PayoutOutcome =
  | { kind: "done"; action: PayoutAction; request: AdminPayoutRequest }
  | { kind: "conflict"; message: string };

/**
 * Confirms one action on a payout request (a reason is asked to reject) and sends it with the
 * status the admin saw. A 409 (someone acted first) closes the dialog: the page says so and
 * the list is refreshed; any other refusal stays in the dialog.
 */
export function PayoutActionDialog({
  request,
  action,
  onClose,
  onOutcome,
}: {
  request: AdminPayoutRequest;
  action: PayoutAction;
  onClose: () => void;
  onOutcome: (outcome: PayoutOutcome) => void;
}) {
  const decide = useDecideAdminPayoutRequest();
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const copy = COPY[action];
  const rejecting = action === "reject";
  const serverReason = serverReasonError(decide.error);
  const reasonMessage = (tried ? reasonError(reason) : undefined) ?? serverReason;

  const close = () => {
    if (!decide.isPending) onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (decide.isPending) return;
    if (rejecting) {
      setTried(true);
      if (reasonError(reason)) {
        event.currentTarget.querySelector("textarea")?.focus();
        return;
      }
    }
    decide.mutate(
      {
        id: request.id,
        action,
        expectedStatus: request.status,
        ...(rejecting ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: () => onOutcome({ kind: "done", action, request }),
        onError: (error) => {
          if (isApiRequestError(error) && error.status === 409)
            onOutcome({ kind: "conflict", message: errorMessage(error) });
        },
      },
    );
  };

  const rows: [string, string][] = [
    ["Trader", `${request.userName} (${request.userEmail})`],
    ["Amount", formatCents(request.amountCents)],
    ["Method", PAYOUT_METHOD_LABELS[request.method]],
    ["Destination", request.destination],
    ["Status now", PAYOUT_STATUS_LABELS[request.status]],
  ];

  return (
    <Modal open title={copy.title} onClose={close} dismissible={!decide.isPending}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <dl className="divide-y divide-slate-800 rounded-lg border border-slate-800 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 px-3 py-2">
              <dt className="text-slate-400">{label}</dt>
              <dd className="min-w-0 text-right font-medium break-all text-slate-100">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm">{copy.text}</p>
        {rejecting && (
          <ReasonField
            value={reason}
            onChange={setReason}
            error={reasonMessage}
            hint="The trader sees this reason."
            decision={decide}
          />
        )}
        {decide.isError && !serverReason && (
          <Alert tone="error" title="Nothing was changed">
            {errorMessage(decide.error)}
          </Alert>
        )}
        <DialogButtons
          onCancel={close}
          confirmLabel={decide.isPending ? copy.busy : copy.confirm}
          tone={rejecting ? "danger" : "primary"}
          autoFocus={!rejecting}
          busy={decide.isPending}
        />
      </form>
    </Modal>
  );
}
