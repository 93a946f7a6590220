import { useSearchParams } from "react-router";
import { tokenBodySchema } from "@proparena/contracts/auth";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { Alert } from "../../../components/alert";
import { useResetPassword } from "../requests/reset-password";
import { AuthCard } from "../components/auth-card";
import { AuthLink } from "../components/auth-link";
import { NewPasswordForm } from "../components/new-password-form";
import { RequestResetForm } from "../components/request-reset-form";

export const PASSWORD_CHANGED_NOTICE =
  "Your password has been changed. Sign in with your new password.";

/** The emailed link's form: the new password, then sign-in with a notice. */
function ResetForm({ token }: { token: string }) {
  const reset = useResetPassword();
  return (
    <NewPasswordForm
      token={token}
      mutation={reset}
      submitLabel="Set new password"
      pendingLabel="Saving…"
      notice={() => PASSWORD_CHANGED_NOTICE}
      explain={(error) =>
        error.code === ERROR_CODES.linkInvalid && (
          <p className="mt-2">
            <AuthLink to="/auth/reset-password">Ask for a new reset link</AuthLink>
          </p>
        )
      }
    />
  );
}

/**
 * /auth/reset-password asks for a reset link; /auth/reset-password?token=… (the emailed link)
 * sets the new password.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const footer = (
    <>
      Remembered it? <AuthLink to="/auth/signin">Sign in</AuthLink>
    </>
  );

  if (token === null) {
    return (
      <AuthCard
        title="Reset your password"
        description="Enter the email you signed up with and we will send you a link to choose a new password."
        footer={footer}
      >
        <RequestResetForm />
      </AuthCard>
    );
  }

  const wellFormed = tokenBodySchema.safeParse({ token });
  if (!wellFormed.success) {
    return (
      <AuthCard title="Choose a new password" footer={footer}>
        <Alert tone="error" title="This reset link is malformed">
          Copy the whole link from the email, or{" "}
          <AuthLink to="/auth/reset-password">ask for a new one</AuthLink>.
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="Pick a new password for your account."
      footer={footer}
    >
      <ResetForm token={token} />
    </AuthCard>
  );
}
