import { useParams } from "react-router";
import { AdminAccountActions } from "../components/account-actions/admin-account-actions";

/**
 * /admin/user/:userid/account/:accountid — the admin's actions panel (with breadcrumbs). The
 * route itself is composed in app/routes/admin-account-route.tsx, which puts the trader's
 * metrics view (a dashboard feature) under this panel.
 */
export function AdminUserAccountPage() {
  const { userid = "", accountid = "" } = useParams();
  return <AdminAccountActions userId={userid} accountId={accountid} />;
}
