import { ADMIN_LISTS } from "@proparena/contracts/admin-lists";
import { PageHeader } from "../../../components/page-header";
import { formatTradeReason } from "../../../lib/format-trading";
import { AdminListView } from "../components/admin-list/admin-list-view";
import {
  adminPaths,
  IdText,
  RowLink,
  SidePill,
  SignedMoney,
  TimeText,
} from "../components/admin-list/cells";
import { formatNumber } from "../components/admin-list/list-format";
import { adminColumnHelper } from "../components/admin-list/table-features";
import type { AdminColumns } from "../components/admin-list/table-features";

const column = adminColumnHelper<"tradehistory">();

const columns: AdminColumns<"tradehistory"> = column.columns([
  column.accessor("id", {
    header: "Trade",
    cell: ({ row }) => (
      <RowLink
        to={adminPaths.record(
          "tradehistory",
          row.original.userId,
          row.original.accountId,
          row.original.id,
        )}
        label={`Trade ${row.original.id}`}
      >
        <IdText id={row.original.id} />
      </RowLink>
    ),
  }),
  column.accessor("accountId", {
    header: "Account",
    cell: ({ row }) => (
      <RowLink
        to={adminPaths.account(row.original.userId, row.original.accountId)}
        label={`Account ${row.original.accountId}`}
      >
        <IdText id={row.original.accountId} />
      </RowLink>
    ),
  }),
  column.accessor("userEmail", {
    header: "Owner",
    cell: ({ row }) => (
      <RowLink to={adminPaths.user(row.original.userId)}>{row.original.userEmail}</RowLink>
    ),
  }),
  column.accessor("symbol", { header: "Symbol" }),
  column.accessor("side", {
    header: "Side",
    cell: ({ getValue }) => <SidePill side={getValue()} />,
  }),
  column.accessor("volume", {
    header: "Lots",
    meta: { align: "right", mono: true },
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  column.accessor("openPrice", {
    header: "Open price",
    meta: { align: "right", mono: true },
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  column.accessor("closePrice", {
    header: "Close price",
    meta: { align: "right", mono: true },
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  column.accessor("openTime", {
    header: "Opened",
    cell: ({ getValue }) => <TimeText iso={getValue()} />,
  }),
  column.accessor("closeTime", {
    header: "Closed",
    cell: ({ getValue }) => <TimeText iso={getValue()} />,
  }),
  column.accessor("reason", {
    header: "Reason",
    cell: ({ getValue }) => formatTradeReason(getValue()),
  }),
  column.accessor((row) => row.pnlCents, {
    id: "pnl",
    header: "P&L",
    meta: { align: "right", mono: true },
    cell: ({ getValue }) => <SignedMoney cents={getValue()} />,
  }),
]);

const labels = {
  filters: { accountId: "Account id", userId: "Owner (user id)" },
  values: {
    reason: Object.fromEntries(
      (ADMIN_LISTS.tradehistory.filters.reason ?? []).map((code) => [
        code,
        formatTradeReason(code),
      ]),
    ),
  },
};

/** /admin/tradehistory: every closed trade, with its realised profit and loss. */
export function AdminTradeHistoryPage() {
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Trade History"
        description="Every closed trade, with why it closed and its realised profit and loss."
      />
      <AdminListView
        list="tradehistory"
        columns={columns}
        noun="trades"
        caption="Trade history"
        labels={labels}
      />
    </>
  );
}
