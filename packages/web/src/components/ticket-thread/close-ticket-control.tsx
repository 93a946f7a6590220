import { useState, type ReactNode } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { errorMessage } from "../../lib/api-client";
import { Alert } from "../alert";
import { buttonClass } from "../button-styles";
import { DialogButtons } from "../dialog-buttons";
import { Modal } from "../modal";

/**
 * "Close ticket", asked once more in a dialog that says what closing means (`explanation`);
 * `close` is the ticket's close mutation, `onClosed` runs once the server agreed. `noun` names
 * what is closed ("ticket", or "message" in the contact inbox).
 */
export function CloseTicketControl<T>({
  reference,
  close,
  explanation,
  onClosed,
  noun = "ticket",
}: {
  reference: string;
  close: UseMutationResult<T, Error, void>;
  explanation: ReactNode;
  onClosed: () => void;
  noun?: string;
}) {
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
        Close {noun}
      </button>
      <Modal
        open={asking}
        title={`Close ${noun} ${reference}?`}
        onClose={stopAsking}
        dismissible={!close.isPending}
      >
        <div className="space-y-4">
          <p className="text-sm">{explanation}</p>
          {close.isError && (
            <Alert tone="error" title={`The ${noun} was not closed`}>
              {errorMessage(close.error)}
            </Alert>
          )}
          <DialogButtons
            cancelLabel="Keep it open"
            onCancel={stopAsking}
            confirmLabel={close.isPending ? "Closing…" : "Yes, close it"}
            onConfirm={confirm}
            autoFocus
            busy={close.isPending}
          />
        </div>
      </Modal>
    </>
  );
}
