import { useParams } from "react-router";
import { AdminPlaceholder } from "../components/admin-placeholder";

const RECORDS = {
  position: {
    param: "positionid",
    label: "Position",
    description: "One position: instrument, size, entry, margin and P&L.",
  },
  order: {
    param: "orderid",
    label: "Order",
    description: "One order: type, side, price, status and fills.",
  },
  trade: {
    param: "tradehistoryid",
    label: "Trade",
    description: "One closed trade: entry, exit and realised P&L.",
  },
} as const;

/**
 * /admin/user/:userid/account/:accountid/{positions/:positionid | orders/:orderid |
 * tradehistory/:tradehistoryid}: one record of a trader's account.
 */
function AccountRecordPage({ kind }: { kind: keyof typeof RECORDS }) {
  const record = RECORDS[kind];
  const params = useParams();
  const userid = params.userid ?? "";
  const accountid = params.accountid ?? "";
  const id = params[record.param] ?? "";
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
        { label: `${record.label} ${id}` },
      ]}
      title={`${record.label} ${id}`}
      description={record.description}
      comingSoon="Details arrive with the admin tools."
    />
  );
}

export const AdminUserPositionPage = () => <AccountRecordPage kind="position" />;
export const AdminUserOrderPage = () => <AccountRecordPage kind="order" />;
export const AdminUserTradeHistoryPage = () => <AccountRecordPage kind="trade" />;
