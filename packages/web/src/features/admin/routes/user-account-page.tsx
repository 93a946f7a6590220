import { useParams } from "react-router";
import { AdminPlaceholder } from "../components/admin-placeholder";

/** /admin/user/:userid/account/:accountid */
export function AdminUserAccountPage() {
  const { userid = "", accountid = "" } = useParams();
  return (
    <AdminPlaceholder
      crumbs={[
        { label: "Users", to: "/admin/users" },
        { label: `User ${userid}`, to: `/admin/user/${encodeURIComponent(userid)}` },
        { label: `Account ${accountid}` },
      ]}
      title={`Account ${accountid}`}
      description="One trading account: phase, balance, rule limits, positions, orders and trade history."
      comingSoon="Account details arrive with trading accounts."
    />
  );
}
