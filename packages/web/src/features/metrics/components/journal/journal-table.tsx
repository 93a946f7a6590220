import { useState } from "react";
import type { Trade } from "@proparena/contracts/trading";
import { TradeDetailButton, TradeDetailDialog } from "../../../../components/trade-detail-dialog";
import { CostCells, SideBadge, Td, Th, pnlClass } from "../../../../components/table-parts";
import {
  formatDuration,
  formatLots,
  formatPrice,
  formatSignedUsd,
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
    <div className="overflow-x-auto">
      <table className="w-full min-w-[60rem] text-xs">
        <caption className="sr-only">Trade journal</caption>
        <thead className="text-slate-400">
          <tr>
            <Th>Closed</Th>
            <Th>Symbol</Th>
            <Th>Side</Th>
            <Th right>Lots</Th>
            <Th right>Open</Th>
            <Th right>Close</Th>
            <Th right>Held</Th>
            <Th>Reason</Th>
            <Th right>Commission</Th>
            <Th right>Swap</Th>
            <Th right>P&amp;L</Th>
            <Th>Detail</Th>
          </tr>
        </thead>
        <tbody>
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
              <Td right mono>
                <span className={pnlClass(trade.pnlCents)}>{formatSignedUsd(trade.pnlCents)}</span>
              </Td>
              <Td>
                <TradeDetailButton trade={trade} onClick={() => setOpen(trade)} />
              </Td>
            </tr>
          ))}
        </tbody>
      </table>
      <TradeDetailDialog
        accountId={accountId}
        tradeId={open?.id ?? null}
        digits={(open && digitsOf(open.symbol)) ?? 5}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
