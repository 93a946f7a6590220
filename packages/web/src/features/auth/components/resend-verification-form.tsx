import type { FormEvent } from "react";
import { emailBodySchema } from "@proparena/contracts/auth";
import { Alert } from "../../../components/alert";
import { FormSubmit } from "../../../components/form-submit";
import { TextField } from "../../../components/text-field";
import { useFormState } from "../../../lib/use-form-state";
import { zodFieldErrors } from "../../../lib/zod-field-errors";
import { useResendVerification } from "../requests/resend-verification";

function validate(values: { email: string }) {
  const parsed = emailBodySchema.safeParse(values);
  return parsed.success ? {} : zodFieldErrors<"email">(parsed.error);
}

/** Asks for a new verification link for a typed-in address (used when a link is bad). */
export function ResendVerificationForm({ initialEmail = "" }: { initialEmail?: string }) {
  const form = useFormState({ email: initialEmail }, validate);
  const resend = useResendVerification();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.trySubmit(event.currentTarget)) return;
    const parsed = emailBodySchema.parse(form.values);
    resend.mutate(parsed);
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label="Resend verification email"
    >
      <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
      <FormSubmit
        label="Send a new link"
        pendingLabel="Sending…"
        pending={resend.isPending}
        error={resend.error}
        tone="secondary"
        fullWidth
      >
        {resend.isSuccess && (
          <Alert tone="success" title="Check your inbox">
            If that address still needs verifying, a new link is on its way.
          </Alert>
        )}
      </FormSubmit>
    </form>
  );
}
