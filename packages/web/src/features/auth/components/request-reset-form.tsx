import { Alert } from "../../../components/alert";
import { useRequestPasswordReset } from "../requests/request-password-reset";
import { EmailLinkForm } from "./email-link-form";

export function RequestResetForm() {
  const request = useRequestPasswordReset();

  if (request.isSuccess && request.variables) {
    return (
      <Alert tone="success" title="Check your inbox">
        If an account exists for {request.variables.email}, we sent a link to reset its password.
        The link works once and expires, so use it soon.
      </Alert>
    );
  }

  return (
    <EmailLinkForm
      send={request}
      submitLabel="Send reset link"
      submitStyle="main"
      className="space-y-5"
    />
  );
}
