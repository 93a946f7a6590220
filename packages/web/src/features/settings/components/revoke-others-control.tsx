import { useEffect, useRef, useState } from "react";
import { Alert } from "../../../components/alert";
import { buttonClass } from "../../../components/button-styles";
import { errorMessage } from "../../../lib/api-client";
import { useRevokeOtherSessions } from "../requests/revoke-other-sessions";
import { otherSessions } from "./ended-sessions";

/**
 * "Sign out all other sessions", asked once more in place before it happens; says how many
 * ended. Shown while there are other sessions; its outcome stays after they are gone.
 */
export function RevokeOthersControl({ otherCount }: { otherCount: number }) {
  const revokeOthers = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  /** Set when the question closes, so focus goes back to the button that opened it. */
  const refocusTrigger = useRef(false);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (refocusTrigger.current) triggerRef.current?.focus();
    refocusTrigger.current = false;
  }, [confirming]);

  const close = () => {
    refocusTrigger.current = true;
    setConfirming(false);
  };

  const confirm = () => {
    revokeOthers.mutate(undefined, { onSettled: close });
  };

  return (
    <div className="space-y-3">
      {revokeOthers.isSuccess && (
        <Alert tone="success">
          {revokeOthers.data.revoked === 0
            ? "No other sessions were signed in."
            : `Signed out ${otherSessions(revokeOthers.data.revoked)}.`}
        </Alert>
      )}
      {revokeOthers.isError && (
        <Alert tone="error" title="The other sessions were not signed out">
          {errorMessage(revokeOthers.error)}
        </Alert>
      )}
      {otherCount > 0 &&
        (confirming ? (
          <div
            role="group"
            aria-labelledby="revoke-others-question"
            className="space-y-3 rounded-xl border border-rose-500/40 bg-rose-950/30 p-4"
          >
            <p id="revoke-others-question" className="text-sm text-rose-50">
              Sign out {otherSessions(otherCount)}? Anyone using them will have to sign in again.
              This device stays signed in.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <button
                ref={confirmRef}
                type="button"
                disabled={revokeOthers.isPending}
                onClick={confirm}
                className={buttonClass("danger", "sm")}
              >
                {revokeOthers.isPending ? "Signing out…" : "Yes, sign them out"}
              </button>
              <button
                type="button"
                disabled={revokeOthers.isPending}
                onClick={close}
                className={buttonClass("secondary", "sm")}
              >
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <button
            ref={triggerRef}
            type="button"
            onClick={() => setConfirming(true)}
            className={buttonClass("secondary", "sm", "w-full sm:w-auto")}
          >
            Sign out all other sessions
          </button>
        ))}
    </div>
  );
}
