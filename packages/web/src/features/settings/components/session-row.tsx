import type { ReactNode } from "react";
import type { SessionInfo } from "@proparena/contracts/account-settings";
import { buttonClass } from "../../../components/button-styles";
import { errorMessage } from "../../../lib/api-client";
import { formatTimeAgo } from "../../../lib/relative-time";
import { useRevokeSession } from "../requests/revoke-session";
import { describeUserAgent } from "../lib/describe-device";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : dateTime.format(date);
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="break-words text-slate-200">{children}</dd>
    </div>
  );
}

/** One signed-in session: device, address, when it signed in and was last used, sign-out. */
export function SessionRow({
  session,
  now,
  onRevoked,
  onSignOutHere,
}: {
  session: SessionInfo;
  now: number;
  onRevoked: (session: SessionInfo) => void;
  /** Runs before this browser forgets its token (the current session only). */
  onSignOutHere: () => void;
}) {
  const revoke = useRevokeSession({ onRevoked, beforeSignOut: onSignOutHere });
  const device = describeUserAgent(session.userAgent);
  const label = session.current ? "Sign out this device" : `Sign out ${device}`;
  const errorId = `session-${session.id}-error`;

  return (
    <li
      aria-label={session.current ? `${device} (this device)` : device}
      className="flex flex-col gap-3 rounded-xl border border-slate-800 bg-slate-950/40 p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-white">{device}</h3>
          {session.current && (
            <span className="inline-flex items-center rounded-full border border-brand-400/40 bg-brand-400/10 px-2 py-0.5 text-xs font-medium text-brand-200">
              This device
            </span>
          )}
        </div>
        <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          <Detail label="IP address">
            <span className="font-mono break-all">{session.ip ?? "Unknown"}</span>
          </Detail>
          <Detail label="Signed in">
            <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>
          </Detail>
          <Detail label="Last active">
            <time dateTime={session.lastUsedAt} title={formatDateTime(session.lastUsedAt)}>
              {formatTimeAgo(session.lastUsedAt, now)}
            </time>
          </Detail>
        </dl>
      </div>
      <div className="shrink-0 sm:text-right">
        <button
          type="button"
          aria-label={label}
          aria-describedby={revoke.isError ? errorId : undefined}
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(session)}
          className={buttonClass("secondary", "sm", "w-full sm:w-auto")}
        >
          {revoke.isPending ? "Signing out…" : "Sign out"}
        </button>
        {revoke.isError && (
          <p id={errorId} role="alert" className="mt-2 text-sm text-rose-300">
            {errorMessage(revoke.error)}
          </p>
        )}
      </div>
    </li>
  );
}
