import type { AdminUserDetail } from "@proparena/contracts/admin-users";
import { Badge, type BadgeTone } from "../../../../components/badge";
import { PageHeader } from "../../../../components/page-header";

const KYC: Record<AdminUserDetail["kycStatus"], [string, BadgeTone]> = {
  not_started: ["KYC not started", "neutral"],
  submitted: ["KYC submitted", "warning"],
  approved: ["KYC approved", "good"],
  rejected: ["KYC rejected", "bad"],
};

/** Name, e-mail and what matters at a glance: role, suspension, verification, 2FA, KYC, agreement. */
export function UserHeader({ user }: { user: AdminUserDetail }) {
  const [kycLabel, kycTone] = KYC[user.kycStatus];
  const badges: [string, BadgeTone][] = [
    user.isAdmin ? ["Admin", "info"] : ["Trader", "neutral"],
    ...(user.suspendedAt ? [["Suspended", "bad"] as [string, BadgeTone]] : []),
    user.emailVerifiedAt ? ["Verified", "good"] : ["Unverified", "warning"],
    user.twoFactor ? ["2FA on", "good"] : ["2FA off", "neutral"],
    [kycLabel, kycTone],
    user.agreementSigned ? ["Agreement signed", "good"] : ["Agreement not signed", "neutral"],
  ];
  return (
    <>
      <PageHeader eyebrow="Admin · User" title={user.name || user.email} description={user.email} />
      <ul aria-label="Status" className="-mt-4 mb-8 flex flex-wrap gap-2">
        {badges.map(([label, tone]) => (
          <li key={label}>
            <Badge tone={tone}>{label}</Badge>
          </li>
        ))}
      </ul>
    </>
  );
}
