import type { ReactNode } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { resetPasswordBodySchema, type ResetPasswordBody } from "@proparena/contracts/auth";
import { FormSubmit } from "../../../components/form-submit";
import { NewPasswordFields } from "../../../components/new-password-fields";
import { isApiRequestError, type ApiRequestError } from "../../../lib/api-client";
import { useFormState } from "../../../lib/use-form-state";
import type { FieldErrors } from "../../../lib/zod-field-errors";
import { zodFieldErrors } from "../../../lib/zod-field-errors";

type Field = "password" | "confirmPassword";

/**
 * A new password chosen from an e-mailed link (reset, verification sent again, undoing an
 * e-mail change): the password twice, with the rules' hint. `mutation` sends it with the
 * link's token, then sign-in opens with `notice`; a refused password is shown at its field,
 * anything else in an alert that `explain` may add to (what to do about a dead link).
 */
export function NewPasswordForm<T>({
  token,
  mutation,
  submitLabel,
  pendingLabel,
  notice,
  explain,
}: {
  token: string;
  mutation: UseMutationResult<T, Error, ResetPasswordBody>;
  submitLabel: string;
  pendingLabel: string;
  /** What the sign-in page says once the password is set. */
  notice: (result: T) => string;
  explain?: (error: ApiRequestError) => ReactNode;
}) {
  const navigate = useNavigate();
  const form = useFormState<Field>({ password: "", confirmPassword: "" }, (values) => {
    const parsed = resetPasswordBodySchema.safeParse({ token, password: values.password });
    const errors: FieldErrors<Field> = parsed.success ? {} : zodFieldErrors<Field>(parsed.error);
    if (!values.confirmPassword) errors.confirmPassword = "Repeat your new password";
    else if (values.confirmPassword !== values.password)
      errors.confirmPassword = "Passwords do not match";
    return errors;
  });

  const onSubmit = form.onValidSubmit(() => {
    mutation.mutate(
      { token, password: form.values.password },
      {
        onSuccess: (result) =>
          navigate("/auth/signin", { replace: true, state: { notice: notice(result) } }),
        onError: form.showRefusal,
      },
    );
  });

  const { error } = mutation;
  // A refused password is shown at its field; the alert is for everything else.
  const fieldError = isApiRequestError(error) && error.issues.length > 0;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <NewPasswordFields
        password={form.field("password")}
        confirm={form.field("confirmPassword")}
      />
      <FormSubmit
        label={submitLabel}
        pendingLabel={pendingLabel}
        pending={mutation.isPending}
        size="lg"
        fullWidth
        error={fieldError ? null : error}
        errorDetail={isApiRequestError(error) && explain?.(error)}
      />
    </form>
  );
}
