import { Link } from "react-router";
import type { Account } from "@proparena/contracts/trading";
import { buttonClass } from "../../../components/button-styles";
import { PageHeader } from "../../../components/page-header";
import { formatDay } from "../../../lib/format-trading";
import { arenaPath } from "../../../lib/account-links";
import { AccountFigures } from "../../../components/account-figures";
import { AccountStatusBadge } from "../../../components/account-status-badge";
import { RulesVersionLink } from "../../../components/rules-version-link";

/**
 * Plan, phase and status of the account, its money figures and where to go next. An admin
 * looking at someone else's account gets no arena link (the arena trades only one's own).
 */
export function MetricsHeader({ account, own }: { account: Account; own: boolean }) {
  return (
    <>
      <PageHeader
        eyebrow="Account metrics"
        title={`${account.planLabel} · ${account.phaseName}`}
        description={
          <span className="flex flex-wrap items-center gap-2 text-sm">
            <AccountStatusBadge status={account.status} />
            <span>
              Opened {formatDay(account.createdAt)}
              {account.endedAt && `, ended ${formatDay(account.endedAt)}`}
            </span>
            <RulesVersionLink version={account.ruleSetVersion} />
          </span>
        }
        actions={
          <>
            <Link to="/dashboard/accounts" className={buttonClass("ghost", "sm")}>
              All accounts
            </Link>
            {own && (
              <Link to={arenaPath(account.id)} className={buttonClass("secondary", "sm")}>
                Open in arena
              </Link>
            )}
          </>
        }
      />
      <AccountFigures
        account={account}
        look="tiles"
        label="Account figures"
        className="mb-8 grid grid-cols-2 gap-3 lg:grid-cols-4"
      />
    </>
  );
}
