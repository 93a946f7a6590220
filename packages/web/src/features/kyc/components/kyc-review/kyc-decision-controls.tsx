import { useState, type FormEvent } from "react";
import { decideKycBodySchema, type AdminKycSubmission } from "@proparena/contracts/kyc";
import { Alert } from "../../../../components/alert";
import { buttonClass } from "../../../../components/button-styles";
import { DialogButtons } from "../../../../components/dialog-buttons";
import { Modal } from "../../../../components/modal";
import { errorMessage } from "../../../../lib/api-client";
import { isConflict, useDecideAdminKyc } from "../../requests/decide-admin-kyc";
import { ReasonField, serverReasonError } from "../../../../components/reason-field";

const REASON_REQUIRED = "Say why (3 characters or more)";

/** The client's check of a rejection reason (the contract's, with the reason required). */
function reasonError(reason: string): string | undefined {
  if (reason.trim() === "") return REASON_REQUIRED;
  const parsed = decideKycBodySchema.safeParse({ reason });
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? REASON_REQUIRED);
}

/**
 * Approve, or reject with a reason asked in a dialog, a submission still waiting. A 409 (another
 * admin decided first) is shown here; the submission and the queue are then fetched again.
 */
export function KycDecisionControls({
  submission,
  onDecided,
}: {
  submission: AdminKycSubmission;
  onDecided: (submission: AdminKycSubmission) => void;
}) {
  const decide = useDecideAdminKyc();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const waiting = submission.status === "submitted";
  const who = submission.userName || submission.userEmail;

  const conflict = decide.isError && isConflict(decide.error);
  const fieldError = decide.isError ? serverReasonError(decide.error) : undefined;
  const reasonMessage = (tried ? reasonError(reason) : undefined) ?? fieldError;

  const approve = () => {
    decide.mutate({ id: submission.id, decision: "approve" }, { onSuccess: onDecided });
  };

  const openReject = () => {
    decide.reset();
    setReason("");
    setTried(false);
    setRejecting(true);
  };
  const stopRejecting = () => {
    if (decide.isPending) return;
    setRejecting(false);
  };

  const reject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (decide.isPending || reasonError(reason)) {
      event.currentTarget.querySelector("textarea")?.focus();
      return;
    }
    decide.mutate(
      { id: submission.id, decision: "reject", reason: reason.trim() },
      {
        onSuccess: (decided) => {
          setRejecting(false);
          onDecided(decided);
        },
        onError: (error) => {
          if (isConflict(error)) setRejecting(false);
        },
      },
    );
  };

  return (
    <div className="space-y-3">
      {conflict && (
        <Alert tone="error" title="Another admin decided first">
          {errorMessage(decide.error)} The submission and the queue were refreshed.
        </Alert>
      )}
      {decide.isError && !conflict && !rejecting && (
        <Alert tone="error" title="The decision was not saved">
          {errorMessage(decide.error)}
        </Alert>
      )}
      {waiting && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            onClick={approve}
            disabled={decide.isPending}
            className={buttonClass("primary", "md", "w-full sm:w-auto")}
          >
            {decide.isPending && !rejecting ? "Approving…" : "Approve"}
          </button>
          <button
            type="button"
            onClick={openReject}
            disabled={decide.isPending}
            className={buttonClass("danger", "md", "w-full sm:w-auto")}
          >
            Reject
          </button>
        </div>
      )}
      <Modal
        open={rejecting}
        title={`Reject ${who}'s documents?`}
        onClose={stopRejecting}
        dismissible={!decide.isPending}
      >
        <form noValidate onSubmit={reject} className="space-y-4">
          <ReasonField
            value={reason}
            onChange={setReason}
            error={reasonMessage}
            hint="The trader sees this and can send their documents again."
            decision={decide}
          />
          {decide.isError && !conflict && !fieldError && (
            <Alert tone="error" title="The documents were not rejected">
              {errorMessage(decide.error)}
            </Alert>
          )}
          <DialogButtons
            onCancel={stopRejecting}
            confirmLabel={decide.isPending ? "Rejecting…" : "Reject documents"}
            busy={decide.isPending}
          />
        </form>
      </Modal>
    </div>
  );
}
