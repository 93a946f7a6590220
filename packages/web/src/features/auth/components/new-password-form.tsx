import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { PASSWORD_HINT, resetPasswordBodySchema } from "@proparena/contracts/auth";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { Alert } from "../../../components/alert";
import { buttonClass } from "../../../components/button-styles";
import { TextField } from "../../../components/text-field";
import { errorMessage, isApiRequestError } from "../../../lib/api-client";
import { useFormState } from "../../../lib/use-form-state";
import type { FieldErrors } from "../../../lib/zod-field-errors";
import { issueFieldErrors, zodFieldErrors } from "../../../lib/zod-field-errors";
import { useResetPassword } from "../api/reset-password";
import { AuthLink } from "./auth-link";

type Field = "password" | "confirmPassword";

export const PASSWORD_CHANGED_NOTICE =
  "Your password has been changed. Sign in with your new password.";

export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useFormState<Field>({ password: "", confirmPassword: "" }, (values) => {
    const parsed = resetPasswordBodySchema.safeParse({ token, password: values.password });
    const errors: FieldErrors<Field> = parsed.success ? {} : zodFieldErrors<Field>(parsed.error);
    if (!values.confirmPassword) errors.confirmPassword = "Repeat your new password";
    else if (values.confirmPassword !== values.password)
      errors.confirmPassword = "Passwords do not match";
    return errors;
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.trySubmit(event.currentTarget)) return;
    reset.mutate(
      { token, password: form.values.password },
      {
        onSuccess: () =>
          navigate("/auth/signin", { replace: true, state: { notice: PASSWORD_CHANGED_NOTICE } }),
        onError: (error) => {
          if (isApiRequestError(error)) form.setServerErrors(issueFieldErrors<Field>(error.issues));
        },
      },
    );
  };

  const linkDead = isApiRequestError(reset.error) && reset.error.code === ERROR_CODES.linkInvalid;
  // A refused password is shown at its field; the alert is for everything else.
  const fieldError = isApiRequestError(reset.error) && reset.error.issues.length > 0;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...form.field("password")}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...form.field("confirmPassword")}
      />
      {reset.isError && !fieldError && (
        <Alert tone="error">
          <p>{errorMessage(reset.error)}</p>
          {linkDead && (
            <p className="mt-2">
              <AuthLink to="/auth/reset-password">Ask for a new reset link</AuthLink>
            </p>
          )}
        </Alert>
      )}
      <button
        type="submit"
        disabled={reset.isPending}
        className={buttonClass("primary", "lg", "w-full")}
      >
        {reset.isPending ? "Saving…" : "Set new password"}
      </button>
    </form>
  );
}
