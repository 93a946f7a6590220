import { useParams } from "react-router";
import { AdminPlaceholder } from "../components/admin-placeholder";

/** /admin/user/:userid/account/:accountid/orders/:orderid */
export function AdminUserOrderPage() {
  const { userid = "", accountid = "", orderid = "" } = useParams();
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
        { label: `Order ${orderid}` },
      ]}
      title={`Order ${orderid}`}
      description="One order: type, side, price, status and fills."
      comingSoon="Details arrive with the trading engine."
    />
  );
}
