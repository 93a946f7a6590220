import { useNavigate } from "react-router";
import { signupBodySchema } from "@proparena/contracts/auth";
import { FormSubmit } from "../../../components/form-submit";
import { NewPasswordFields } from "../../../components/new-password-fields";
import { TextField } from "../../../components/text-field";
import { PRODUCT_NAME } from "../../../lib/product";
import { useFormState } from "../../../lib/use-form-state";
import type { FieldErrors } from "../../../lib/zod-field-errors";
import { zodFieldErrors } from "../../../lib/zod-field-errors";
import { useSignUp } from "../requests/sign-up";
import { AuthCard } from "../components/auth-card";
import { AuthLink } from "../components/auth-link";

type Field = "name" | "email" | "password" | "confirmPassword";

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const parsed = signupBodySchema.safeParse(values);
  const errors: FieldErrors<Field> = parsed.success ? {} : zodFieldErrors<Field>(parsed.error);
  if (!values.confirmPassword) errors.confirmPassword = "Repeat your password";
  else if (values.confirmPassword !== values.password)
    errors.confirmPassword = "Passwords do not match";
  return errors;
}

export function SignupPage() {
  const navigate = useNavigate();
  const form = useFormState<Field>(
    { name: "", email: "", password: "", confirmPassword: "" },
    validate,
  );
  const signUp = useSignUp();

  const onSubmit = form.onValidSubmit(() => {
    const body = signupBodySchema.parse(form.values);
    signUp.mutate(body, {
      onSuccess: () => navigate(`/auth/verify-email/${encodeURIComponent(body.email)}`),
      onError: form.showRefusal,
    });
  });

  return (
    <AuthCard
      title="Create your account"
      description={`Join the ${PRODUCT_NAME} beta for free and trade with $1,000,000 in virtual money.`}
      footer={
        <>
          Already have an account? <AuthLink to="/auth/signin">Sign in</AuthLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField label="Name" autoComplete="name" {...form.field("name")} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
        <NewPasswordFields
          label="Password"
          password={form.field("password")}
          confirm={form.field("confirmPassword")}
        />
        <FormSubmit
          label="Create account"
          pendingLabel="Creating account…"
          pending={signUp.isPending}
          size="lg"
          fullWidth
          error={signUp.error}
        />
        <p className="text-xs text-slate-400">
          By creating an account you accept the{" "}
          <AuthLink to="/legal/terms">Terms of Service</AuthLink> and the{" "}
          <AuthLink to="/legal/privacy">Privacy Policy</AuthLink>.
        </p>
      </form>
    </AuthCard>
  );
}
