import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { QueryErrorState } from "../../../components/error-state";
import { PageHeader } from "../../../components/page-header";
import { useAccounts } from "../../../lib/get-accounts";
import { useSignedInUser } from "../../../lib/session/check-auth";
import { AccountCards } from "../components/account-cards";
import { AccountsSkeleton } from "../components/accounts-skeleton";
import { AccountsTable } from "../components/accounts-table";
import { FundedPathPanel } from "../components/funded-path-panel";
import { NoAccounts } from "../../../components/no-accounts";
import { IntegrityHoldsBanner } from "../../../components/integrity-holds-banner";

/**
 * /dashboard/accounts — every account of the trader, newest first: plan, phase, status,
 * balance, equity, P&L, dates, and links to its metrics and to the arena; above them, once a
 * phase II account has passed, its funded account or what is still missing for it.
 */
export function AccountsPage() {
  const accounts = useAccounts();
  const user = useSignedInUser();

  let body;
  if (accounts.isPending || !user) body = <AccountsSkeleton />;
  else if (accounts.isError) {
    body = <QueryErrorState title="Your accounts could not be loaded" query={accounts} />;
  } else if (accounts.data.accounts.length === 0) body = <NoAccounts />;
  else {
    const newestFirst = [...accounts.data.accounts].sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    );
    body = (
      <>
        <IntegrityHoldsBanner accounts={newestFirst} userId={user.id} />
        <FundedPathPanel accounts={newestFirst} userId={user.id} />
        <AccountsTable accounts={newestFirst} userId={user.id} />
        <AccountCards accounts={newestFirst} userId={user.id} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="Accounts"
        description="Every challenge and funded account you hold, with its phase, balance and status."
        actions={
          <Link to="/dashboard/checkout" className={buttonClass("secondary", "sm")}>
            Buy a challenge
          </Link>
        }
      />
      {body}
    </>
  );
}
