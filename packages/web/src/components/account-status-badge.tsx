import type { Account } from "@proparena/contracts/trading";
import { StatusPill, type PillTone } from "./status-pill";

const LOOK: Record<Account["status"], [string, PillTone]> = {
  active: ["Active", "info"],
  passed: ["Passed", "good"],
  failed: ["Failed", "bad"],
  closed: ["Closed", "neutral"],
};

/** An account's status as a coloured badge with words (never colour alone). */
export function AccountStatusBadge({ status }: { status: Account["status"] }) {
  const [label, tone] = LOOK[status];
  return <StatusPill status={status} label={label} tone={tone} />;
}
