import { PageHeader } from "../../../components/page-header";
import { AdminListView } from "../../../components/admin-list/admin-list-view";
import type { AdminColumns } from "../../../components/admin-list/table-features";
import { adminColumnHelper } from "../../../components/admin-list/table-features";
import {
  numberColumn,
  timeColumn,
  TRADING_FILTER_LABELS,
  tradingColumns,
} from "../../../components/admin-list/trading-columns";

const column = adminColumnHelper<"positions">();

const columns: AdminColumns<"positions"> = column.columns([
  ...tradingColumns("positions", "Position"),
  column.accessor("volume", { header: "Lots", ...numberColumn }),
  column.accessor("openPrice", { header: "Open price", ...numberColumn }),
  column.accessor("stopLoss", { header: "Stop loss", ...numberColumn }),
  column.accessor("takeProfit", { header: "Take profit", ...numberColumn }),
  column.accessor("openTime", { header: "Opened", ...timeColumn }),
]);

const labels = { filters: TRADING_FILTER_LABELS };

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
