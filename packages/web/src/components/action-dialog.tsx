import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import {
  adminBalanceAdjustmentBodySchema,
  adminUserActionBodySchema,
} from "@proparena/contracts/admin-users";
import { Alert } from "./alert";
import { buttonClass } from "./button-styles";
import { Modal } from "./modal";
import { TextAreaField } from "./text-area-field";
import { TextField } from "./text-field";
import { errorMessage, isApiRequestError } from "../lib/api-client";
import { useFormState } from "../lib/use-form-state";
import { issueFieldErrors, zodFieldErrors, type FieldErrors } from "../lib/zod-field-errors";

type Field = "reason" | "confirm" | "amount";

export interface ActionDialogValues {
  reason: string;
  /** Present when the dialog asks to type something again. */
  confirm?: string;
  /** Present when the dialog asks for an amount (dollars typed, sent as cents). */
  amountCents?: number;
}

/** "-1,250.50", "$300" -> cents; null when it is not an amount of dollars and cents. */
export function dollarsToCents(text: string): number | null {
  const clean = text.replace(/[\s$,]/g, "");
  if (!/^[-+]?\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ""] = clean.replace(/^[-+]/, "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return clean.startsWith("-") ? -cents : cents;
}

const amountSchema = adminBalanceAdjustmentBodySchema.shape.amountCents;

/**
 * Confirms an admin action: a reason is required (it goes to the audit log), a dangerous
 * action can ask to type a word (an e-mail) again, and an adjustment asks for an amount of
 * dollars (negative to take off). The server's field errors appear under their
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
  amount,
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
  /** When set, the admin types an amount in dollars: its label and hint. */
  amount?: { label: string; hint: string };
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
    if (amount !== undefined) {
      const cents = dollarsToCents(values.amount);
      const checked = cents === null ? null : amountSchema.safeParse(cents);
      if (checked === null) errors.amount = "Type an amount in dollars, such as 250 or -99.50.";
      else if (!checked.success) errors.amount = checked.error.issues[0]?.message;
    }
    return errors;
  };
  const form = useFormState<Field>({ reason: "", confirm: "", amount: "" }, validate);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.trySubmit(event.currentTarget)) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({
        reason: form.values.reason.trim(),
        ...(confirmText !== undefined ? { confirm: form.values.confirm.trim() } : {}),
        ...(amount !== undefined ? { amountCents: dollarsToCents(form.values.amount) ?? 0 } : {}),
      });
    } catch (error) {
      const fieldErrors = isApiRequestError(error)
        ? issueFieldErrors<Field>(error.issues)
        : ({} as FieldErrors<Field>);
      // The server names the amount's field amountCents.
      const amountError = isApiRequestError(error)
        ? error.issues.find((issue) => issue.path === "amountCents")?.message
        : undefined;
      const onFields =
        fieldErrors.reason !== undefined ||
        fieldErrors.confirm !== undefined ||
        amountError !== undefined;
      form.setServerErrors({
        reason: fieldErrors.reason,
        confirm: fieldErrors.confirm,
        amount: amountError,
      });
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
        {amount !== undefined && (
          <TextField
            label={amount.label}
            hint={amount.hint}
            inputMode="decimal"
            autoComplete="off"
            disabled={busy}
            {...form.field("amount")}
          />
        )}
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
