import { Alert } from "../../../components/alert";
import { useResendVerification } from "../requests/resend-verification";
import { EmailLinkForm } from "./email-link-form";

/** Asks for a new verification link for a typed-in address (used when a link is bad). */
export function ResendVerificationForm({ initialEmail = "" }: { initialEmail?: string }) {
  const resend = useResendVerification();
  return (
    <EmailLinkForm
      send={resend}
      initialEmail={initialEmail}
      submitLabel="Send a new link"
      submitStyle="secondary"
      className="space-y-4"
      ariaLabel="Resend verification email"
    >
      {resend.isSuccess && (
        <Alert tone="success" title="Check your inbox">
          If that address still needs verifying, a new link is on its way.
        </Alert>
      )}
    </EmailLinkForm>
  );
}
