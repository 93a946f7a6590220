import { useState } from "react";
import type { Instrument } from "@proparena/contracts/trading";
import { TradeDetailButton, TradeDetailDialog } from "../../../components/trade-detail-dialog";
import { errorMessage } from "../../../lib/api-client";
import { useTrades } from "../api/get-trades";
import {
  formatLots,
  formatPrice,
  formatSignedUsd,
  formatTime,
  formatTradeReason,
} from "../../../lib/format-trading";
import { CostCells, EmptyRow, SideBadge, Td, Th, pnlClass } from "../../../components/table-parts";

/**
 * Closed trades, newest first, a page at a time, with their commission and swap; "Details"
 * opens a trade's fills beside the reference venue's prices.
 */
export function HistoryTable({
  accountId,
  instrumentOf,
}: {
  accountId: string;
  instrumentOf: (symbol: string) => Instrument | undefined;
}) {
  const trades = useTrades(accountId);
  const items = trades.data?.pages.flatMap((page) => page.items) ?? [];
  const [open, setOpen] = useState<{ id: string; digits: number } | null>(null);

  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[56rem] text-xs">
          <caption className="sr-only">Trade history</caption>
          <thead className="text-slate-500">
            <tr>
              <Th>Symbol</Th>
              <Th>Side</Th>
              <Th right>Lots</Th>
              <Th right>Open</Th>
              <Th right>Close</Th>
              <Th>Closed</Th>
              <Th>Reason</Th>
              <Th right>Commission</Th>
              <Th right>Swap</Th>
              <Th right>P&amp;L</Th>
              <Th>Detail</Th>
            </tr>
          </thead>
          <tbody>
            {trades.isPending ? (
              <EmptyRow colSpan={11}>Loading history…</EmptyRow>
            ) : trades.isError ? (
              <EmptyRow colSpan={11}>
                <span role="alert" className="text-rose-300">
                  Could not load the history: {errorMessage(trades.error)}
                </span>{" "}
                <button type="button" className="underline" onClick={() => void trades.refetch()}>
                  Try again
                </button>
              </EmptyRow>
            ) : items.length === 0 ? (
              <EmptyRow colSpan={11}>No closed trades yet.</EmptyRow>
            ) : (
              items.map((trade) => {
                const digits = instrumentOf(trade.symbol)?.digits ?? 5;
                return (
                  <tr
                    key={trade.id}
                    data-testid={`trade-${trade.id}`}
                    className="border-t border-slate-800/70"
                  >
                    <Td strong>{trade.symbol}</Td>
                    <Td>
                      <SideBadge side={trade.side} />
                    </Td>
                    <Td right mono>
                      {formatLots(trade.volume)}
                    </Td>
                    <Td right mono>
                      {formatPrice(trade.openPrice, digits)}
                    </Td>
                    <Td right mono>
                      {formatPrice(trade.closePrice, digits)}
                    </Td>
                    <Td>{formatTime(trade.closeTime)}</Td>
                    <Td>{formatTradeReason(trade.reason)}</Td>
                    <CostCells
                      commissionCents={trade.commissionCents}
                      swapCents={trade.swapCents}
                    />
                    <Td right mono>
                      <span className={pnlClass(trade.pnlCents)}>
                        {formatSignedUsd(trade.pnlCents)}
                      </span>
                    </Td>
                    <Td>
                      <TradeDetailButton
                        trade={trade}
                        onClick={() => setOpen({ id: trade.id, digits })}
                      />
                    </Td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <TradeDetailDialog
        accountId={accountId}
        tradeId={open?.id ?? null}
        digits={open?.digits ?? 5}
        onClose={() => setOpen(null)}
      />
      {trades.hasNextPage && (
        <div className="border-t border-slate-800 p-2 text-center">
          <button
            type="button"
            onClick={() => void trades.fetchNextPage()}
            disabled={trades.isFetchingNextPage}
            className="rounded border border-slate-700 px-3 py-1 text-xs text-slate-200 hover:bg-slate-800 disabled:opacity-60"
          >
            {trades.isFetchingNextPage ? "Loading…" : "Load more"}
          </button>
        </div>
      )}
    </div>
  );
}
