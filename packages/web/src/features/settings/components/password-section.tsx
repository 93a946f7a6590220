import { changePasswordBodySchema } from "@proparena/contracts/account-settings";
import { FormSubmit } from "../../../components/form-submit";
import { NewPasswordFields } from "../../../components/new-password-fields";
import { Alert } from "../../../components/alert";
import { useFormState } from "../../../lib/use-form-state";
import { zodFieldErrors, type FieldErrors } from "../../../lib/zod-field-errors";
import { useChangePassword } from "../requests/account-password";
import { MetricsSection } from "../../../components/metrics-section";
import { CurrentPasswordField } from "./confirm-fields";
import { endedSessionsMessage } from "./ended-sessions";

type Field = "currentPassword" | "newPassword" | "confirmPassword";

/** The fields the server may name in a refusal; anything else is shown above the button. */
const SERVER_FIELDS: readonly string[] = ["currentPassword", "newPassword"];

const EMPTY: Record<Field, string> = { currentPassword: "", newPassword: "", confirmPassword: "" };

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const parsed = changePasswordBodySchema.safeParse(values);
  const errors: FieldErrors<Field> = parsed.success ? {} : zodFieldErrors<Field>(parsed.error);
  if (!values.confirmPassword) errors.confirmPassword = "Repeat your new password";
  else if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = "Passwords do not match";
  return errors;
}

/** "Password changed. 2 other sessions were signed out." */
export function passwordChangedMessage(endedSessions: number): string {
  return `Password changed. ${endedSessionsMessage(endedSessions)}`;
}

/** Change the password: the current one proves it is the trader; other sessions end. */
export function PasswordSection() {
  const change = useChangePassword();
  const form = useFormState<Field>(EMPTY, validate);

  const onSubmit = form.onValidSubmit(() => {
    const { currentPassword, newPassword } = form.values;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => form.reset(),
        onError: form.showRefusal,
      },
    );
  });

  return (
    <MetricsSection
      id="password"
      title="Password"
      description="Changing it signs out every other device; this one stays signed in."
    >
      <form noValidate onSubmit={onSubmit} className="max-w-md space-y-5">
        <CurrentPasswordField label="Current password" {...form.field("currentPassword")} />
        <NewPasswordFields
          password={form.field("newPassword")}
          confirm={form.field("confirmPassword")}
        />
        <FormSubmit
          label="Change password"
          pendingLabel="Changing password…"
          pending={change.isPending}
          error={change.error}
          shownAtFields={SERVER_FIELDS}
          errorTitle="Your password was not changed"
        >
          {change.isSuccess && (
            <Alert tone="success">{passwordChangedMessage(change.data.endedSessions)}</Alert>
          )}
        </FormSubmit>
      </form>
    </MetricsSection>
  );
}
