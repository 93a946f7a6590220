import type { KycStatus } from "@proparena/contracts/kyc";
import { StatusPill, type PillTone } from "./status-pill";

const LOOK: Record<KycStatus, [string, PillTone]> = {
  not_started: ["Not started", "neutral"],
  submitted: ["Being checked", "info"],
  approved: ["Verified", "good"],
  rejected: ["Rejected", "bad"],
};

/** A KYC status as a coloured badge with words (never colour alone). */
export function KycStatusBadge({ status }: { status: KycStatus }) {
  const [label, tone] = LOOK[status];
  return <StatusPill status={status} label={label} tone={tone} />;
}
