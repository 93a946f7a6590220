import type { FormEvent } from "react";
import {
  INTEGRITY_OUTCOMES,
  type IntegrityFlagStatus,
  type IntegrityOutcome,
} from "@proparena/contracts/integrity";
import { FormSubmit } from "../../../components/form-submit";
import { TextAreaField } from "../../../components/text-area-field";
import { errorMessage, isApiRequestError } from "../../../lib/api-client";
import { useFormState } from "../../../lib/use-form-state";
import type { FieldErrors } from "../../../lib/zod-field-errors";
import { useDecideIntegrityFlag } from "../requests/decide-integrity-flag";
import { OUTCOME_HINTS, OUTCOME_LABELS } from "../lib/integrity-labels";

type Field = "outcome" | "reason";
const FIELDS: readonly Field[] = ["outcome", "reason"];

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!values.outcome) errors.outcome = "Choose an outcome.";
  const reason = values.reason.trim();
  if (reason.length < 10)
    errors.reason = "Give the reason in at least 10 characters: the trader reads it.";
  else if (reason.length > 2000) errors.reason = "Keep the reason under 2,000 characters.";
  return errors;
}

/**
 * The admin's decision on an open or appealed flag: an outcome and a reason the trader reads,
 * sent with the status the admin saw. If another admin decided first the server answers 409:
 * `onConflict` hears the server's words (the page keeps them, as the flag is read again and this
 * form may go). Other refusals are shown here.
 */
export function DecisionForm({
  flagId,
  status,
  onDecided,
  onConflict,
}: {
  flagId: string;
  status: IntegrityFlagStatus;
  onDecided: (outcome: IntegrityOutcome) => void;
  onConflict: (message: string) => void;
}) {
  const decide = useDecideIntegrityFlag();
  const form = useFormState<Field>({ outcome: "", reason: "" }, validate);
  const conflict = isApiRequestError(decide.error) && decide.error.status === 409;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (decide.isPending || !form.trySubmit(event.currentTarget)) return;
    const outcome = form.values.outcome as IntegrityOutcome;
    decide.mutate(
      { id: flagId, outcome, reason: form.values.reason.trim(), expectedStatus: status },
      {
        onSuccess: () => onDecided(outcome),
        onError: (error) => {
          if (isApiRequestError(error) && error.status === 409) onConflict(errorMessage(error));
          else form.showRefusal(error);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Decide this flag" className="space-y-4">
      <fieldset
        aria-invalid={form.errors.outcome ? true : undefined}
        aria-describedby={form.errors.outcome ? `${flagId}-outcome-error` : undefined}
      >
        <legend className="text-sm font-medium text-slate-200">Outcome</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {INTEGRITY_OUTCOMES.map((outcome) => (
            <label
              key={outcome}
              className="flex cursor-pointer gap-2 rounded-lg border border-slate-800 p-3 text-sm has-[:checked]:border-brand-400"
            >
              <input
                type="radio"
                name="outcome"
                value={outcome}
                checked={form.values.outcome === outcome}
                onChange={() => form.setValue("outcome", outcome)}
              />
              <span>
                <span className="block font-medium text-white">{OUTCOME_LABELS[outcome]}</span>
                <span className="block text-xs text-slate-400">{OUTCOME_HINTS[outcome]}</span>
              </span>
            </label>
          ))}
        </div>
        {form.errors.outcome && (
          <p id={`${flagId}-outcome-error`} className="mt-1 text-sm text-rose-300">
            {form.errors.outcome}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="Reason"
        hint="Written to the audit log and e-mailed to the trader; public on the register for a withheld payout or a closed account."
        maxLength={2000}
        {...form.field("reason")}
      />
      <FormSubmit
        label="Decide"
        pendingLabel="Deciding…"
        pending={decide.isPending}
        error={conflict ? null : decide.error}
        shownAtFields={FIELDS}
        errorTitle="The decision was not saved"
      />
    </form>
  );
}
