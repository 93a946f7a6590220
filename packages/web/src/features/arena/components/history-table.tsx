import type { Instrument } from "@proparena/contracts/trading";
import { errorMessage } from "../../../lib/api-client";
import { useTrades } from "../api/get-trades";
import {
  formatLots,
  formatPrice,
  formatSignedUsd,
  formatTime,
  formatTradeReason,
} from "../../../lib/format-trading";
import { EmptyRow, SideBadge, Td, Th, pnlClass } from "../../../components/table-parts";

/** Closed trades, newest first, a page at a time. */
export function HistoryTable({
  accountId,
  instrumentOf,
}: {
  accountId: string;
  instrumentOf: (symbol: string) => Instrument | undefined;
}) {
  const trades = useTrades(accountId);
  const items = trades.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[44rem] text-xs">
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
              <Th right>P&amp;L</Th>
            </tr>
          </thead>
          <tbody>
            {trades.isPending ? (
              <EmptyRow colSpan={8}>Loading history…</EmptyRow>
            ) : trades.isError ? (
              <EmptyRow colSpan={8}>
                <span role="alert" className="text-rose-300">
                  Could not load the history: {errorMessage(trades.error)}
                </span>{" "}
                <button type="button" className="underline" onClick={() => void trades.refetch()}>
                  Try again
                </button>
              </EmptyRow>
            ) : items.length === 0 ? (
              <EmptyRow colSpan={8}>No closed trades yet.</EmptyRow>
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
                    <Td right mono>
                      <span className={pnlClass(trade.pnlCents)}>
                        {formatSignedUsd(trade.pnlCents)}
                      </span>
                    </Td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
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
