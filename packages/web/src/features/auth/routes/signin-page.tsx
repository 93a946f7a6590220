import { useEffect, useRef, useState, type FormEvent } from "react";
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
import { signinErrorDetails, useSignIn } from "../requests/sign-in";
import { useSignInCode } from "../requests/sign-in-code";
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

/** Where the sign-in stands: the password, or the code for the attempt the password opened. */
type Step = { kind: "password" } | { kind: "code"; attempt: string };

export function SigninPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get(REDIRECT_PARAM)) ?? DEFAULT_AFTER_SIGNIN;
  const notice = readNotice(location.state);
  const form = useFormState<Field>({ email: "", password: "" }, validate);
  const signIn = useSignIn();
  const signInCode = useSignInCode();
  const [step, setStep] = useState<Step>({ kind: "password" });
  /** The server's verdict on the two-factor code (wrong, reused, or codes waiting). */
  const [codeError, setCodeError] = useState<string | undefined>();
  /** When codes from the app may be tried again (epoch ms), after too many wrong ones. */
  const [retryAt, setRetryAt] = useState<number | null>(null);
  /** Why the password is asked again: the code step's attempt ended. */
  const [ended, setEnded] = useState<string | null>(null);
  const passwordFormRef = useRef<HTMLFormElement>(null);

  // Back from an ended attempt: the password is needed again, so the keyboard goes there.
  useEffect(() => {
    if (!ended) return;
    const input = passwordFormRef.current?.elements.namedItem("password");
    if (input instanceof HTMLElement) input.focus();
  }, [ended]);

  const onSignedIn = () => navigate(redirectTo, { replace: true });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEnded(null);
    if (!form.trySubmit(event.currentTarget)) return;
    const body = signinBodySchema.parse(form.values);
    signIn.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (!isApiRequestError(error)) return;
        const attempt = signinErrorDetails(error)?.attempt;
        if (error.code === ERROR_CODES.twoFactorRequired && attempt) {
          signInCode.reset();
          setCodeError(undefined);
          setRetryAt(null);
          setStep({ kind: "code", attempt });
          return;
        }
        form.setServerErrors(issueFieldErrors<Field>(error.issues));
      },
    });
  };

  /** Back to email and password; `why` when the attempt ended and the password must be typed again. */
  const backToPassword = (why?: string) => {
    signIn.reset();
    signInCode.reset();
    setCodeError(undefined);
    setRetryAt(null);
    if (why) form.setValue("password", "");
    setEnded(why ?? null);
    setStep({ kind: "password" });
  };

  const onSubmitCode = (code: string) => {
    if (step.kind !== "code") return;
    signInCode.mutate(
      { attempt: step.attempt, code },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (!isApiRequestError(error)) return;
          if (error.code === ERROR_CODES.signInCodeInvalid) {
            // The server's issue says how many tries this sign-in has left.
            setCodeError(
              error.issues.find((issue) => issue.path === "code")?.message ?? error.message,
            );
          } else if (error.code === ERROR_CODES.twoFactorDelayed) {
            setCodeError(error.message);
            const seconds = signinErrorDetails(error)?.retryAfterSeconds;
            setRetryAt(seconds ? Date.now() + seconds * 1_000 : null);
          } else if (error.code === ERROR_CODES.signInAttemptEnded) {
            backToPassword(error.message);
          }
        },
      },
    );
  };

  const typedEmail = signinBodySchema.shape.email.safeParse(form.values.email);

  if (step.kind === "code") {
    const error = signInCode.error;
    // Wrong codes and waits are shown at the field; an ended attempt goes back to the password.
    const atField =
      isApiRequestError(error) &&
      (error.code === ERROR_CODES.signInCodeInvalid || error.code === ERROR_CODES.twoFactorDelayed);
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
          pending={signInCode.isPending}
          error={codeError}
          retryAt={retryAt}
          onSubmit={onSubmitCode}
          onBack={() => backToPassword()}
          onCodeChange={() => setCodeError(undefined)}
          alert={
            error && !signInCode.isPending && !atField ? (
              <Alert tone="error">{errorMessage(error)}</Alert>
            ) : null
          }
        />
      </AuthCard>
    );
  }

  const error = signIn.error;
  const notVerified = isApiRequestError(error) && error.code === ERROR_CODES.emailNotVerified;
  const alert =
    error && !signIn.isPending ? (
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
    ) : ended ? (
      <Alert tone="error" title="This sign-in ended">
        {ended} Then enter a new code from your app.
      </Alert>
    ) : null;

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
      <form ref={passwordFormRef} noValidate onSubmit={onSubmit} className="space-y-5">
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
