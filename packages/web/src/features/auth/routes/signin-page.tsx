import { useState, type FormEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { signinBodySchema } from "@proparena/contracts/auth";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { Alert } from "../../../components/alert";
import { buttonClass } from "../../../components/button-styles";
import { TextField } from "../../../components/text-field";
import { errorMessage, isApiRequestError } from "../../../lib/api-client";
import { DEFAULT_AFTER_SIGNIN, REDIRECT_PARAM, safeRedirectPath } from "../../../lib/safe-redirect";
import { useFormState } from "../../../lib/use-form-state";
import { issueFieldErrors, zodFieldErrors } from "../../../lib/zod-field-errors";
import { useSignIn } from "../api/sign-in";
import { AuthCard } from "../components/auth-card";
import { AuthLink } from "../components/auth-link";
import { TwoFactorStep } from "../components/two-factor-step";

type Field = "email" | "password";

function validate(values: Record<Field, string>) {
  const parsed = signinBodySchema.safeParse(values);
  return parsed.success ? {} : zodFieldErrors<Field>(parsed.error);
}

/** A notice another page hands over in location state, e.g. after a password reset. */
function readNotice(state: unknown): string | null {
  if (
    typeof state === "object" &&
    state !== null &&
    "notice" in state &&
    typeof state.notice === "string"
  ) {
    return state.notice;
  }
  return null;
}

export function SigninPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get(REDIRECT_PARAM)) ?? DEFAULT_AFTER_SIGNIN;
  const notice = readNotice(location.state);
  const form = useFormState<Field>({ email: "", password: "" }, validate);
  const signIn = useSignIn();
  /** "code" once the server asked for a two-factor code; email and password are kept. */
  const [step, setStep] = useState<"password" | "code">("password");
  /** The server's verdict on the two-factor code (wrong, reused or expired). */
  const [codeError, setCodeError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.trySubmit(event.currentTarget)) return;
    const body = signinBodySchema.parse(form.values);
    signIn.mutate(body, {
      onSuccess: () => navigate(redirectTo, { replace: true }),
      onError: (error) => {
        if (!isApiRequestError(error)) return;
        if (error.code === ERROR_CODES.twoFactorRequired) {
          setCodeError(undefined);
          setStep("code");
          return;
        }
        form.setServerErrors(issueFieldErrors<Field>(error.issues));
      },
    });
  };

  const onSubmitCode = (code: string) => {
    const body = signinBodySchema.parse({ ...form.values, code });
    signIn.mutate(body, {
      onSuccess: () => navigate(redirectTo, { replace: true }),
      onError: (error) => {
        if (
          isApiRequestError(error) &&
          (error.code === ERROR_CODES.twoFactorInvalid ||
            error.code === ERROR_CODES.twoFactorRequired)
        ) {
          setCodeError(
            error.issues.find((issue) => issue.path === "code")?.message ?? error.message,
          );
        }
      },
    });
  };

  const backToPassword = () => {
    signIn.reset();
    setCodeError(undefined);
    setStep("password");
  };

  const error = signIn.error;
  const notVerified = isApiRequestError(error) && error.code === ERROR_CODES.emailNotVerified;
  const typedEmail = signinBodySchema.shape.email.safeParse(form.values.email);
  // The two-factor answers are shown as the second step and at its field, not as an alert.
  const twoFactorAnswer =
    isApiRequestError(error) &&
    (error.code === ERROR_CODES.twoFactorRequired || error.code === ERROR_CODES.twoFactorInvalid);
  const alert =
    error && !signIn.isPending && !twoFactorAnswer ? (
      <Alert tone="error" title={notVerified ? "Verify your email first" : undefined}>
        <p>{errorMessage(error)}</p>
        {notVerified && (
          <p className="mt-2">
            <AuthLink
              to={`/auth/verify-email/${encodeURIComponent(typedEmail.success ? typedEmail.data : form.values.email)}`}
            >
              Resend the verification email
            </AuthLink>
          </p>
        )}
      </Alert>
    ) : null;

  if (step === "code") {
    return (
      <AuthCard
        title="Sign in"
        description="One more step: the code from your authenticator app."
        footer={
          <>
            Lost your phone and your recovery codes?{" "}
            <AuthLink to="/contact">Contact support</AuthLink>
          </>
        }
      >
        <TwoFactorStep
          email={typedEmail.success ? typedEmail.data : form.values.email}
          pending={signIn.isPending}
          error={codeError}
          onSubmit={onSubmitCode}
          onBack={backToPassword}
          onCodeChange={() => setCodeError(undefined)}
          alert={alert}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign in"
      description={
        redirectTo !== DEFAULT_AFTER_SIGNIN
          ? "Sign in to continue to the page you asked for."
          : "Welcome back, trader."
      }
      footer={
        <>
          New here? <AuthLink to="/auth/signup">Create an account</AuthLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {notice && <Alert tone="success">{notice}</Alert>}
        <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.field("password")}
        />
        <div className="flex justify-end">
          <AuthLink to="/auth/reset-password">Forgot your password?</AuthLink>
        </div>
        {alert}
        <button
          type="submit"
          disabled={signIn.isPending}
          className={buttonClass("primary", "lg", "w-full")}
        >
          {signIn.isPending ? "Signing in…" : "Sign in"}
        </button>
      </form>
    </AuthCard>
  );
}
