import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { buttonClass } from "../../../components/button-styles";
import { TextField } from "../../../components/text-field";
import { useFormState } from "../../../lib/use-form-state";
import { useNow } from "../../../lib/use-now";
import type { FieldErrors } from "../../../lib/zod-field-errors";

export const TWO_FACTOR_CODE_HINT =
  "The 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead (like abcd-efgh-ijkl).";

function validate({ code }: { code: string }): FieldErrors<"code"> {
  return code.trim() ? {} : { code: "Enter the code from your authenticator app" };
}

/** "1 second", "12 seconds", "4 min 05 s". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/** How long codes from the app still wait (until `until`, epoch ms); recovery codes do not. */
function CodeWait({ until }: { until: number }) {
  const now = useNow(1_000);
  const left = Math.ceil((until - now) / 1_000);
  return (
    <p className="text-sm text-amber-200">
      {left > 0 ? (
        <>
          Codes from your app work again in{" "}
          <span className="font-semibold tabular-nums">{formatWait(left)}</span>. A recovery code
          works now.
        </>
      ) : (
        "Codes from your app work again."
      )}
    </p>
  );
}

/**
 * The second step of signing in to an account with two-factor sign-in on: a code from the
 * authenticator app (or a recovery code). `error` is the server's verdict on the code;
 * `retryAt` when codes from the app may be tried again after too many wrong ones.
 */
export function TwoFactorStep({
  email,
  pending,
  error,
  retryAt,
  onSubmit,
  onBack,
  onCodeChange,
  alert,
}: {
  email: string;
  pending: boolean;
  error: string | undefined;
  retryAt: number | null;
  onSubmit: (code: string) => void;
  onBack: () => void;
  /** Typing again clears the server's verdict. */
  onCodeChange: () => void;
  alert: ReactNode;
}) {
  const form = useFormState<"code">({ code: "" }, validate);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const input = formRef.current?.elements.namedItem("code");
    if (input instanceof HTMLElement) input.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.trySubmit(event.currentTarget)) return;
    onSubmit(form.values.code.trim());
  };

  const field = form.field("code");
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-slate-300">
        Two-factor sign-in is on for <span className="font-medium text-white">{email}</span>.
      </p>
      <TextField
        label="Two-factor code"
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        autoCapitalize="off"
        hint={TWO_FACTOR_CODE_HINT}
        {...field}
        error={field.error ?? error}
        onChange={(event) => {
          field.onChange(event);
          onCodeChange();
        }}
      />
      {retryAt !== null && <CodeWait key={retryAt} until={retryAt} />}
      {alert}
      <button type="submit" disabled={pending} className={buttonClass("primary", "lg", "w-full")}>
        {pending ? "Signing in…" : "Verify and sign in"}
      </button>
      <button
        type="button"
        onClick={onBack}
        disabled={pending}
        className={buttonClass("ghost", "md", "w-full")}
      >
        Back to email and password
      </button>
    </form>
  );
}
