import { changeEmailBodySchema } from "@proparena/contracts/account-settings";
import { FormSubmit } from "../../../components/form-submit";
import { Alert } from "../../../components/alert";
import { TextField } from "../../../components/text-field";
import { useFormState } from "../../../lib/use-form-state";
import { zodFieldErrors, type FieldErrors } from "../../../lib/zod-field-errors";
import { useChangeEmail } from "../requests/change-email";
import { useProfile } from "../requests/get-profile";
import { MetricsSection } from "../../../components/metrics-section";
import { CurrentPasswordField } from "./confirm-fields";

type Field = "newEmail" | "currentPassword";

const EMPTY: Record<Field, string> = { newEmail: "", currentPassword: "" };

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const parsed = changeEmailBodySchema.safeParse(values);
  return parsed.success ? {} : zodFieldErrors<Field>(parsed.error);
}

/**
 * Moving the account to another e-mail address: the password first; a link goes to the new
 * address and the change happens only when it is followed (/auth/change-email/:token).
 */
export function EmailSection() {
  const profile = useProfile();
  const change = useChangeEmail();
  const form = useFormState<Field>(EMPTY, validate);

  const onSubmit = form.onValidSubmit(() => {
    change.mutate(changeEmailBodySchema.parse(form.values), {
      onSuccess: () => form.reset(),
      onError: form.showRefusal,
    });
  });

  return (
    <MetricsSection
      id="email"
      title="E-mail address"
      description="Where we write to you, and what you sign in with."
    >
      <p className="text-sm text-slate-300">
        Current address:{" "}
        <span className="font-medium break-all text-white">
          {profile.data?.email ?? (profile.isError ? "could not be loaded" : "…")}
        </span>
      </p>
      <form noValidate onSubmit={onSubmit} className="max-w-md space-y-5">
        <TextField
          label="New e-mail address"
          type="email"
          autoComplete="email"
          hint="We send a confirmation link there; your address changes when you follow it."
          {...form.field("newEmail")}
        />
        <CurrentPasswordField {...form.field("currentPassword")} />
        <FormSubmit
          label="Change e-mail address"
          pendingLabel="Sending link…"
          pending={change.isPending}
          error={change.error}
          shownAtFields={["newEmail", "currentPassword"]}
          errorTitle="Your e-mail address was not changed"
        >
          {change.isSuccess && (
            <Alert tone="success" title="Check your inbox">
              We sent a confirmation link to{" "}
              <span className="font-semibold">{change.data.pendingEmail}</span>. Your address
              changes when you follow it (within 24 hours); until then you sign in with the current
              one.
            </Alert>
          )}
        </FormSubmit>
      </form>
    </MetricsSection>
  );
}
