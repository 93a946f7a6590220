import { useState } from "react";
import type { Trade } from "@proparena/contracts/trading";
import { TradeDetailButton, TradeDetailDialog } from "../../../../components/trade-detail-dialog";
import { DataTable } from "../../../../components/data-table";
import { CostCells, PnlCell, SideBadge, Td } from "../../../../components/table-parts";

const COLUMNS = [
  { label: "Closed" },
  { label: "Symbol" },
  { label: "Side" },
  { label: "Lots", right: true },
  { label: "Open", right: true },
  { label: "Close", right: true },
  { label: "Held", right: true },
  { label: "Reason" },
  { label: "Commission", right: true },
  { label: "Swap", right: true },
  { label: "P&L", right: true },
  { label: "Detail" },
];
import {
  formatDuration,
  formatLots,
  formatPrice,
  formatTime,
  formatTradeReason,
} from "../../../../lib/format-trading";

/**
 * Closed trades, newest first, with their commission and swap; prices with the instrument's
 * digits once they are known. "Details" opens a trade's fills beside the reference venue's.
 */
export function JournalTable({
  accountId,
  trades,
  digitsOf,
}: {
  accountId: string;
  trades: readonly Trade[];
  digitsOf: (symbol: string) => number | undefined;
}) {
  const [open, setOpen] = useState<Trade | null>(null);
  const price = (symbol: string, value: number) => {
    const digits = digitsOf(symbol);
    return digits === undefined ? String(value) : formatPrice(value, digits);
  };
  return (
    <>
      <DataTable
        caption="Trade journal"
        columns={COLUMNS}
        minWidth="60rem"
        headClassName="text-slate-400"
      >
        {trades.map((trade) => (
          <tr
            key={trade.id}
            data-testid={`journal-${trade.id}`}
            className="border-t border-slate-800/70"
          >
            <Td>{formatTime(trade.closeTime)}</Td>
            <Td strong>{trade.symbol}</Td>
            <Td>
              <SideBadge side={trade.side} />
            </Td>
            <Td right mono>
              {formatLots(trade.volume)}
            </Td>
            <Td right mono>
              {price(trade.symbol, trade.openPrice)}
            </Td>
            <Td right mono>
              {price(trade.symbol, trade.closePrice)}
            </Td>
            <Td right mono>
              {formatDuration(Date.parse(trade.closeTime) - Date.parse(trade.openTime))}
            </Td>
            <Td>{formatTradeReason(trade.reason)}</Td>
            <CostCells commissionCents={trade.commissionCents} swapCents={trade.swapCents} />
            <PnlCell cents={trade.pnlCents} />
            <Td>
              <TradeDetailButton trade={trade} onClick={() => setOpen(trade)} />
            </Td>
          </tr>
        ))}
      </DataTable>
      <TradeDetailDialog
        accountId={accountId}
        tradeId={open?.id ?? null}
        digits={(open && digitsOf(open.symbol)) ?? 5}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
