import { PageHeader } from "../../../components/page-header";
import { AdminListView } from "../components/admin-list/admin-list-view";
import {
  adminPaths,
  IdText,
  RowLink,
  SidePill,
  StatusBadge,
  TimeText,
} from "../components/admin-list/cells";
import { formatNumber, humanize } from "../components/admin-list/list-format";
import { adminColumnHelper } from "../components/admin-list/table-features";
import type { AdminColumns } from "../components/admin-list/table-features";

const column = adminColumnHelper<"orders">();

const columns: AdminColumns<"orders"> = column.columns([
  column.accessor("id", {
    header: "Order",
    cell: ({ row }) => (
      <RowLink
        to={adminPaths.record(
          "orders",
          row.original.userId,
          row.original.accountId,
          row.original.id,
        )}
        label={`Order ${row.original.id}`}
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
  column.accessor("type", { header: "Type", cell: ({ getValue }) => humanize(getValue()) }),
  column.accessor("volume", {
    header: "Lots",
    meta: { align: "right", mono: true },
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  column.accessor("price", {
    header: "Price",
    meta: { align: "right", mono: true },
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  column.accessor("fillPrice", {
    header: "Fill price",
    meta: { align: "right", mono: true },
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  column.accessor("status", {
    header: "Status",
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  column.accessor("createdAt", {
    header: "Placed",
    cell: ({ getValue }) => <TimeText iso={getValue()} />,
  }),
]);

const labels = {
  filters: { accountId: "Account id", userId: "Owner (user id)" },
};

/** /admin/orders: every order placed in the arena. */
export function AdminOrdersPage() {
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Orders"
        description="Every order placed in the arena, pending, filled or cancelled."
      />
      <AdminListView
        list="orders"
        columns={columns}
        noun="orders"
        caption="Orders"
        labels={labels}
      />
    </>
  );
}
