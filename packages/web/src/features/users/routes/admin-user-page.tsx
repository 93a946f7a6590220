import { useParams } from "react-router";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { isApiRequestError } from "../../../lib/api-client";
import { useAdminUser } from "../requests/get-admin-user";
import { AdminBreadcrumbs } from "../../../components/admin-breadcrumbs";
import { NotFoundPanel } from "../../../components/not-found-panel";
import { AuditTrail } from "../components/user-detail/audit-trail";
import { UserAccountsTable } from "../components/user-detail/user-accounts-table";
import { UserActions } from "../components/user-detail/user-actions";
import { UserFacts } from "../components/user-detail/user-facts";
import { UserHeader } from "../components/user-detail/user-header";
import { UserPurchasesTable } from "../components/user-detail/user-purchases-table";
import { UserSessions } from "../components/user-detail/user-sessions";
import { adminPaths } from "../../../lib/admin-paths";

/**
 * /admin/user/:id — one user: who they are, their standing (role, suspension, verification,
 * 2FA, KYC, agreement), what they are owed, accounts, purchases, live sessions, the audit
 * trail, and the actions an admin may take on them.
 */
export function AdminUserPage() {
  const { id = "" } = useParams();
  const user = useAdminUser(id);
  const usersCrumb = { label: "Users", to: adminPaths.users };

  if (user.isPending || user.isError) {
    const notFound = user.isError && isApiRequestError(user.error) && user.error.status === 404;
    return (
      <>
        <AdminBreadcrumbs crumbs={[usersCrumb, { label: `User ${id}` }]} />
        <PageHeader eyebrow="Admin · User" title={`User ${id}`} />
        {user.isPending ? (
          <LoadingState label="Loading the user…" />
        ) : notFound ? (
          <NotFoundPanel
            title="No such user"
            message={`There is no user with the id ${id}. They may have been deleted.`}
            backTo={adminPaths.users}
            backLabel="Back to users"
          />
        ) : (
          <QueryErrorState title="The user could not be loaded" query={user} />
        )}
      </>
    );
  }

  const detail = user.data;
  return (
    <>
      <AdminBreadcrumbs crumbs={[usersCrumb, { label: detail.email }]} />
      <UserHeader user={detail} />
      <div className="space-y-10">
        <UserActions user={detail} />
        <UserFacts user={detail} />
        <UserAccountsTable user={detail} />
        <UserPurchasesTable user={detail} />
        <UserSessions user={detail} />
        <AuditTrail user={detail} />
      </div>
    </>
  );
}
