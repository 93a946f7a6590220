import type { AdminUserDetail } from "@proparena/contracts/admin-users";
import { formatCentsExact } from "../../../../lib/format-money";
import { formatDateTime, humanize } from "../../../../lib/admin-format";
import { DetailList, DetailSection } from "../../../../components/detail-section";

/** The user's profile facts and what the business owes them. */
export function UserFacts({ user }: { user: AdminUserDetail }) {
  return (
    <div className="grid gap-8 xl:grid-cols-3">
      <div className="xl:col-span-2">
        <DetailSection title="Details">
          <DetailList
            rows={[
              ["User id", <span className="font-mono text-xs">{user.id}</span>],
              ["E-mail", user.email],
              ["Name", user.name || "—"],
              ["Shown publicly as", user.publicName],
              ["Country", user.country || "—"],
              ["Region", user.region ?? "—"],
              ["Time zone", user.timeZone],
              ["Joined", formatDateTime(user.createdAt)],
              [
                "E-mail verified",
                user.emailVerifiedAt ? formatDateTime(user.emailVerifiedAt) : "Not yet",
              ],
              ["Suspended", user.suspendedAt ? `Since ${formatDateTime(user.suspendedAt)}` : "No"],
              ["KYC", humanize(user.kycStatus)],
              ["Current agreement", user.agreementSigned ? "Signed" : "Not signed"],
            ]}
          />
        </DetailSection>
      </div>
      <DetailSection title="Owed" description="Payouts credited to them, less what was paid.">
        <p
          className="rounded-2xl border border-slate-800 bg-slate-900/50 px-5 py-4 font-mono text-2xl font-semibold text-white tabular-nums"
          data-testid="owed"
        >
          {formatCentsExact(user.owedCents)}
        </p>
      </DetailSection>
    </div>
  );
}
