import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { adminUserActionBodySchema } from "@proparena/contracts/admin-users";
import { Alert } from "../../../components/alert";
import { buttonClass } from "../../../components/button-styles";
import { Modal } from "../../../components/modal";
import { TextAreaField } from "../../../components/text-area-field";
import { TextField } from "../../../components/text-field";
import { errorMessage, isApiRequestError } from "../../../lib/api-client";
import { useFormState } from "../../../lib/use-form-state";
import { issueFieldErrors, zodFieldErrors, type FieldErrors } from "../../../lib/zod-field-errors";

type Field = "reason" | "confirm";

export interface ActionDialogValues {
  reason: string;
  /** Present when the dialog asks to type something again. */
  confirm?: string;
}

/**
 * Confirms an admin action: a reason is required (it goes to the audit log), and a dangerous
 * action can ask to type a word (an e-mail) again. The server's field errors appear under their
 * fields and any other refusal (a 409 "no longer applies") above the buttons. Closing is up to
 * the caller: `onSubmit` resolving means done, rejecting keeps the dialog open with the error.
 */
export function ActionDialog({
  title,
  description,
  submitLabel,
  busyLabel = "Working…",
  tone = "danger",
  confirmText,
  onSubmit,
  onClose,
}: {
  title: string;
  description: ReactNode;
  submitLabel: string;
  busyLabel?: string;
  tone?: "danger" | "primary";
  /** When set, the admin must type this again (any case) to confirm. */
  confirmText?: string;
  onSubmit: (values: ActionDialogValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const validate = (values: Record<Field, string>): FieldErrors<Field> => {
    const parsed = adminUserActionBodySchema.pick({ reason: true }).safeParse(values);
    const errors: FieldErrors<Field> = parsed.success ? {} : zodFieldErrors<Field>(parsed.error);
    if (
      confirmText !== undefined &&
      values.confirm.trim().toLowerCase() !== confirmText.toLowerCase()
    ) {
      errors.confirm = `Type ${confirmText} to confirm.`;
    }
    return errors;
  };
  const form = useFormState<Field>({ reason: "", confirm: "" }, validate);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.trySubmit(event.currentTarget)) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({
        reason: form.values.reason.trim(),
        ...(confirmText !== undefined ? { confirm: form.values.confirm.trim() } : {}),
      });
    } catch (error) {
      const fieldErrors = isApiRequestError(error)
        ? issueFieldErrors<Field>(error.issues)
        : ({} as FieldErrors<Field>);
      const onFields = fieldErrors.reason !== undefined || fieldErrors.confirm !== undefined;
      form.setServerErrors({ reason: fieldErrors.reason, confirm: fieldErrors.confirm });
      if (!onFields) setFailure(errorMessage(error));
      setBusy(false);
      return;
    }
    setBusy(false);
  };

  return (
    <Modal open title={title} onClose={onClose} dismissible={!busy}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div className="text-sm">{description}</div>
        <TextAreaField
          label="Reason"
          hint="Required. Kept in the audit log with your name."
          rows={3}
          maxLength={500}
          disabled={busy}
          data-autofocus
          {...form.field("reason")}
        />
        {confirmText !== undefined && (
          <TextField
            label={`Type ${confirmText} to confirm`}
            autoComplete="off"
            spellCheck={false}
            disabled={busy}
            {...form.field("confirm")}
          />
        )}
        {failure && (
          <Alert tone="error" title="Not done">
            {failure}
          </Alert>
        )}
        <div className="flex justify-end gap-3">
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            className={buttonClass("secondary")}
          >
            Cancel
          </button>
          <button type="submit" disabled={busy} className={buttonClass(tone)}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
