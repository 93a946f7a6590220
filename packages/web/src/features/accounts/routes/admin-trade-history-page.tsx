import { ADMIN_LISTS } from "@proparena/contracts/admin-lists";
import { PageHeader } from "../../../components/page-header";
import { formatTradeReason } from "../../../lib/format-trading";
import { AdminListView } from "../../../components/admin-list/admin-list-view";
import { SignedMoney } from "../../../components/admin-list/cells";
import type { AdminColumns } from "../../../components/admin-list/table-features";
import { adminColumnHelper } from "../../../components/admin-list/table-features";
import {
  numberColumn,
  timeColumn,
  TRADING_FILTER_LABELS,
  tradingColumns,
} from "../../../components/admin-list/trading-columns";

const column = adminColumnHelper<"tradehistory">();

const columns: AdminColumns<"tradehistory"> = column.columns([
  ...tradingColumns("tradehistory", "Trade"),
  column.accessor("volume", { header: "Lots", ...numberColumn }),
  column.accessor("openPrice", { header: "Open price", ...numberColumn }),
  column.accessor("closePrice", { header: "Close price", ...numberColumn }),
  column.accessor("openTime", { header: "Opened", ...timeColumn }),
  column.accessor("closeTime", { header: "Closed", ...timeColumn }),
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
  filters: TRADING_FILTER_LABELS,
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
