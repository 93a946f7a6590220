import { useParams } from "react-router";
import { emailBodySchema } from "@proparena/contracts/auth";
import { Alert } from "../../../components/alert";
import { buttonClass } from "../../../components/button-styles";
import { errorMessage } from "../../../lib/api-client";
import { useResendVerification } from "../requests/resend-verification";
import { AuthCard } from "../components/auth-card";
import { AuthLink } from "../components/auth-link";

/** /auth/verify-email/:email — shown after sign-up: check your inbox, or ask for another link. */
export function VerifyEmailNoticePage() {
  const { email: rawEmail = "" } = useParams();
  const parsed = emailBodySchema.safeParse({ email: rawEmail });
  const resend = useResendVerification();

  if (!parsed.success) {
    return (
      <AuthCard title="Check your inbox">
        <Alert tone="error" title="This address does not look right">
          “{rawEmail}” is not a valid email address.{" "}
          <AuthLink to="/auth/signup">Sign up again</AuthLink>.
        </Alert>
      </AuthCard>
    );
  }
  const { email } = parsed.data;

  return (
    <AuthCard
      title="Check your inbox"
      description={
        <>
          We sent a verification link to <strong className="text-white">{email}</strong>. Open it to
          activate your account, then sign in.
        </>
      }
      footer={
        <>
          Already verified? <AuthLink to="/auth/signin">Sign in</AuthLink>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-400">
          No email after a few minutes? Check your spam folder or send another link. If this address
          already had an account, the message tells you how to sign in instead.
        </p>
        {resend.isSuccess && (
          <Alert tone="success" title="Sent">
            If {email} still needs verifying, a new link is on its way.
          </Alert>
        )}
        {resend.isError && <Alert tone="error">{errorMessage(resend.error)}</Alert>}
        <button
          type="button"
          onClick={() => resend.mutate({ email })}
          disabled={resend.isPending}
          className={buttonClass("secondary", "md", "w-full")}
        >
          {resend.isPending ? "Sending…" : "Resend verification email"}
        </button>
      </div>
    </AuthCard>
  );
}
