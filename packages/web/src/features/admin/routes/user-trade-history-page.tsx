import { useParams } from "react-router";
import { AdminPlaceholder } from "../components/admin-placeholder";

/** /admin/user/:userid/account/:accountid/tradehistory/:tradehistoryid */
export function AdminUserTradeHistoryPage() {
  const { userid = "", accountid = "", tradehistoryid = "" } = useParams();
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
        { label: `Trade ${tradehistoryid}` },
      ]}
      title={`Trade ${tradehistoryid}`}
      description="One closed trade: entry, exit and realised P&L."
      comingSoon="Details arrive with the trading engine."
    />
  );
}
