import { PageHeader } from "../../../components/page-header";
import { AdminListView } from "../../../components/admin-list/admin-list-view";
import { StatusBadge } from "../../../components/admin-list/cells";
import type { AdminColumns } from "../../../components/admin-list/table-features";
import { adminColumnHelper } from "../../../components/admin-list/table-features";
import {
  numberColumn,
  timeColumn,
  TRADING_FILTER_LABELS,
  tradingColumns,
} from "../../../components/admin-list/trading-columns";
import { humanize } from "../../../lib/admin-format";

const column = adminColumnHelper<"orders">();

const columns: AdminColumns<"orders"> = column.columns([
  ...tradingColumns("orders", "Order"),
  column.accessor("type", { header: "Type", cell: ({ getValue }) => humanize(getValue()) }),
  column.accessor("volume", { header: "Lots", ...numberColumn }),
  column.accessor("price", { header: "Price", ...numberColumn }),
  column.accessor("fillPrice", { header: "Fill price", ...numberColumn }),
  column.accessor("status", {
    header: "Status",
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  column.accessor("createdAt", { header: "Placed", ...timeColumn }),
]);

const labels = { filters: TRADING_FILTER_LABELS };

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
