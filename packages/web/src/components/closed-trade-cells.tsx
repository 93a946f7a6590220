import type { ReactNode } from "react";
import type { Trade } from "@proparena/contracts/trading";
import { formatTradeReason } from "../lib/format-trading";
import { COSTS_PNL_COLUMNS, type DataColumn } from "./data-table";
import { CostCells, PnlCell, Td } from "./table-parts";

/** The columns of ClosedTradeCells. */
export const CLOSED_TRADE_COLUMNS: readonly DataColumn[] = [
  { label: "Reason" },
  ...COSTS_PNL_COLUMNS,
  { label: "Detail" },
];

/**
 * The last cells of a closed trade's row (the arena's history, the journal): why it closed, its
 * commission, swap and P&L, and `detail` (the button that opens its fills).
 */
export function ClosedTradeCells({ trade, detail }: { trade: Trade; detail: ReactNode }) {
  return (
    <>
      <Td>{formatTradeReason(trade.reason)}</Td>
      <CostCells commissionCents={trade.commissionCents} swapCents={trade.swapCents} />
      <PnlCell cents={trade.pnlCents} />
      <Td>{detail}</Td>
    </>
  );
}
