import { ComingSoonPanel } from "../../../components/coming-soon-panel";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { errorMessage } from "../../../lib/api-client";
import { useAuthCheck } from "../../../lib/session/check-auth";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

function formatDate(iso: string | null): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : dateFormat.format(date);
}

/** /dashboard/profile — who is signed in (from the session check), more to come. */
export function ProfilePage() {
  const { data, isPending, isError, error, refetch } = useAuthCheck();

  let body;
  if (isPending) body = <LoadingState label="Loading your profile…" />;
  else if (isError)
    body = <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!data.signedIn) body = <ErrorState message="Your session has ended. Sign in again." />;
  else {
    const { user } = data;
    const rows: [string, string][] = [
      ["Name", user.name],
      ["Email", user.email],
      [
        "Email verified",
        user.emailVerifiedAt ? `Yes, on ${formatDate(user.emailVerifiedAt)}` : "Not yet",
      ],
      ["Member since", formatDate(user.createdAt)],
      ["Role", user.isAdmin ? "Admin" : "Trader"],
    ];
    body = (
      <dl className="divide-y divide-slate-800 rounded-2xl border border-slate-800 bg-slate-900/50">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-6 py-4 sm:grid-cols-3">
            <dt className="text-sm text-slate-400">{label}</dt>
            <dd className="text-sm font-medium text-slate-100 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Profile" description="Your account details." />
      <div className="space-y-6">
        {body}
        <ComingSoonPanel title="Trading profile">
          Your avatar, rank, and challenge history will show here once you have traded.
        </ComingSoonPanel>
      </div>
    </>
  );
}
