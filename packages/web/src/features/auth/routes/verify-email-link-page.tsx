import { Link, useParams } from "react-router";
import { tokenBodySchema } from "@proparena/contracts/auth";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { Alert } from "../../../components/alert";
import { buttonClass } from "../../../components/button-styles";
import { LoadingState } from "../../../components/loading-state";
import { errorMessage, isApiRequestError } from "../../../lib/api-client";
import { useVerifyEmail, useVerifyEmailWithPassword } from "../requests/verify-email";
import { AuthCard } from "../components/auth-card";
import { NewPasswordForm } from "../components/new-password-form";
import { ResendVerificationForm } from "../components/resend-verification-form";

export const VERIFIED_WITH_PASSWORD_NOTICE =
  "Your email is verified. Sign in with the password you just chose.";

/**
 * A link sent again carries no password (only a sign-up's own link carries the one chosen
 * then): the password is chosen here, and the link verifies the address with it.
 */
function ChoosePassword({ token }: { token: string }) {
  const verify = useVerifyEmailWithPassword();
  const linkDead = isApiRequestError(verify.error) && verify.error.code === ERROR_CODES.linkInvalid;
  return (
    <AuthCard
      title="Choose a password"
      description="This link was sent again, so it carries no password. Choose the one you will sign in with to finish verifying your email."
    >
      <div className="space-y-6">
        <NewPasswordForm
          token={token}
          mutation={verify}
          submitLabel="Verify email and set password"
          pendingLabel="Verifying…"
          notice={() => VERIFIED_WITH_PASSWORD_NOTICE}
          explain={(error) =>
            error.code === ERROR_CODES.linkInvalid && (
              <p className="mt-1">Links work once and expire. Ask for a new one below.</p>
            )
          }
        />
        {linkDead && <ResendVerificationForm />}
      </div>
    </AuthCard>
  );
}

/** /auth/verify/email/:token — the link from the verification email; verifies on load. */
export function VerifyEmailLinkPage() {
  const { token = "" } = useParams();
  const wellFormed = tokenBodySchema.safeParse({ token });
  const verify = useVerifyEmail(token, wellFormed.success);

  if (isApiRequestError(verify.error) && verify.error.code === ERROR_CODES.passwordRequired) {
    return <ChoosePassword token={token} />;
  }

  if (!wellFormed.success || verify.isError) {
    const message = wellFormed.success
      ? errorMessage(verify.error)
      : (wellFormed.error.issues[0]?.message ?? "This link is malformed");
    return (
      <AuthCard title="We could not verify your email">
        <div className="space-y-6">
          <Alert tone="error">
            <p>{message}</p>
            <p className="mt-1">Links work once and expire. Ask for a new one below.</p>
          </Alert>
          <ResendVerificationForm />
        </div>
      </AuthCard>
    );
  }

  if (verify.isPending) {
    return (
      <AuthCard title="Verifying your email">
        <LoadingState label="Verifying your email…" />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Email verified">
      <div className="space-y-6">
        <Alert tone="success">{verify.data.message || "Your email is verified."}</Alert>
        <Link to="/auth/signin" className={buttonClass("primary", "lg", "w-full")}>
          Sign in
        </Link>
      </div>
    </AuthCard>
  );
}
