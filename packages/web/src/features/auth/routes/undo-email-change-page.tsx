import { useParams } from "react-router";
import { tokenBodySchema } from "@proparena/contracts/auth";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { Alert } from "../../../components/alert";
import type { ApiRequestError } from "../../../lib/api-client";
import { SUPPORT_EMAIL } from "../../../lib/product";
import { useRevertEmailChange } from "../requests/revert-email-change";
import { AuthCard } from "../components/auth-card";
import { AuthLink } from "../components/auth-link";
import { NewPasswordForm } from "../components/new-password-form";

/** The sign-in page's notice once the account is back at `email`. */
export function restoredNotice(email: string): string {
  return `Your account uses ${email} again. Sign in with it and your new password.`;
}

function ContactSupport() {
  return (
    <>
      <AuthLink to="/contact">Contact support</AuthLink> or write to{" "}
      <span className="font-medium break-all">{SUPPORT_EMAIL}</span>.
    </>
  );
}

/** What to do when the undo was refused for something other than the password. */
function explain(error: ApiRequestError) {
  if (error.code === ERROR_CODES.linkInvalid) {
    return (
      <p className="mt-2">
        An undo link works once, and for 7 days after the change. If yours no longer works and you
        did not change the address, <ContactSupport />
      </p>
    );
  }
  if (error.status === 409) {
    return (
      <p className="mt-2">
        Another account uses this address now, so your account could not move back to it.{" "}
        <ContactSupport />
      </p>
    );
  }
  return null;
}

/**
 * /auth/undo-email-change/:token — the link e-mailed to the old address after an e-mail
 * change. With a new password it moves the account back to that address and signs out every
 * session (the one who moved it included); then sign-in, with the address restored.
 */
export function UndoEmailChangePage() {
  const { token = "" } = useParams();
  const revert = useRevertEmailChange();
  const wellFormed = tokenBodySchema.safeParse({ token });
  const title = "Undo the e-mail change";

  if (!wellFormed.success) {
    return (
      <AuthCard title={title}>
        <Alert tone="error" title="This link is malformed">
          Copy the whole link from the e-mail. If it still does not work, <ContactSupport />
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={title}
      description={
        <div className="space-y-2">
          <p>
            Your account&apos;s e-mail address was changed. If that was not you, undo it here: your
            account moves back to the address this link was sent to, every session is signed out
            (including whoever changed it), and you choose a new password.
          </p>
          <p>Two-factor sign-in turned on since the change is turned off again.</p>
        </div>
      }
    >
      <NewPasswordForm
        token={token}
        mutation={revert}
        submitLabel="Undo the change and set password"
        pendingLabel="Undoing…"
        notice={({ email }) => restoredNotice(email)}
        explain={explain}
      />
    </AuthCard>
  );
}
