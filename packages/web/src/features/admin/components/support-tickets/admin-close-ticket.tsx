import { useState } from "react";
import { Alert } from "../../../../components/alert";
import { buttonClass } from "../../../../components/button-styles";
import { Modal } from "../../../../components/modal";
import { errorMessage } from "../../../../lib/api-client";
import { useCloseAdminSupportTicket } from "../../api/close-admin-support-ticket";
import type { AdminTicket } from "../../api/get-admin-support-ticket";

/** "Close ticket", asked once more in a dialog; `onClosed` runs once the server agreed. */
export function AdminCloseTicket({
  ticket,
  onClosed,
}: {
  ticket: AdminTicket;
  onClosed: () => void;
}) {
  const close = useCloseAdminSupportTicket(ticket.id);
  const [asking, setAsking] = useState(false);

  const stopAsking = () => {
    if (close.isPending) return;
    setAsking(false);
    close.reset();
  };

  const confirm = () => {
    close.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        onClosed();
      },
    });
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className={buttonClass("secondary", "sm", "w-full sm:w-auto")}
      >
        Close ticket
      </button>
      <Modal
        open={asking}
        title={`Close ticket ${ticket.reference}?`}
        onClose={stopAsking}
        dismissible={!close.isPending}
      >
        <div className="space-y-4">
          <p className="text-sm">
            Close it when the question is settled. The trader can still read the thread, and a reply
            from them opens it again.
          </p>
          {close.isError && (
            <Alert tone="error" title="The ticket was not closed">
              {errorMessage(close.error)}
            </Alert>
          )}
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={stopAsking}
              disabled={close.isPending}
              className={buttonClass("secondary", "sm")}
            >
              Keep it open
            </button>
            <button
              type="button"
              data-autofocus
              onClick={confirm}
              disabled={close.isPending}
              className={buttonClass("danger", "sm")}
            >
              {close.isPending ? "Closing…" : "Yes, close it"}
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}
