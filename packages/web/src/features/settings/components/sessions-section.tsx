import { useRef, useState } from "react";
import type { SessionInfo } from "@proparena/contracts/account-settings";
import { Alert } from "../../../components/alert";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { useRealtimeConnection } from "../../../lib/realtime-context";
import { useNow } from "../../../lib/use-now";
import { useSessions } from "../requests/get-sessions";
import { describeUserAgent } from "../lib/describe-device";
import { EmptyNote, MetricsSection } from "../../../components/metrics-section";
import { RevokeOthersControl } from "./revoke-others-control";
import { SessionRow } from "./session-row";

/** Every device signed in to the account, with a way to sign each (or all the others) out. */
export function SessionsSection() {
  const sessions = useSessions();
  const realtime = useRealtimeConnection();
  const now = useNow(60_000);
  const listRef = useRef<HTMLUListElement>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onRevoked = (session: SessionInfo) => {
    setNotice(
      `${describeUserAgent(session.userAgent)} (${session.ip ?? "unknown address"}) was signed out.`,
    );
    // The row and its button go away: keep the keyboard in the list.
    listRef.current?.focus();
  };

  // Like the header's sign-out: the socket goes now; once the token is gone the route guard
  // sends the browser to sign-in.
  const onSignOutHere = () => realtime?.disconnect();

  let body;
  if (sessions.isPending) {
    body = <LoadingState label="Loading your sessions…" />;
  } else if (sessions.isError) {
    body = <QueryErrorState title="Your sessions could not be loaded" query={sessions} />;
  } else {
    const list = sessions.data.sessions;
    const others = list.filter((session) => !session.current).length;
    body = (
      <>
        {notice && <Alert tone="success">{notice}</Alert>}
        {list.length > 0 && (
          <ul
            ref={listRef}
            tabIndex={-1}
            aria-label="Signed-in sessions"
            className="space-y-3 focus:outline-none"
          >
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                now={now}
                onRevoked={onRevoked}
                onSignOutHere={onSignOutHere}
              />
            ))}
          </ul>
        )}
        {others === 0 && (
          <EmptyNote>
            {list.length === 0
              ? "No signed-in sessions to show."
              : "Only this device is signed in to your account."}
          </EmptyNote>
        )}
        <RevokeOthersControl otherCount={others} />
      </>
    );
  }

  return (
    <MetricsSection
      id="sessions"
      title="Sessions"
      description="The devices signed in to your account. Sign out any you do not recognise, then change your password."
    >
      {body}
    </MetricsSection>
  );
}
