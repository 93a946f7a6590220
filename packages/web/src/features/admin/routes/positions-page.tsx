import { PageHeader } from "../../../components/page-header";
import { AdminListView } from "../components/admin-list/admin-list-view";
import { adminPaths, IdText, RowLink, SidePill, TimeText } from "../components/admin-list/cells";
import { formatNumber } from "../components/admin-list/list-format";
import { adminColumnHelper } from "../components/admin-list/table-features";
import type { AdminColumns } from "../components/admin-list/table-features";

const column = adminColumnHelper<"positions">();

const columns: AdminColumns<"positions"> = column.columns([
  column.accessor("id", {
    header: "Position",
    cell: ({ row }) => (
      <RowLink
        to={adminPaths.record(
          "positions",
          row.original.userId,
          row.original.accountId,
          row.original.id,
        )}
        label={`Position ${row.original.id}`}
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
  column.accessor("stopLoss", {
    header: "Stop loss",
    meta: { align: "right", mono: true },
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  column.accessor("takeProfit", {
    header: "Take profit",
    meta: { align: "right", mono: true },
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  column.accessor("openTime", {
    header: "Opened",
    cell: ({ getValue }) => <TimeText iso={getValue()} />,
  }),
]);

const labels = {
  filters: { accountId: "Account id", userId: "Owner (user id)" },
};

/** /admin/positions: the open positions across all accounts. */
export function AdminPositionsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Positions"
        description="Open positions across all accounts, with their stops and targets."
      />
      <AdminListView
        list="positions"
        columns={columns}
        noun="positions"
        caption="Positions"
        labels={labels}
      />
    </>
  );
}
