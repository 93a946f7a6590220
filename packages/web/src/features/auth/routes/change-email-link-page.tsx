import { Link, useParams } from "react-router";
import { tokenBodySchema } from "@proparena/contracts/auth";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { Alert } from "../../../components/alert";
import { buttonClass } from "../../../components/button-styles";
import { LoadingState } from "../../../components/loading-state";
import { errorMessage, isApiRequestError } from "../../../lib/api-client";
import { useAuthToken } from "../../../lib/auth-token";
import { useConfirmEmailChange } from "../requests/confirm-email-change";
import { AuthCard } from "../components/auth-card";

const SETTINGS_PATH = "/dashboard/settings";

/** Where to go next: the settings when signed in here, else sign-in (with the new address). */
function NextLink({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <Link to={SETTINGS_PATH} className={buttonClass("primary", "lg", "w-full")}>
      Back to settings
    </Link>
  ) : (
    <Link to="/auth/signin" className={buttonClass("primary", "lg", "w-full")}>
      Sign in
    </Link>
  );
}

/**
 * /auth/change-email/:token — the link sent to the new address when a trader changes their
 * e-mail; confirms the change on load (no sign-in needed), then says which address the account
 * now uses, or why the link did not work.
 */
export function ChangeEmailLinkPage() {
  const { token = "" } = useParams();
  const signedIn = useAuthToken() !== null;
  const wellFormed = tokenBodySchema.safeParse({ token });
  const confirm = useConfirmEmailChange(token, wellFormed.success);

  if (!wellFormed.success || confirm.isError) {
    const error = confirm.error;
    const taken = isApiRequestError(error) && error.status === 409;
    const linkInvalid =
      !wellFormed.success || (isApiRequestError(error) && error.code === ERROR_CODES.linkInvalid);
    const message = wellFormed.success
      ? errorMessage(error)
      : (wellFormed.error.issues[0]?.message ?? "This link is malformed");
    return (
      <AuthCard title={taken ? "That address is already taken" : "We could not change your e-mail"}>
        <div className="space-y-6">
          <Alert tone="error">
            <p>{message}</p>
            <p className="mt-1">
              {taken
                ? "Another account uses it now, so your address did not change. Choose another one in your settings."
                : linkInvalid
                  ? "Links work once and expire after 24 hours. Ask for a new one in your settings."
                  : "Your address did not change. Try the link again in a moment."}
            </p>
          </Alert>
          <NextLink signedIn={signedIn} />
        </div>
      </AuthCard>
    );
  }

  if (confirm.isPending) {
    return (
      <AuthCard title="Changing your e-mail address">
        <LoadingState label="Confirming your new address…" />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="E-mail address changed">
      <div className="space-y-6">
        <Alert tone="success">
          Your account now uses <span className="font-semibold">{confirm.data.email}</span>.
          {signedIn ? "" : " Sign in with it from now on."}
        </Alert>
        <NextLink signedIn={signedIn} />
      </div>
    </AuthCard>
  );
}
