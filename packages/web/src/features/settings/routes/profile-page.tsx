import type { PublicUser } from "@proparena/contracts/auth";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { errorMessage } from "../../../lib/api-client";
import { useSignedInUser } from "../../../lib/session/check-auth";
import { useProfile } from "../requests/get-profile";
import { ProfileSection } from "../components/profile/profile-section";
import { PublicProfileSection } from "../components/profile/public-profile-section";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

function formatDate(iso: string | null): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : dateFormat.format(date);
}

/** Read-only facts of the account (from the session check): e-mail, verification, since, role. */
function AccountDetails({ user }: { user: PublicUser }) {
  const rows: [string, string][] = [
    ["Email", user.email],
    [
      "Email verified",
      user.emailVerifiedAt ? `Yes, on ${formatDate(user.emailVerifiedAt)}` : "Not yet",
    ],
    ["Member since", formatDate(user.createdAt)],
    ["Role", user.isAdmin ? "Admin" : "Trader"],
  ];
  return (
    <section aria-labelledby="account-details-title" className="space-y-3">
      <h2 id="account-details-title" className="text-lg font-semibold text-white">
        Account
      </h2>
      <dl className="divide-y divide-slate-800 rounded-2xl border border-slate-800 bg-slate-900/50">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-6 py-4 sm:grid-cols-3">
            <dt className="text-sm text-slate-400">{label}</dt>
            <dd className="text-sm font-medium text-slate-100 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /dashboard/profile — the trader's name, country and region, time zone, avatar and whether
 * boards show their name, and account facts.
 */
export function ProfilePage() {
  const user = useSignedInUser();
  const { data: profile, isPending, isError, error, refetch } = useProfile();

  let body;
  if (isPending) body = <LoadingState label="Loading your profile…" />;
  else if (isError)
    body = <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  else
    body = (
      <>
        <ProfileSection profile={profile} />
        <PublicProfileSection profile={profile} />
      </>
    );

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="Profile"
        description="Your name, where you trade from, how others see you, and your account details."
      />
      <div className="space-y-6">
        {body}
        {user && <AccountDetails user={user} />}
      </div>
    </>
  );
}
