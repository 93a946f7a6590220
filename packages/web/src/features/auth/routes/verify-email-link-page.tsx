import { Link, useParams } from "react-router";
import { tokenBodySchema } from "@proparena/contracts/auth";
import { Alert } from "../../../components/alert";
import { buttonClass } from "../../../components/button-styles";
import { LoadingState } from "../../../components/loading-state";
import { errorMessage } from "../../../lib/api-client";
import { useVerifyEmail } from "../api/verify-email";
import { AuthCard } from "../components/auth-card";
import { ResendVerificationForm } from "../components/resend-verification-form";

/** /auth/verify/email/:token — the link from the verification email; verifies on load. */
export function VerifyEmailLinkPage() {
  const { token = "" } = useParams();
  const wellFormed = tokenBodySchema.safeParse({ token });
  const verify = useVerifyEmail(token, wellFormed.success);

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
