import type { FormEvent } from "react";
import { emailBodySchema } from "@proparena/contracts/auth";
import { Alert } from "../../../components/alert";
import { FormSubmit } from "../../../components/form-submit";
import { TextField } from "../../../components/text-field";
import { useFormState } from "../../../lib/use-form-state";
import { zodFieldErrors } from "../../../lib/zod-field-errors";
import { useRequestPasswordReset } from "../requests/request-password-reset";

function validate(values: { email: string }) {
  const parsed = emailBodySchema.safeParse(values);
  return parsed.success ? {} : zodFieldErrors<"email">(parsed.error);
}

export function RequestResetForm() {
  const form = useFormState({ email: "" }, validate);
  const request = useRequestPasswordReset();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.trySubmit(event.currentTarget)) return;
    request.mutate(emailBodySchema.parse(form.values));
  };

  if (request.isSuccess && request.variables) {
    return (
      <Alert tone="success" title="Check your inbox">
        If an account exists for {request.variables.email}, we sent a link to reset its password.
        The link works once and expires, so use it soon.
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
      <FormSubmit
        label="Send reset link"
        pendingLabel="Sending…"
        pending={request.isPending}
        error={request.error}
        size="lg"
        fullWidth
      />
    </form>
  );
}
