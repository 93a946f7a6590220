import { useParams } from "react-router";
import { AdminPlaceholder } from "../components/admin-placeholder";

/** /admin/user/:userid/account/:accountid/positions/:positionid */
export function AdminUserPositionPage() {
  const { userid = "", accountid = "", positionid = "" } = useParams();
  const userPath = `/admin/user/${encodeURIComponent(userid)}`;
  return (
    <AdminPlaceholder
      crumbs={[
        { label: "Users", to: "/admin/users" },
        { label: `User ${userid}`, to: userPath },
        {
          label: `Account ${accountid}`,
          to: `${userPath}/account/${encodeURIComponent(accountid)}`,
        },
        { label: `Position ${positionid}` },
      ]}
      title={`Position ${positionid}`}
      description="One position: instrument, size, entry, margin and P&L."
      comingSoon="Details arrive with the trading engine."
    />
  );
}
