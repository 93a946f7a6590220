import type { ReactNode } from "react";
import { errorMessage } from "../lib/api-client";
import { refusedAtField } from "../lib/zod-field-errors";
import { Alert } from "./alert";
import { buttonClass, type ButtonVariant } from "./button-styles";
import { FormButtons } from "./form-buttons";

/**
 * The end of a form: why the last attempt failed, then the submit button, which says
 * `pendingLabel` and cannot be pressed while the request runs. `error` is null when there is
 * nothing to say (no failure, or a field already shows it); with `shownAtFields`, an API refusal
 * naming one of those fields is left to the field too. `errorTitle` heads the message and
 * `errorDetail` follows it. `children` (a success note, say) sit between the two. With
 * `onCancel` the button has a Cancel beside it (FormButtons).
 */
export function FormSubmit({
  label,
  pendingLabel,
  pending,
  disabled = false,
  error,
  shownAtFields = [],
  errorTitle,
  errorDetail,
  size = "md",
  fullWidth = false,
  tone = "primary",
  onCancel,
  children,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  error: unknown;
  shownAtFields?: readonly string[];
  errorTitle?: string;
  errorDetail?: ReactNode;
  size?: "md" | "lg";
  fullWidth?: boolean;
  tone?: ButtonVariant;
  onCancel?: () => void;
  children?: ReactNode;
}) {
  const alerted = error != null && !refusedAtField(error, shownAtFields);
  return (
    <>
      {alerted && (
        <Alert tone="error" title={errorTitle}>
          <p>{errorMessage(error)}</p>
          {errorDetail}
        </Alert>
      )}
      {children}
      {onCancel ? (
        <FormButtons
          submitLabel={label}
          pendingLabel={pendingLabel}
          pending={pending}
          submitDisabled={disabled}
          tone={tone}
          onCancel={onCancel}
        />
      ) : (
        <button
          type="submit"
          disabled={pending || disabled}
          className={buttonClass(tone, size, fullWidth ? "w-full" : "w-full sm:w-auto")}
        >
          {pending ? pendingLabel : label}
        </button>
      )}
    </>
  );
}
