import type { ReactNode } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { emailBodySchema, type EmailBody } from "@proparena/contracts/auth";
import { FormSubmit } from "../../../components/form-submit";
import { TextField } from "../../../components/text-field";
import { useFormState } from "../../../lib/use-form-state";
import { zodFieldErrors } from "../../../lib/zod-field-errors";

function validate(values: EmailBody) {
  const parsed = emailBodySchema.safeParse(values);
  return parsed.success ? {} : zodFieldErrors<"email">(parsed.error);
}

/**
 * "Type your address and we send you a link": the address, checked as typed, goes to `send`;
 * a failure shows above the button, and `children` (the success note) sit between the two.
 */
export function EmailLinkForm({
  send,
  initialEmail = "",
  submitLabel,
  submitStyle,
  className,
  ariaLabel,
  children,
}: {
  send: UseMutationResult<void, Error, EmailBody>;
  initialEmail?: string;
  submitLabel: string;
  /** The button: the page's main action (large) or a secondary one. */
  submitStyle: "main" | "secondary";
  className: string;
  ariaLabel?: string;
  children?: ReactNode;
}) {
  const form = useFormState({ email: initialEmail }, validate);

  const onSubmit = form.onValidSubmit(() => {
    send.mutate(emailBodySchema.parse(form.values));
  });

  return (
    <form noValidate onSubmit={onSubmit} className={className} aria-label={ariaLabel}>
      <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
      <FormSubmit
        label={submitLabel}
        pendingLabel="Sending…"
        pending={send.isPending}
        error={send.error}
        {...(submitStyle === "main" ? { size: "lg" } : { tone: "secondary" })}
        fullWidth
      >
        {children}
      </FormSubmit>
    </form>
  );
}
